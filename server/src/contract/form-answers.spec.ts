import {
  answerNumber,
  answerParams,
  answerProblem,
  checkAnswers,
  fileIdOf,
  htmlPatternOf,
  isIsoDate,
  keptAnswers,
  todayAnywhere,
} from './form-answers.js';
import type { FormField } from './programs.js';

const TODAY = '2026-11-27';
const field = (overrides: Partial<FormField> & Pick<FormField, 'type'>): FormField => ({
  name: 'answer',
  label: 'Answer',
  required: false,
  ...overrides,
});
/** The one error of one field's answer, or null. */
const errorOf = (form: FormField, value: unknown) =>
  checkAnswers([form], value === undefined ? {} : { [form.name]: value }, TODAY)[0] ?? null;

describe('the field a form requires', () => {
  const name = field({ type: 'text', name: 'fullName', label: 'Full name', required: true });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['blank text', '   '],
  ])('is refused when %s, in the words of the other forms', (_what, value) => {
    expect(errorOf(name, value)).toEqual({
      field: 'fullName',
      code: 'fieldRequired',
      message: 'The field Full name is required',
    });
  });

  it('takes a required checkbox only ticked', () => {
    const consent = field({ type: 'checkbox', label: 'I agree', required: true });
    expect(errorOf(consent, false)?.message).toBe('The field I agree is required');
    expect(errorOf(consent, true)).toBeNull();
  });

  it('leaves an optional field empty without checking its other constraints', () => {
    const zip = field({ type: 'text', pattern: 'zip', minLength: 5 });
    expect(checkAnswers([zip], { answer: '' }, TODAY)).toEqual([]);
    expect(checkAnswers([zip], {}, TODAY)).toEqual([]);
    expect(errorOf(field({ type: 'number', min: 1 }), null)).toBeNull();
  });
});

describe('text answers', () => {
  const name = field({ type: 'text', label: 'Full name', minLength: 2, maxLength: 5 });

  it('must be text', () => {
    expect(errorOf(name, 12)).toEqual({
      field: 'answer',
      code: 'fieldText',
      message: 'The field Full name must be text',
    });
    expect(errorOf(field({ type: 'textarea' }), { html: '<b>' })?.code).toBe('fieldText');
  });

  it('are at least minLength characters', () => {
    expect(errorOf(name, 'A')).toEqual({
      field: 'answer',
      code: 'fieldMinLength',
      message: 'The field Full name must be at least 2 characters',
    });
    expect(errorOf(name, 'Al')).toBeNull();
  });

  it('are at most maxLength characters', () => {
    expect(errorOf(name, 'Alexis')).toEqual({
      field: 'answer',
      code: 'fieldMaxLength',
      message: 'The field Full name must be at most 5 characters',
    });
    expect(errorOf(name, 'Alexi')).toBeNull();
  });

  it('are kept as written: markup is text like any other', () => {
    expect(errorOf(field({ type: 'text' }), '<img src=x onerror=alert(1)>')).toBeNull();
  });
});

describe('patterns', () => {
  it.each([
    ['zip', '12345', '1234', 'The field ZIP code must look like 12345 or 12345-6789'],
    ['zip', '12345-6789', '12345-678', 'The field ZIP code must look like 12345 or 12345-6789'],
    ['ssn', '12-34-5678', '123-45-6789', 'The field ZIP code must look like 12-34-5678'],
    ['usPhone', '(555) 123-4567', '555-CALL-NOW', 'The field ZIP code must look like (555) 123-4567'],
    ['time', '23:59:59', '24:00:00', 'The field ZIP code must look like 13:45:00'],
  ])('the shared pattern %s takes %s and refuses %s', (pattern, good, bad, message) => {
    const form = field({ type: 'text', label: 'ZIP code', pattern });
    expect(errorOf(form, good)).toBeNull();
    expect(errorOf(form, bad)).toEqual({ field: 'answer', code: 'fieldPattern', message });
  });

  it('a custom pattern must match the whole answer, and its example is named', () => {
    const form = field({ type: 'text', label: 'Case number', pattern: '[A-Z]{2}\\d{3}', example: 'AB123' });
    expect(errorOf(form, 'AB123')).toBeNull();
    expect(errorOf(form, 'xAB123')).toEqual({
      field: 'answer',
      code: 'fieldPattern',
      message: 'The field Case number must look like AB123',
    });
  });

  it('a custom pattern without an example says the format is wrong', () => {
    const form = field({ type: 'text', label: 'Case number', pattern: '\\d+' });
    expect(errorOf(form, 'twelve')).toEqual({
      field: 'answer',
      code: 'fieldFormat',
      message: 'The field Case number is not in the expected format',
    });
  });

  it('a custom pattern that is no regular expression checks nothing', () => {
    expect(errorOf(field({ type: 'text', pattern: '([' }), 'anything')).toBeNull();
  });

  it('gives the input a pattern attribute where a regular expression says the rule', () => {
    expect(htmlPatternOf(field({ type: 'text', pattern: 'ssn' }))).toBe('\\d\\d-\\d\\d-\\d\\d\\d\\d');
    expect(
      new RegExp(`^(?:${htmlPatternOf(field({ type: 'text', pattern: 'zip' }))})$`, 'v').test('12345-6789'),
    ).toBe(true);
    expect(htmlPatternOf(field({ type: 'text', pattern: '[A-Z]+' }))).toBe('[A-Z]+');
    expect(htmlPatternOf(field({ type: 'text', pattern: 'usPhone' }))).toBeUndefined();
    expect(htmlPatternOf(field({ type: 'text' }))).toBeUndefined();
  });
});

