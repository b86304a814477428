import { pathOf, splitUrl } from './url-parts.js';

describe('a request URL splits into its path and its query at the first ?', () => {
  it('keeps the query with its ?, and later ? in it', () => {
    expect(splitUrl('/admin/queue?x=1?y')).toEqual({ pathname: '/admin/queue', search: '?x=1?y' });
  });

  it('has an empty query when there is none', () => {
    expect(splitUrl('/api/health')).toEqual({ pathname: '/api/health', search: '' });
    expect(pathOf('/api/health?verbose')).toBe('/api/health');
  });
});
