import { HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './error-body.js';

const databaseError = (code: string) =>
  new QueryFailedError(
    'UPDATE instances SET content = $1',
    [],
    Object.assign(new Error('refused'), { code }),
  );

describe('a value the database cannot hold is the request fault (422), never a 500', () => {
  it('a NUL character in text or JSON answers invalidCharacters', () => {
    for (const code of ['22021', '22P05'])
      expect(toErrorBody(databaseError(code))).toEqual({
        body: { statusCode: 422, code: 'invalidCharacters', message: 'The request contains a NUL character' },
        expose: true,
      });
  });

  it('any other data exception (class 22) answers invalidValue', () => {
    expect(toErrorBody(databaseError('22003')).body).toEqual({
      statusCode: 422,
      code: 'invalidValue',
      message: 'A value in the request is out of range or malformed',
    });
  });

  it('other database failures stay hidden server errors', () => {
    expect(toErrorBody(databaseError('42P01'))).toEqual({
      body: { statusCode: 500, code: 'internalError', message: 'Something went wrong on our side' },
      expose: false,
    });
  });
});

describe('a refused request body keeps its error, whoever refused it', () => {
  /** An error as body-parser raises it (http-errors): status and type. */
  const bodyError = (status: number, type: string, message: string) =>
    Object.assign(new Error(message), { status, statusCode: status, type, expose: true });
  const fastifyError = (code: string, statusCode: number) =>
    Object.assign(new Error(code), { name: 'FastifyError', code, statusCode });

  it('the body parsers by their type, bare or as the cause Nest wraps them in', () => {
    const tooLarge = bodyError(413, 'entity.too.large', 'request entity too large');
    const expected = { statusCode: 413, code: 'payloadTooLarge', message: 'The request body is too large' };
    expect(toErrorBody(tooLarge)).toEqual({ body: expected, expose: true });
    expect(toErrorBody(new HttpException('x', 413, { cause: tooLarge })).body).toEqual(expected);
    expect(toErrorBody(bodyError(400, 'entity.parse.failed', 'Unexpected end')).body).toEqual({
      statusCode: 400,
      code: 'malformedJson',
      message: 'The request body is not valid JSON',
    });
  });

  it("Fastify's own refusals as the same errors", () => {
    expect(toErrorBody(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413)).body.code).toBe('payloadTooLarge');
    expect(toErrorBody(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400)).body.code).toBe('malformedJson');
    const wrapped = new HttpException('x', 415, {
      cause: fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415),
    });
    expect(toErrorBody(wrapped)).toEqual({
      body: {
        statusCode: 415,
        code: 'unsupportedMediaType',
        message: 'The request body media type is not supported',
      },
      expose: true,
    });
  });
});

describe('a read of the read-only API that also writes ran on the replica (25006): 405, never a 500', () => {
  const body = {
    statusCode: 405,
    code: 'methodNotAllowed',
    message:
      'This call also records a change, so the read-only API (/api-ro) does not serve it: ask it on /api',
  };

  it('through TypeORM (the driver error wrapped)', () => {
    expect(toErrorBody(databaseError('25006'))).toEqual({ body, expose: true });
  });

  it("through Kysely (pg's error as it is)", () => {
    expect(toErrorBody(Object.assign(new Error('read-only transaction'), { code: '25006' }))).toEqual({
      body,
      expose: true,
    });
  });
});