describe('number answers', () => {
  const size = field({ type: 'number', label: 'Household size', min: 1, max: 20 });

  it.each([[3], ['3'], ['2.5'], [1], [20]])('take %p', (value) => {
    expect(errorOf(size, value)).toBeNull();
  });

  it.each([
    ['three'],
    ['1e1'],
    [' 3'],
    ['0x10'],
    [true],
    [[3]],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['9'.repeat(400)],
  ])('refuse %p as not a number', (value) => {
    expect(errorOf(size, value)).toEqual({
      field: 'answer',
      code: 'fieldNumber',
      message: 'The field Household size must be a number',
    });
  });

  it('are at least min', () => {
    expect(errorOf(size, -2)).toEqual({
      field: 'answer',
      code: 'fieldMin',
      message: 'The field Household size must be at least 1',
    });
  });

  it('are at most max, however large', () => {
    expect(errorOf(size, 1e22)).toEqual({
      field: 'answer',
      code: 'fieldMax',
      message: 'The field Household size must be at most 20',
    });
    expect(errorOf(size, '10000000000000000000000')?.code).toBe('fieldMax');
  });

  it('read a form string exactly and nothing else', () => {
    expect(answerNumber('-3.25')).toBe(-3.25);
    expect(answerNumber(7)).toBe(7);
    expect(answerNumber('')).toBeNull();
    expect(answerNumber('+3')).toBeNull();
  });
});

describe('the integer constraint', () => {
  const size = field({ type: 'number', label: 'Household size', integer: true, min: 1, max: 20 });

  it.each([[3], ['3'], [-0]])('takes the whole number %p', (value) => {
    expect(errorOf({ ...size, min: undefined }, value)).toBeNull();
  });

  it.each([[2.5], ['2.5'], ['3.0001']])('refuses %p as not a whole number', (value) => {
    expect(errorOf(size, value)).toEqual({
      field: 'answer',
      code: 'fieldInteger',
      message: 'The field Household size must be a whole number',
    });
  });

  it('says a number first, then whole, then the bounds', () => {
    expect(errorOf(size, 'three')?.code).toBe('fieldNumber');
    expect(errorOf(size, 0.5)?.code).toBe('fieldInteger');
    expect(errorOf(size, 21)?.code).toBe('fieldMax');
  });

  it('lets a number field without it take fractions', () => {
    expect(errorOf({ ...size, integer: false }, 2.5)).toBeNull();
  });
});

