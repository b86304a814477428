import { itemNameOf } from './queue-row.js';

describe('the applicant name on a queue row (programs spec §3 itemName)', () => {
  it('is the text before the first colon', () => {
    expect(itemNameOf('Bright Start Daycare: renewal 2024')).toBe('Bright Start Daycare');
    expect(itemNameOf('a:b:c')).toBe('a');
  });

  it('is the whole name when there is no colon', () => {
    expect(itemNameOf('Maria Garcia')).toBe('Maria Garcia');
  });
});
