import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import { HttpException, ValidationPipe } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { toErrorBody } from './common/errors/error-body.js';
import { validationExceptionFactory } from './common/errors/validation-exception.factory.js';
import { registerBodyParsers } from './common/http/body-parsers.js';
import { registerCacheRules } from './common/http/cache-rules.js';
import { registerCompression } from './common/http/compression.js';
import { ReplicaReads, registerReadOnlyApi, rewriteReadOnlyApi } from './common/http/read-only-api.js';
import { registerSecurityHeaders } from './common/http/security-headers.js';
import { registerSendRules } from './common/http/send-rules.js';
import { type BuiltUi, mountUis, rerouteToUiIndex } from './common/http/ui-routes.js';
import { pathOf } from './common/http/url-parts.js';
import type { Runtime } from './config/runtime.js';
import {
  API_KEY_SCHEME,
  API_KEY_SECURITY_SCHEME,
  describeApiKeyUse,
} from './modules/api-keys/api-keys.openapi.js';
import { captchaCspDirectives } from './modules/captcha/captcha-csp.js';

/** The dev servers of the two UIs (Vite); in production both are served from this origin. */
const DEV_ORIGINS = [/^http:\/\/([a-z0-9-]+\.)?localhost:(5173|5174)$/];

/** The largest request body read (1 MiB), JSON or form, after decompression. */
export const BODY_LIMIT = 1024 * 1024;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built UIs present: the admin UI at /admin, the community UI at the root. */
const builtUis = (): BuiltUi[] =>
  [
    { base: '/admin', dist: path.join(repoRoot, 'admin-ui/dist') },
    { base: '', dist: path.join(repoRoot, 'community-ui/dist') },
  ].filter((ui) => existsSync(path.join(ui.dist, 'index.html')));

/**
 * The HTTP platform (Fastify), routing as the API always has: a trailing slash and the letters' case do not
 * change the route, and a route parameter may be as long as a URL (a reset token in the path).
 */
function fastifyAdapter(uis: readonly BuiltUi[]): FastifyAdapter {
  const adapter: FastifyAdapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 16_384 },
    genReqId: requestIdOf,
    rewriteUrl: rewriteReadOnlyApi,
    // A URL the router cannot route (a malformed %-escape): a UI page answers its index.html, the API its error.
    frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL' && rerouteToUiIndex(adapter.getInstance(), uis, req, reply))
        return;
      const status = error.statusCode ?? 400;
      const message = error.code === 'FST_ERR_BAD_URL' ? badUrlMessage(req.url) : error.message;
      const { body } = toErrorBody(new HttpException(message, status));
      reply.code(body.statusCode).send(body);
    },
  });
  return adapter;
}

/** What the API has always said of a path segment that does not decode. */
function badUrlMessage(url: string): string {
  const pathname = pathOf(url);
  const bad = pathname.split('/').find((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
  return `Failed to decode param '${bad ?? pathname}'`;
}

/** A request's id: the client's X-Request-Id when it is a plain token, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

/** Builds the HTTP application on an opened runtime; main.ts and the e2e tests both use it. */
export async function createApp(runtime: Runtime): Promise<NestFastifyApplication> {
  const uis = builtUis();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRuntime(runtime),
    fastifyAdapter(uis),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  // Every answer names its request (on the raw response, so errors and files carry it too).
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('x-request-id', req.id);
    done();
  });
  registerReadOnlyApi(fastify);
  app.useGlobalInterceptors(new ReplicaReads(app.get(Reflector)));
  const captcha = captchaCspDirectives(runtime.settings);
  registerSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        // blob: the file viewers show a file fetched with the session's token (a picture, a PDF in a frame).
        'img-src': ["'self'", 'data:', 'https:', 'blob:'],
        'frame-ancestors': ["'self'"],
        ...captcha,
        // Programs' external forms are framed from PORCHLIGHT_FORM_FRAME_SOURCES (form frames, issue 25).
        'frame-src': [
          ...(captcha['frame-src'] ?? ["'self'"]),
          'blob:',
          ...runtime.settings.PORCHLIGHT_FORM_FRAME_SOURCES,
        ],
      },
    },
  });
  app.enableCors({
    // A function, so a refused origin gets no CORS header at all (with a list, @fastify/cors still sent
    // Allow-Credentials to origins it refused).
    origin: (origin: string | undefined, allow: (error: Error | null, origin: string | false) => void) =>
      allow(
        null,
        origin !== undefined && DEV_ORIGINS.some((pattern) => pattern.test(origin)) ? origin : false,
      ),
    exposedHeaders: 'Content-Range,X-Total-Estimated,X-Request-Id',
    credentials: true,
    // As before: every OPTIONS is a preflight, and these are the methods it allows.
    methods: 'GET,HEAD,PUT,PATCH,POST,DELETE',
    strictPreflight: false,
  });
  await registerCompression(app);
  registerBodyParsers(fastify, BODY_LIMIT);
  // After the body parsers, which clear every parser: uploads stream through it (files domain).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  registerSendRules(fastify);
  registerCacheRules(fastify);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationExceptionFactory,
    }),
  );
  const openApi = new DocumentBuilder()
    .setTitle('Porchlight API')
    .setDescription(
      'The HTTP contract of Porchlight (see API.md): errors always {statusCode, code, message, errors?}. ' +
        'Every GET of /api/... is also served read-only at /api-ro/...: from the read replica when ' +
        'DATABASE_REPLICA_URL is set, from the primary otherwise; any other method there answers ' +
        '405 methodNotAllowed with Allow: GET, HEAD.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .addBearerAuth(API_KEY_SECURITY_SCHEME, API_KEY_SCHEME)
    .build();
  const document = () => describeApiKeyUse(SwaggerModule.createDocument(app, openApi));
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
  });
  mountUis(fastify, uis);
  return app;
}