describe('date answers', () => {
  const birth = field({ type: 'date', label: "Child's date of birth", max: 'today' });

  it('are ISO calendar dates', () => {
    expect(errorOf(birth, '2023-02-29')).toEqual({
      field: 'answer',
      code: 'fieldDate',
      message: "The field Child's date of birth must be a date (year-month-day)",
    });
    expect(errorOf(birth, '03/05/2024')?.code).toBe('fieldDate');
    expect(errorOf(birth, 20240305)?.code).toBe('fieldDate');
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('with max today are not in the future', () => {
    expect(errorOf(birth, TODAY)).toBeNull();
    expect(errorOf(birth, '2099-01-01')).toEqual({
      field: 'answer',
      code: 'fieldFuture',
      message: "The field Child's date of birth cannot be in the future",
    });
  });

  it('with min today are not in the past', () => {
    const start = field({ type: 'date', label: 'Start', min: 'today' });
    expect(errorOf(start, '2026-11-26')).toEqual({
      field: 'answer',
      code: 'fieldPast',
      message: 'The field Start cannot be in the past',
    });
  });

  it('keep within fixed bounds', () => {
    const birth1900 = field({ type: 'date', label: 'Born', min: '1900-01-01', max: '2010-12-31' });
    expect(errorOf(birth1900, '1899-12-31')).toEqual({
      field: 'answer',
      code: 'fieldDateMin',
      message: 'The field Born must be on or after 1900-01-01',
    });
    expect(errorOf(birth1900, '2011-01-01')).toEqual({
      field: 'answer',
      code: 'fieldDateMax',
      message: 'The field Born must be on or before 2010-12-31',
    });
  });

  it('today is the date where the day starts first (UTC+14)', () => {
    expect(todayAnywhere(new Date('2026-11-27T09:59:59Z'))).toBe('2026-11-27');
    expect(todayAnywhere(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
  });
});

describe('select, checkbox and file answers', () => {
  it('a select takes one of its choices, exactly', () => {
    const food = field({ type: 'select', label: 'Need', choices: ['Produce', 'Dairy'] });
    expect(errorOf(food, 'Dairy')).toBeNull();
    expect(errorOf(food, 'dairy')).toEqual({
      field: 'answer',
      code: 'fieldChoice',
      message: 'The field Need must be one of Produce, Dairy',
    });
  });

  it('a checkbox is true or false', () => {
    const box = field({ type: 'checkbox', label: 'Notice' });
    expect(errorOf(box, false)).toBeNull();
    expect(errorOf(box, 'yes')).toEqual({
      field: 'answer',
      code: 'fieldCheckbox',
      message: 'The field Notice must be checked or unchecked',
    });
  });

  it.each([[4], [{ id: 4, name: 'lease.pdf', size: 20 }]])('a file is the id of an upload: %p', (value) => {
    expect(errorOf(field({ type: 'file' }), value)).toBeNull();
  });

  it.each([[0], [-1], [1.5], [2 ** 31], ['4'], [{ name: 'lease.pdf' }], [[4]]])(
    'a file is not %p',
    (value) => {
      expect(errorOf(field({ type: 'file', label: 'Lease' }), value)).toEqual({
        field: 'answer',
        code: 'fieldFile',
        message: 'The field Lease must be an uploaded file',
      });
    },
  );

  it('reads the id a file answer holds', () => {
    expect(fileIdOf({ id: 9 })).toBe(9);
    expect(fileIdOf(null)).toBeNull();
  });
});

describe('a whole form', () => {
  const form = [
    field({ type: 'text', name: 'fullName', label: 'Full name', required: true }),
    field({ type: 'number', name: 'householdSize', label: 'Household size', required: true, min: 1 }),
  ];

  it('accepts answers that hold', () => {
    expect(checkAnswers(form, { fullName: 'Rosa', householdSize: 3 }, TODAY)).toEqual([]);
  });

  it('gives one error per field in the form’s order, then refuses answers it does not ask for', () => {
    const errors = checkAnswers(form, { isAdmin: true, householdSize: -2 }, TODAY);
    expect(errors).toEqual([
      { field: 'fullName', code: 'fieldRequired', message: 'The field Full name is required' },
      { field: 'householdSize', code: 'fieldMin', message: 'The field Household size must be at least 1' },
      { field: 'isAdmin', code: 'unknownField', message: 'The form does not ask for isAdmin' },
    ]);
  });

  it('refuses any answer to a form without fields', () => {
    expect(checkAnswers([], { note: 'hi' }, TODAY).map((error) => error.code)).toEqual(['unknownField']);
  });

  it('fills messages from the field’s own constraints', () => {
    const food = field({ type: 'select', name: 'food', label: 'Need', choices: ['A', 'B'], pattern: 'zip' });
    expect(answerParams(food)).toEqual({
      name: 'food',
      label: 'Need',
      choices: 'A, B',
      example: '12345 or 12345-6789',
    });
  });
});

describe('keepLast4: a bank account number is checked whole, then kept as its last four digits', () => {
  const account: FormField = {
    name: 'bankAccount',
    label: 'Account for the deposit',
    type: 'text',
    required: true,
    pattern: '\\d{4,17}',
    keepLast4: true,
  };

  it('keeps ****6789 of 000123456789, and leaves other answers as they are', () => {
    expect(keptAnswers([account], { bankAccount: '000123456789', other: 'x' })).toEqual({
      bankAccount: '****6789',
      other: 'x',
    });
  });

  it('takes an answer kept before (a draft sent back) without checking it again, and keeps it as it is', () => {
    expect(answerProblem(account, '****6789', TODAY)).toBeNull();
    expect(keptAnswers([account], { bankAccount: '****6789' })).toEqual({ bankAccount: '****6789' });
  });

  it('still checks a new answer whole: letters break the format', () => {
    expect(answerProblem(account, '12ab', TODAY)).toBe('fieldFormat');
  });

  it('keeps in clear what a field without keepLast4 asks', () => {
    const plain = { ...account, keepLast4: undefined };
    expect(keptAnswers([plain], { bankAccount: '000123456789' })).toEqual({ bankAccount: '000123456789' });
    expect(answerProblem(plain, '****6789', TODAY)).toBe('fieldFormat');
  });
});
