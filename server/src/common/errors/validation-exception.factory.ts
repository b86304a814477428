import type { ValidationError } from 'class-validator';
import { ERROR_CODE } from '../../contract/errors.js';
import { DomainException, type FieldError } from './domain.exception.js';

/** class-validator constraint names that have a name of their own in the API. */
const CODE_BY_CONSTRAINT: Record<string, string> = {
  whitelistValidation: 'unknownField',
  isNotEmpty: ERROR_CODE.fieldRequired,
  isDefined: ERROR_CODE.fieldRequired,
};

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([constraint, message]) => {
      const context = e.contexts?.[constraint] as { code?: string } | undefined;
      const code = context?.code ?? CODE_BY_CONSTRAINT[constraint] ?? constraint;
      const text = constraint === 'whitelistValidation' ? `The field ${field} is not allowed` : message;
      return { field, code, message: text };
    });
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** The global validation pipe's errors: 422, the first failure's code and message, every failure listed. */
export function validationExceptionFactory(errors: ValidationError[]): DomainException {
  const fieldErrors = flatten(errors);
  const first = fieldErrors[0] ?? { code: 'invalid', message: 'Invalid request' };
  return new DomainException(422, first.code, first.message, fieldErrors);
}
