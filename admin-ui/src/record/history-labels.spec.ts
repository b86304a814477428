import { describe, expect, it } from '@jest/globals';
import { APPLICATION_EVENT_KINDS } from '../../../server/src/contract/application-record.js';
import { en } from '../i18n/en.js';
import es from '../i18n/es.js';

describe('every kind of audit event has a line in the history', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('in %s', (_language, catalogue) => {
    const history = catalogue.porchlight.record.history as {
      kinds: Record<string, string>;
      files: Record<string, string>;
    };
    const missing = APPLICATION_EVENT_KINDS.filter((kind) => !history.kinds[kind] && !history.files[kind]);
    expect(APPLICATION_EVENT_KINDS.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
