import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { pathOf } from '../http/url-parts.js';
import { toErrorBody } from './error-body.js';

/** The single place an error becomes a response: always the error shape, never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {
    this.logger.setContext('errors');
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const { body, expose } = toErrorBody(exception);
    if (!expose) this.logger.error({ err: exception, path: pathOf(req.url) }, 'request failed');
    else if (body.code === 'databaseUnavailable')
      // An outage is the operator's news, not the code's: its cause without a stack, once a request.
      this.logger.warn(
        { cause: (exception as Error).message, path: pathOf(req.url) },
        'database unavailable',
      );
    if (reply.sent || reply.raw.headersSent) {
      if (!reply.raw.writableEnded) reply.raw.end();
      return;
    }
    reply.status(body.statusCode).send(body);
  }
}
