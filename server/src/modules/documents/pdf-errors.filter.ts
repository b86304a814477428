import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import type { ErrorBody } from '../../common/errors/domain.exception.js';
import { toErrorBody } from '../../common/errors/error-body.js';
import { pathOf } from '../../common/http/url-parts.js';

/**
 * The error shape of the document calls: the one error shape plus `error: {message}`, since the programs
 * spec's PDF screens show `error.message` of the response (§7 "PDF errors") while other clients read
 * `code` and `message`. Everything else as the global filter does (unexpected errors logged, never shown).
 */
export function pdfErrorBody(body: ErrorBody): ErrorBody {
  return { ...body, error: { message: body.message } };
}

@Catch()
export class PdfErrorsFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {
    this.logger.setContext('documents');
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const { body, expose } = toErrorBody(exception);
    if (!expose) this.logger.error({ err: exception, path: pathOf(req.url) }, 'request failed');
    if (reply.sent || reply.raw.headersSent) {
      if (!reply.raw.writableEnded) reply.raw.end();
      return;
    }
    reply.status(body.statusCode).send(pdfErrorBody(body));
  }
}
