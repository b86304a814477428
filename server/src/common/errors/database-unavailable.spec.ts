import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { toErrorBody } from './error-body.js';

const UNAVAILABLE = {
  body: {
    statusCode: 503,
    code: 'databaseUnavailable',
    message: 'The database is unavailable; try again in a moment',
  },
  expose: true,
};
const HIDDEN = {
  body: { statusCode: 500, code: 'internalError', message: 'Something went wrong on our side' },
  expose: false,
};

/** An error PostgreSQL sent, as the driver raises it. */
const serverError = (code: string, message = 'refused') =>
  Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
const failedQuery = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

/** What the driver raises when it tries to reach `port` of the loopback address. */
async function connectError(port: number, options: pg.PoolConfig = {}, attempts = 1): Promise<Error[]> {
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', max: 1, ...options });
  pool.on('error', () => undefined);
  const errors = await Promise.all(
    Array.from({ length: attempts }, () =>
      pool.connect().then(
        () => new Error('connected'),
        (e: Error) => e,
      ),
    ),
  );
  await pool.end();
  return errors;
}

/** A loopback server that does `onSocket` with each connection, the port it listens on, and its stop. */
async function fakeDatabase(onSocket: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

describe('a database that cannot be reached answers 503 databaseUnavailable, never a 500', () => {
  it('a session the server ended or would not open: 57P01, 57P02, 57P03, 53300 and class 08', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006', '08P01']) {
      expect(toErrorBody(serverError(code))).toEqual(UNAVAILABLE);
      expect(toErrorBody(failedQuery(serverError(code)))).toEqual(UNAVAILABLE);
    }
  });

  it('a connection refused: nothing listens on the port', async () => {
    const { port, stop } = await fakeDatabase(() => undefined);
    await stop();
    const [refused] = await connectError(port);
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(toErrorBody(refused)).toEqual(UNAVAILABLE);
    // A host name of several addresses (localhost: ::1 and 127.0.0.1) fails with every attempt's error.
    expect(toErrorBody(new AggregateError([refused, refused]))).toEqual(UNAVAILABLE);
  });

  it('a connection the server closes: "Connection terminated unexpectedly"', async () => {
    const { port, stop } = await fakeDatabase((socket) => socket.destroy());
    const [terminated] = await connectError(port);
    await stop();
    expect(terminated.message).toBe('Connection terminated unexpectedly');
    expect(toErrorBody(terminated)).toEqual(UNAVAILABLE);
    expect(toErrorBody(failedQuery(terminated))).toEqual(UNAVAILABLE);
  });

  it("a server that does not answer: the pool's timeouts, connecting and waiting for a connection", async () => {
    const { port, stop } = await fakeDatabase(() => undefined);
    const [connecting, waiting] = await connectError(port, { connectionTimeoutMillis: 100 }, 2);
    await stop();
    expect(connecting.message).toBe('Connection terminated due to connection timeout');
    expect(waiting.message).toBe('timeout exceeded when trying to connect');
    expect(toErrorBody(connecting)).toEqual(UNAVAILABLE);
    expect(toErrorBody(waiting)).toEqual(UNAVAILABLE);
  });

  it("a transaction whose connection was lost between two statements (TypeORM's released runner)", () => {
    expect(toErrorBody(new QueryRunnerAlreadyReleasedError())).toEqual(UNAVAILABLE);
  });
});

describe('other failures keep their answers', () => {
  it('a missing table stays a hidden server error, a unique violation a conflict, a NUL the request fault', () => {
    expect(toErrorBody(failedQuery(serverError('23505')))).toEqual({
      body: {
        statusCode: 409,
        code: 'conflict',
        message: 'Another request made the same change at the same time; reload and try again',
      },
      expose: true,
    });
    expect(toErrorBody(failedQuery(serverError('42P01')))).toEqual(HIDDEN);
    expect(toErrorBody(failedQuery(serverError('22021'))).body.code).toBe('invalidCharacters');
  });

  it('another service that cannot be reached is not taken for the database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    expect(toErrorBody(new TypeError('fetch failed', { cause: refused }))).toEqual(HIDDEN);
  });
});
