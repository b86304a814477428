import type { IncomingMessage } from 'node:http';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { onReplica } from '../../database/read-replica.js';
import { DomainException } from '../errors/domain.exception.js';

/** /api-ro and what is under it, in any letter case. */
const READ_ONLY_PREFIX = /^\/api-ro(?=[/?]|$)/i;
/** What /api-ro answers; OPTIONS for the browsers' preflight. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const readOnlyRequests = new WeakSet<IncomingMessage>();

/**
 * Fastify's rewriteUrl, before routing: a read of /api-ro/x is routed as /api/x and remembered as read-only,
 * so every route of the API has its read-only twin and nothing under /api-ro reaches the UIs' pages.
 */
export function rewriteReadOnlyApi(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (!READ_ONLY_PREFIX.test(url) || !READ_METHODS.has(req.method ?? '')) return url;
  readOnlyRequests.add(req);
  return url.replace(READ_ONLY_PREFIX, '/api');
}

/** Any other method on /api-ro (left as it was by the rewrite) is 405, whatever the path. */
export function registerReadOnlyApi(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!READ_ONLY_PREFIX.test(req.url)) return done();
    const refusal = new DomainException(
      405,
      'methodNotAllowed',
      `${req.method} is not allowed on the read-only API (/api-ro): only GET and HEAD`,
    );
    reply.code(405).header('allow', 'GET, HEAD').send(refusal.toBody());
  });
}

const READS_FROM_REPLICA = 'porchlight:reads-from-replica';

/** A route that only reads and may be behind the primary (a report export): it reads from the replica. */
export const ReadsFromReplica = () => SetMetadata(READS_FROM_REPLICA, true);

/**
 * Runs the handler of a /api-ro request, or of a route marked ReadsFromReplica, with its queries on the read
 * replica. Guards ran before, on the primary: the session, and an API key's use logged there.
 */
@Injectable()
export class ReplicaReads implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest | undefined>();
    const marked = this.reflector.getAllAndOverride<boolean>(READS_FROM_REPLICA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!marked && !(req && readOnlyRequests.has(req.raw))) return next.handle();
    // Subscribed inside: the handler runs on subscription, so its queries see the replica's context.
    return new Observable((subscriber) => onReplica(() => next.handle().subscribe(subscriber)));
  }
}
