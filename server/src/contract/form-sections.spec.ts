import { firstUnfinishedSection, isSectioned, sectionsOf } from './form-sections.js';
import type { FormField } from './programs.js';

const field = (name: string, more: Partial<FormField> = {}): FormField => ({
  name,
  label: name,
  type: 'text',
  required: true,
  ...more,
});

describe('sectionsOf', () => {
  it('is one untitled section for a form without titles', () => {
    const fields = [field('a'), field('b')];
    expect(sectionsOf(fields)).toEqual([{ title: null, fields }]);
    expect(isSectioned(fields)).toBe(false);
  });

  it('opens a section at each new title; a field without one stays in the section before it', () => {
    const [a, b, c, d] = [
      field('a', { section: 'About you' }),
      field('b'),
      field('c', { section: 'Household' }),
      field('d', { section: 'Household' }),
    ];
    expect(sectionsOf([a, b, c, d])).toEqual([
      { title: 'About you', fields: [a, b] },
      { title: 'Household', fields: [c, d] },
    ]);
    expect(isSectioned([a, b, c, d])).toBe(true);
  });

  it('keeps fields before the first title in an untitled first section, and a blank title is none', () => {
    const [a, b, c] = [field('a'), field('b', { section: 'Household' }), field('c', { section: ' ' })];
    expect(sectionsOf([a, b, c])).toEqual([
      { title: null, fields: [a] },
      { title: 'Household', fields: [b, c] },
    ]);
  });
});

describe('firstUnfinishedSection', () => {
  const sections = sectionsOf([
    field('name', { section: 'About you' }),
    field('size', { section: 'Household', type: 'number', integer: true }),
    field('note', { section: 'Needs', required: false }),
  ]);

  it('is the first section with a missing answer', () => {
    expect(firstUnfinishedSection(sections, { name: 'Ana' }, '2026-11-27')).toBe(1);
  });

  it('is the first section with a refused answer', () => {
    expect(firstUnfinishedSection(sections, { name: 'Ana', size: 2.5 }, '2026-11-27')).toBe(1);
    expect(firstUnfinishedSection(sections, {}, '2026-11-27')).toBe(0);
  });

  it('is null when every section holds', () => {
    expect(firstUnfinishedSection(sections, { name: 'Ana', size: 3 }, '2026-11-27')).toBeNull();
  });
});
