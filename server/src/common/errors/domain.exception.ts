import type { ErrorBody, FieldError } from '../../contract/errors.js';

export type { ErrorBody, FieldError };

/**
 * A failure the caller can act on, with the code of the specifications' error catalogues. Services throw it;
 * the error filter turns it into the error shape.
 */
export class DomainException extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string | number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      ...this.extra,
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (code: string, message: string) => new DomainException(400, code, message);
export const unauthorized = (code: string | number = 'unauthorized', message = 'Unauthorized') =>
  new DomainException(401, code, message);
export const forbidden = (code = 'forbidden', message = 'You may not do this') =>
  new DomainException(403, code, message);
export const notFound = (code = 'notFound', message = 'Not found') => new DomainException(404, code, message);
export const conflict = (code: string, message: string) => new DomainException(409, code, message);
export const unprocessable = (errors: FieldError[]) =>
  new DomainException(422, errors[0]?.code ?? 'invalid', errors[0]?.message ?? 'Invalid request', errors);
