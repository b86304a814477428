import { addCaseApplicantErrors } from './add-case.js';

const codes = (applicant: Parameters<typeof addCaseApplicantErrors>[0]) =>
  addCaseApplicantErrors(applicant).map((e) => `${e.field} ${e.code}`);

describe('the add-case applicant', () => {
  it('is complete with an e-mail and both names', () => {
    expect(addCaseApplicantErrors({ email: 'ana@example.org', firstName: 'Ana', lastName: 'Ruiz' })).toEqual(
      [],
    );
  });

  it('is complete with a US phone instead of an e-mail', () => {
    expect(codes({ phone: '(555) 123-4567', firstName: 'Ana', lastName: 'Ruiz' })).toEqual([]);
  });

  it('needs an e-mail or a phone, said on the e-mail', () => {
    expect(addCaseApplicantErrors({ email: '  ', firstName: 'Ana', lastName: 'Ruiz' })).toEqual([
      {
        field: 'applicant.email',
        code: 'contactRequired',
        message: "The applicant's e-mail or phone is required",
      },
    ]);
  });

  it('refuses an e-mail without a dotted domain and a phone of too few digits', () => {
    expect(codes({ email: 'ana@example', phone: '555-1234', firstName: 'Ana', lastName: 'Ruiz' })).toEqual([
      'applicant.email fieldMailInvalid',
      'applicant.phone phoneInvalid',
    ]);
  });

  it('needs both names, each at most 50 characters', () => {
    expect(
      addCaseApplicantErrors({ email: 'ana@example.org', firstName: '', lastName: 'x'.repeat(51) }),
    ).toEqual([
      { field: 'applicant.firstName', code: 'fieldRequired', message: 'The first name is required' },
      {
        field: 'applicant.lastName',
        code: 'maxLength',
        message: 'The last name must be at most 50 characters',
      },
    ]);
  });
});
