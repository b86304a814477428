import { mergeSeedDocuments, parseSeedDocument, SEED_SECTIONS, SeedError } from './seed-document.js';

describe('seed files (seeds/README.md)', () => {
  it('reads an object of known sections, each a list of objects', () => {
    const text = JSON.stringify({ instances: [{ subdomain: 'a', name: 'A' }], users: [] });
    expect(parseSeedDocument(text, 'a.json')).toEqual({
      instances: [{ subdomain: 'a', name: 'A' }],
      users: [],
    });
  });

  it('names the file when the text is not JSON', () => {
    expect(() => parseSeedDocument('{"instances": [', 'broken.json')).toThrow(SeedError);
    expect(() => parseSeedDocument('{"instances": [', 'broken.json')).toThrow(
      /^broken\.json: not valid JSON \(/,
    );
  });

  it('refuses a document that is not an object', () => {
    expect(() => parseSeedDocument('[]', 'list.json')).toThrow(
      new SeedError('list.json: a seed file is a JSON object of sections'),
    );
  });

  it('refuses an unknown section and lists the known ones', () => {
    expect(() => parseSeedDocument('{"programmes": []}', 'x.json')).toThrow(
      new SeedError(`x.json: unknown section "programmes" (sections: ${SEED_SECTIONS.join(', ')})`),
    );
  });

  it('refuses a section that is not a list, and an item that is not an object', () => {
    expect(() => parseSeedDocument('{"users": {}}', 'x.json')).toThrow(
      new SeedError('x.json: section "users" must be a list'),
    );
    expect(() => parseSeedDocument('{"users": [{}, 3]}', 'x.json')).toThrow(
      new SeedError('x.json: users[1] must be an object'),
    );
  });

  it('merges files section by section, keeping file order', () => {
    const merged = mergeSeedDocuments([
      { instances: [{ subdomain: 'a', name: 'A' }] },
      { instances: [{ subdomain: 'b', name: 'B' }], organizations: [{ instance: 'a', name: 'Org' }] },
    ]);
    expect(merged).toEqual({
      instances: [
        { subdomain: 'a', name: 'A' },
        { subdomain: 'b', name: 'B' },
      ],
      organizations: [{ instance: 'a', name: 'Org' }],
    });
  });

  it('loads sections so that each comes after those it refers to', () => {
    const order = (section: string) => SEED_SECTIONS.indexOf(section as (typeof SEED_SECTIONS)[number]);
    expect(order('instances')).toBe(0);
    expect(order('organizations')).toBeLessThan(order('users'));
    expect(order('users')).toBeLessThan(order('workflows'));
    expect(order('programs')).toBeLessThan(order('workflows'));
    expect(order('workflows')).toBeLessThan(order('denialReasons'));
    expect(SEED_SECTIONS.at(-1)).toBe('applications');
  });
});
