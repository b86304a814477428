import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A text body's Content-Type names its charset, UTF-8 (what it is sent in). */
function withUtf8Charset(type: string): string {
  const [mediaType, ...params] = type.split(';');
  const kept = params.map((p) => p.trim()).filter((p) => p && !/^charset\s*=/i.test(p));
  return [mediaType.trim(), ...kept, 'charset=utf-8'].join('; ');
}

/**
 * A text body sent whole (not a stream) says charset=utf-8 in its Content-Type, as it did on Express. API
 * answers carry no ETag (docs/decisions.md "No ETags on API answers") but those of @Cacheable routes
 * (cache-rules.ts); the UIs' files have their own.
 */
export function registerSendRules(app: FastifyInstance): void {
  app.addHook('onSend', async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !/;\s*charset=utf-8$/i.test(type))
      reply.header('content-type', withUtf8Charset(type));
    return payload;
  });
}
