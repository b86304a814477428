import { HttpException, HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ERROR_CODE } from '../../contract/errors.js';
import { TOO_MANY_KEYS_MESSAGE } from '../http/body-shape.js';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable.js';
import { DomainException, type ErrorBody } from './domain.exception.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'invalid',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
};

/** Errors the body parsers raise before any route runs, by their `type` (common/http/body-parsers.ts). */
const PARSER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.parse.failed': {
    status: 400,
    code: 'malformedJson',
    message: 'The request body is not valid JSON',
  },
  'entity.too.large': { status: 413, code: 'payloadTooLarge', message: 'The request body is too large' },
  'encoding.unsupported': {
    status: 415,
    code: 'unsupportedEncoding',
    message: 'The request body encoding is not supported',
  },
  'charset.unsupported': {
    status: 415,
    code: 'unsupportedCharset',
    message: 'The request body charset is not supported',
  },
  'request.aborted': { status: 400, code: 'requestAborted', message: 'The request was aborted' },
  // A form of more fields than a body may hold keys (body-shape.ts), stopped before it is parsed.
  'parameters.too.many': { status: 400, code: 'invalidBody', message: TOO_MANY_KEYS_MESSAGE },
  // Not body-parser's (it leaves other types unread): Fastify's refusal of a Content-Type it cannot parse.
  'media.unsupported': {
    status: 415,
    code: 'unsupportedMediaType',
    message: 'The request body media type is not supported',
  },
};

/** Fastify's own refusals of a request, by their `code`, as the body parsers' refusals of the same. */
const FASTIFY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'entity.too.large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'entity.too.large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'entity.parse.failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'entity.parse.failed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media.unsupported',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'media.unsupported',
};

/** The body-parser type of a refusal: on the error, on its cause (Nest wraps some), or Fastify's code. */
function parserErrorType(error: unknown): string | undefined {
  const raw = error as { type?: unknown; code?: unknown; cause?: { type?: unknown; code?: unknown } } | null;
  for (const candidate of [raw, raw?.cause]) {
    if (typeof candidate?.type === 'string' && PARSER_ERRORS[candidate.type]) return candidate.type;
    if (typeof candidate?.code === 'string' && FASTIFY_ERRORS[candidate.code])
      return FASTIFY_ERRORS[candidate.code];
  }
  return undefined;
}

/**
 * A value the database cannot hold (SQLSTATE class 22, "data exception") is the request's fault, whatever
 * route let it through: a NUL character in text or JSON, a number out of range, a malformed date.
 */
function dataExceptionBody(error: unknown): ErrorBody | null {
  if (!(error instanceof QueryFailedError)) return null;
  const code = (error.driverError as { code?: string } | undefined)?.code ?? '';
  // 23505 unique violation: two requests made the same row at once, and the one checked first won.
  if (code === '23505') {
    return {
      statusCode: 409,
      code: ERROR_CODE.conflict,
      message: 'Another request made the same change at the same time; reload and try again',
    };
  }
  if (!code.startsWith('22')) return null;
  // 22021 invalid byte sequence (NUL in text), 22P05 untranslatable character (\u0000 in JSON).
  return code === '22021' || code === '22P05'
    ? { statusCode: 422, code: 'invalidCharacters', message: 'The request contains a NUL character' }
    : {
        statusCode: 422,
        code: 'invalidValue',
        message: 'A value in the request is out of range or malformed',
      };
}

/**
 * 25006 read_only_sql_transaction: a read of the read-only API (/api-ro) whose call also writes (a file's
 * download is kept in the application's audit trail) ran on the replica, which takes no writes. Whichever
 * layer raised it (TypeORM wraps pg's error, Kysely passes it on), the caller is told where to ask instead.
 */
function readOnlyBody(error: unknown): ErrorBody | null {
  const raw = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = error instanceof QueryFailedError ? raw?.driverError?.code : raw?.code;
  if (code !== '25006') return null;
  return {
    statusCode: 405,
    code: 'methodNotAllowed',
    message:
      'This call also records a change, so the read-only API (/api-ro) does not serve it: ask it on /api',
  };
}

/** Turns anything thrown into the one error shape; `expose` is false for errors that must not be shown. */
export function toErrorBody(error: unknown): { body: ErrorBody; expose: boolean } {
  if (error instanceof DomainException) return { body: error.toBody(), expose: true };
  if (isDatabaseUnavailable(error)) return { body: databaseUnavailable().toBody(), expose: true };
  const data = dataExceptionBody(error) ?? readOnlyBody(error);
  if (data) return { body: data, expose: true };
  const parser = parserErrorType(error);
  if (parser) {
    const p = PARSER_ERRORS[parser];
    return { body: { statusCode: p.status, code: p.code, message: p.message }, expose: true };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? error.message);
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internalError' : 'error');
    return { body: { statusCode: status, code, message }, expose: status < 500 };
  }
  return {
    body: {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'internalError',
      message: 'Something went wrong on our side',
    },
    expose: false,
  };
}
