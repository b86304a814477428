// /v2/add-case (programs spec §2 reviewer routes, API.md "Reviewer, AI tools, languages"): staff file an
// application on an applicant's behalf, the applicant found by e-mail or phone among the instance's
// individuals or opened for them. The wire shapes and the applicant's checks, shared by the server and the
// admin UI's form. The contract folder imports only its own files.
import type { FieldError } from './errors.js';
import { isValidUsPhone } from './patterns.js';

export interface AddCaseApplicant {
  email?: string;
  phone?: string;
  firstName: string;
  lastName: string;
}

export interface AddCaseRequest {
  programId: number;
  applicant: AddCaseApplicant;
  answers: Record<string, unknown>;
}

export interface AddCaseAnswer {
  id: number;
  externalId: string;
  /** The applicant's user, and whether this filing opened it (a new applicant). */
  applicantUserId: number;
  applicantCreated: boolean;
}

/** A name's longest, as on the set-name screen. */
export const ADD_CASE_NAME_MAX = 50;
const EMAIL = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]+$/;

export const ADD_CASE_MESSAGES = {
  contactRequired: "The applicant's e-mail or phone is required",
  emailInvalid: 'The e-mail is not an e-mail address',
  phoneInvalid: 'The phone must be a US number of 10 digits',
  nameRequired: 'The {label} is required',
  nameTooLong: `The {label} must be at most ${ADD_CASE_NAME_MAX} characters`,
} as const;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

function nameErrors(field: 'firstName' | 'lastName', value: string | undefined): FieldError[] {
  const label = field === 'firstName' ? 'first name' : 'last name';
  const path = `applicant.${field}`;
  if (blank(value)) {
    return [
      {
        field: path,
        code: 'fieldRequired',
        message: ADD_CASE_MESSAGES.nameRequired.replace('{label}', label),
      },
    ];
  }
  if ((value ?? '').trim().length > ADD_CASE_NAME_MAX) {
    return [
      { field: path, code: 'maxLength', message: ADD_CASE_MESSAGES.nameTooLong.replace('{label}', label) },
    ];
  }
  return [];
}

/**
 * The applicant's errors, field by field: an e-mail or a phone (either finds them or names the new login),
 * each well formed when given, and both names (used when the applicant is new, kept on the application).
 */
export function addCaseApplicantErrors(applicant: Partial<AddCaseApplicant>): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(applicant.email) && blank(applicant.phone)) {
    errors.push({
      field: 'applicant.email',
      code: 'contactRequired',
      message: ADD_CASE_MESSAGES.contactRequired,
    });
  }
  if (!blank(applicant.email) && !EMAIL.test((applicant.email ?? '').trim())) {
    errors.push({
      field: 'applicant.email',
      code: 'fieldMailInvalid',
      message: ADD_CASE_MESSAGES.emailInvalid,
    });
  }
  if (!blank(applicant.phone) && !isValidUsPhone(applicant.phone ?? '')) {
    errors.push({ field: 'applicant.phone', code: 'phoneInvalid', message: ADD_CASE_MESSAGES.phoneInvalid });
  }
  return [
    ...errors,
    ...nameErrors('firstName', applicant.firstName),
    ...nameErrors('lastName', applicant.lastName),
  ];
}
