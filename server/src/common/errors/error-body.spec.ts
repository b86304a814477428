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
