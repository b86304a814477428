import { bulkHeader, bulkRow, bulkTemplate, cellAnswer } from './bulk-applications.js';
import type { FormField } from './programs.js';

const FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true },
  { name: 'householdSize', label: 'Household size', type: 'number', required: true },
  { name: 'renter', label: 'I rent my home', type: 'checkbox', required: false },
  { name: 'lease', label: 'Lease', type: 'file', required: false },
];

describe('the header of a bulk applications file', () => {
  it('matches the applicant columns and each question by its name or its label, ignoring case and spacing', () => {
    const header = bulkHeader(['EMAIL', ' first  name', 'fullName', 'household size', ''], FORM);
    expect(header).toEqual({
      ok: true,
      columns: [
        { kind: 'email' },
        { kind: 'firstName' },
        { kind: 'answer', field: FORM[0] },
        { kind: 'answer', field: FORM[1] },
        { kind: 'none' },
      ],
    });
  });

  it('needs an Email column', () => {
    expect(bulkHeader(['fullName'], FORM)).toEqual({ ok: false, message: 'The header has no column Email' });
  });

  it('refuses a column that is no question of the form', () => {
    expect(bulkHeader(['Email', 'Shoe size'], FORM)).toEqual({
      ok: false,
      message: 'The column Shoe size is not a question of the form',
    });
  });

  it('refuses a file question, which a CSV cannot carry', () => {
    expect(bulkHeader(['Email', 'lease'], FORM)).toEqual({
      ok: false,
      message: 'The column lease asks for a file, which a CSV cannot carry',
    });
  });

  it('refuses a question named twice, by its name and by its label', () => {
    expect(bulkHeader(['Email', 'fullName', 'Full name'], FORM)).toEqual({
      ok: false,
      message: 'The header names the column Full name twice',
    });
  });

  it("the template names the applicant's columns and every question but files", () => {
    expect(bulkTemplate(FORM)).toEqual([
      'Email',
      'First name',
      'Last name',
      'fullName',
      'householdSize',
      'renter',
    ]);
  });
});

describe('a cell as an answer', () => {
  it('an empty cell is no answer', () => {
    expect(cellAnswer(FORM[0], '  ')).toBeUndefined();
  });

  it('a number reads as a number, and stays text when it is not one', () => {
    expect(cellAnswer(FORM[1], ' 4 ')).toBe(4);
    expect(cellAnswer(FORM[1], 'four')).toBe('four');
  });

  it('a checkbox takes yes/no, true/false, 1/0 and x', () => {
    expect(['Yes', 'true', '1', 'x'].map((c) => cellAnswer(FORM[2], c))).toEqual([true, true, true, true]);
    expect(['no', 'FALSE', '0'].map((c) => cellAnswer(FORM[2], c))).toEqual([false, false, false]);
    expect(cellAnswer(FORM[2], 'maybe')).toBe('maybe');
  });
});

describe('a row of the file', () => {
  it("gives the applicant's e-mail in lower case, their names and the answers given", () => {
    const header = bulkHeader(['Email', 'Last name', 'fullName', 'householdSize', 'renter'], FORM);
    if (!header.ok) throw new Error(header.message);
    expect(bulkRow(header.columns, [' Ann@Example.org ', 'Lee', 'Ann Lee', '3', ''])).toEqual({
      email: 'ann@example.org',
      firstName: '',
      lastName: 'Lee',
      answers: { fullName: 'Ann Lee', householdSize: 3 },
    });
  });
});
