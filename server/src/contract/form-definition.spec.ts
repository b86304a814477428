import { formDefinitionErrors, patternProblem } from './form-definition.js';

const field = (more: Record<string, unknown> = {}) => ({
  name: 'householdSize',
  label: 'People in your household',
  type: 'number',
  required: true,
  ...more,
});

describe('a form definition applicants can answer', () => {
  it('is accepted with every constraint of its types', () => {
    expect(
      formDefinitionErrors([
        field({ min: 1, max: 20, integer: true, section: 'Household' }),
        { name: 'zip', label: 'ZIP', type: 'text', required: false, pattern: 'zip', maxLength: 10 },
        {
          name: 'code',
          label: 'Code',
          type: 'text',
          required: false,
          pattern: '[A-Z]{3}\\d+',
          example: 'ABC1',
        },
        { name: 'born', label: 'Born', type: 'date', required: true, min: '1900-01-01', max: 'today' },
        { name: 'food', label: 'Food', type: 'select', required: true, choices: ['Produce', 'Dairy'] },
        { name: 'agree', label: 'I agree', type: 'checkbox', required: true },
      ]),
    ).toEqual([]);
  });

  it('ignores the constraints of another type, left when the type changed', () => {
    expect(formDefinitionErrors([field({ type: 'text', min: 5, max: 1, choices: [] })])).toEqual([]);
  });
});

describe('a form definition refused', () => {
  it('refuses min above max, at the path of min', () => {
    expect(formDefinitionErrors([field(), field({ name: 'rooms', min: 5, max: 3 })])).toEqual([
      {
        field: 'formFields.1.min',
        code: 'minAboveMax',
        message: 'The minimum must not be more than the maximum',
      },
    ]);
  });

  it('refuses a date min after a date max, and a bound that is not a date', () => {
    const date = { name: 'born', label: 'Born', type: 'date', required: true };
    expect(formDefinitionErrors([{ ...date, min: '2020-01-01', max: '2019-01-01' }])[0]?.code).toBe(
      'minAboveMax',
    );
    expect(formDefinitionErrors([{ ...date, max: 'tomorrow' }])).toEqual([
      {
        field: 'formFields.0.max',
        code: 'boundNotDate',
        message: "This must be a date (year-month-day) or 'today'",
      },
    ]);
  });

  it('refuses a number bound that is not a number (an emptied input sends null)', () => {
    expect(formDefinitionErrors([field({ min: null, max: '3' })]).map((e) => [e.field, e.code])).toEqual([
      ['formFields.0.min', 'boundNotNumber'],
      ['formFields.0.max', 'boundNotNumber'],
    ]);
  });

  it('refuses a regular expression that does not compile, saying why', () => {
    const [error] = formDefinitionErrors([
      { name: 'code', label: 'Code', type: 'text', required: false, pattern: '([a-z' },
    ]);
    expect(error?.field).toBe('formFields.0.pattern');
    expect(error?.code).toBe('patternInvalid');
    expect(error?.message).toMatch(/^The pattern is not a regular expression that compiles: .+/);
  });

  it('refuses a select without choices, and choices written twice', () => {
    const select = { name: 'food', label: 'Food', type: 'select', required: true };
    expect(formDefinitionErrors([select])).toEqual([
      {
        field: 'formFields.0.choices',
        code: 'choicesRequired',
        message: 'A select needs at least one choice',
      },
    ]);
    expect(formDefinitionErrors([{ ...select, choices: ['A', 'A'] }])[0]?.code).toBe('choicesInvalid');
  });

  it('refuses minLength above maxLength and lengths that are not whole', () => {
    const text = { name: 'note', label: 'Note', type: 'textarea', required: false };
    expect(formDefinitionErrors([{ ...text, minLength: 10, maxLength: 5 }])).toEqual([
      {
        field: 'formFields.0.minLength',
        code: 'minLengthAboveMaxLength',
        message: 'The minimum length must not be more than the maximum length',
      },
    ]);
    expect(formDefinitionErrors([{ ...text, maxLength: 2.5 }])[0]?.code).toBe('lengthNotWhole');
  });

  it('refuses two fields of one name, a bad name, a blank label, an unknown type and property', () => {
    const errors = formDefinitionErrors([
      field(),
      field(),
      field({ name: '1st', label: ' ', type: 'email', colour: 'red' }),
    ]);
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['formFields.1.name', 'nameTaken'],
      ['formFields.2.colour', 'unknownProperty'],
      ['formFields.2.name', 'nameInvalid'],
      ['formFields.2.label', 'labelRequired'],
      ['formFields.2.type', 'typeInvalid'],
    ]);
    expect(errors[4]?.message).toBe(
      'The type must be one of text, number, date, select, checkbox, file, textarea',
    );
  });

  it('refuses integer that is not true or false, and a section title too long', () => {
    expect(
      formDefinitionErrors([field({ integer: 'yes', section: 'x'.repeat(81) })]).map((e) => e.field),
    ).toEqual(['formFields.0.section', 'formFields.0.integer']);
  });

  it('refuses a form that is not a list, and a field that is not an object', () => {
    expect(formDefinitionErrors({})[0]?.code).toBe('formNotList');
    expect(formDefinitionErrors(['name'])).toEqual([
      { field: 'formFields.0', code: 'fieldNotObject', message: 'Each field of the form must be an object' },
    ]);
  });
});

describe('patternProblem', () => {
  it('takes the shared patterns by name and expressions that compile', () => {
    expect(['zip', 'ssn', 'usPhone', 'time', '\\d{5}'].map(patternProblem)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says why an expression does not compile', () => {
    expect(patternProblem('a{2,1}')).toEqual(expect.stringMatching(/.+/));
  });
});
