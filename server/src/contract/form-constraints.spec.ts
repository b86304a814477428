import { answerProblem } from './form-answers.js';
import { constraintHints, localToday } from './form-constraints.js';
import type { FormField } from './programs.js';

const TODAY = '2026-11-27';
const field = (overrides: Partial<FormField> & Pick<FormField, 'type'>): FormField => ({
  name: 'answer',
  label: 'Answer',
  required: false,
  ...overrides,
});

describe('the hints a field’s constraints give', () => {
  it('a number: whole numbers, then its minimum, then its maximum', () => {
    expect(constraintHints(field({ type: 'number', min: 1, max: 10, integer: true }))).toEqual([
      'fieldInteger',
      'fieldMin',
      'fieldMax',
    ]);
  });

  it('a number with only a maximum has only that hint', () => {
    expect(constraintHints(field({ type: 'number', max: 5000 }))).toEqual(['fieldMax']);
  });

  it("a date: fixed bounds, or 'today' as not in the past / not in the future", () => {
    expect(constraintHints(field({ type: 'date', min: '2026-01-01', max: '2026-12-31' }))).toEqual([
      'fieldDateMin',
      'fieldDateMax',
    ]);
    expect(constraintHints(field({ type: 'date', min: 'today' }))).toEqual(['fieldPast']);
    expect(constraintHints(field({ type: 'date', max: 'today' }))).toEqual(['fieldFuture']);
  });

  it('text and long text: their lengths, and a pattern that has an example', () => {
    expect(constraintHints(field({ type: 'text', minLength: 2, maxLength: 80, pattern: 'zip' }))).toEqual([
      'fieldMinLength',
      'fieldMaxLength',
      'fieldPattern',
    ]);
    expect(constraintHints(field({ type: 'textarea', pattern: '[A-Z]+', example: 'ABC' }))).toEqual([
      'fieldPattern',
    ]);
  });

  it('a custom pattern without an example gives no hint', () => {
    expect(constraintHints(field({ type: 'text', pattern: '[A-Z]+' }))).toEqual([]);
  });

  it("another type's constraints, left from a type changed, give no hint", () => {
    expect(constraintHints(field({ type: 'select', choices: ['A'], min: 1, maxLength: 3 }))).toEqual([]);
    expect(constraintHints(field({ type: 'number', maxLength: 3 }))).toEqual([]);
    expect(constraintHints(field({ type: 'text', max: 3 }))).toEqual([]);
  });

  it.each([
    [field({ type: 'number', integer: true }), '2.5'],
    [field({ type: 'number', min: 1 }), '0'],
    [field({ type: 'number', max: 5000 }), '5001'],
    [field({ type: 'date', min: '2026-01-01' }), '2025-12-31'],
    [field({ type: 'date', max: '2026-12-31' }), '2027-01-01'],
    [field({ type: 'date', min: 'today' }), '2026-11-26'],
    [field({ type: 'date', max: 'today' }), '2026-11-28'],
    [field({ type: 'text', minLength: 2 }), 'a'],
    [field({ type: 'text', maxLength: 2 }), 'abc'],
    [field({ type: 'text', pattern: 'zip' }), '1234'],
  ])('each hint is the constraint whose error an answer past it gets (%j)', (form, answer) => {
    expect(constraintHints(form)).toEqual([answerProblem(form, answer, TODAY)]);
  });
});

describe("the applicant's today", () => {
  it('is the date where the form is filled, year-month-day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
