// Declarations (API.md "Program application setup", resource-instance-declarations): statements a program
// asks applicants to accept, each accepted by typing one's name. The server refuses a submission by these
// rules and the community form says the same before sending.
import type { FieldError } from './errors.js';
import { fillMessage } from './form-answers.js';

/** A statement of a program, as the admin resource and GET /api/resource-instance-declarations carry it. */
export interface Declaration {
  id: number;
  programId: number;
  statement: string;
  /** A required statement must be accepted for the application to be submitted. */
  required: boolean;
  /** The order applicants read them in, smallest first. */
  position: number;
}

/** What a submission sends for each statement accepted: its id and the name typed. */
export interface DeclarationGiven {
  id: number;
  name: string;
}

/** A statement as accepted, kept on the application: the words read then, the name typed and when. */
export interface AcceptedDeclaration {
  id: number;
  statement: string;
  name: string;
  acceptedAt: string;
}

export const DECLARATION_CODE = {
  declarationRequired: 'declarationRequired',
  declarationNameRequired: 'declarationNameRequired',
  declarationNotFound: 'declarationNotFound',
} as const;

export const DECLARATION_MESSAGE = {
  declarationRequired: 'You must accept the declaration "{statement}"',
  declarationNameRequired: 'Type your full name to accept the declaration "{statement}"',
  declarationNotFound: "The declaration {id} is not one of this program's",
} as const;

/** The field a declaration's error is said under: declarations.<id>. */
export const declarationField = (id: number) => `declarations.${id}`;

/** The statements in the order applicants read them. */
export const inReadingOrder = <T extends Pick<Declaration, 'id' | 'position'>>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position || a.id - b.id);

/** What is missing of one statement: not accepted though required, or accepted without a name. */
function missing(d: Declaration, accepted: DeclarationGiven | undefined) {
  if (accepted === undefined) return d.required ? DECLARATION_CODE.declarationRequired : null;
  return accepted.name.trim() === '' ? DECLARATION_CODE.declarationNameRequired : null;
}

/**
 * Why the statements given do not do: a required one not accepted, one accepted without a name typed, one the
 * program does not have. Empty when they do.
 */
export function declarationErrors(
  declarations: readonly Declaration[],
  given: readonly DeclarationGiven[],
): FieldError[] {
  const errors: FieldError[] = given
    .filter((g) => !declarations.some((d) => d.id === g.id))
    .map((g) => ({
      field: declarationField(g.id),
      code: DECLARATION_CODE.declarationNotFound,
      message: fillMessage(DECLARATION_MESSAGE.declarationNotFound, { id: g.id }),
    }));
  for (const d of inReadingOrder(declarations)) {
    const code = missing(
      d,
      given.find((g) => g.id === d.id),
    );
    if (code !== null) {
      const message = fillMessage(DECLARATION_MESSAGE[code], { statement: d.statement });
      errors.push({ field: declarationField(d.id), code, message });
    }
  }
  return errors;
}

/** The statements accepted, as the application keeps them (the caller has checked them first). */
export function acceptedDeclarations(
  declarations: readonly Declaration[],
  given: readonly DeclarationGiven[],
  at: Date,
): AcceptedDeclaration[] {
  return inReadingOrder(declarations).flatMap((d) => {
    const accepted = given.find((g) => g.id === d.id);
    return accepted
      ? [{ id: d.id, statement: d.statement, name: accepted.name.trim(), acceptedAt: at.toISOString() }]
      : [];
  });
}
