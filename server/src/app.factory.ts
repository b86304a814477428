import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { validationExceptionFactory } from './common/errors/validation-exception.factory.js';
import type { Runtime } from './config/runtime.js';
import { captchaCspDirectives } from './modules/captcha/captcha-csp.js';

/** The dev servers of the two UIs (Vite); in production both are served from this origin. */
const DEV_ORIGINS = [/^http:\/\/([a-z0-9-]+\.)?localhost:(5173|5174)$/];

export const BODY_LIMIT = '1mb';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** Serves a built single-page UI under `base`, answering its client-side routes with its index.html. */
function mountUi(app: NestExpressApplication, base: string, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  const files = express.static(dist, { index: false, maxAge: '1h' });
  // The API is never a file: skipping the look-up saves a stat() on every API request.
  app.use(base, (req: express.Request, res: express.Response, next: express.NextFunction) =>
    isApiPath(req.originalUrl) ? next() : files(req, res, next),
  );
  app.use(base, (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' || isApiPath(req.originalUrl)) return next();
    res.sendFile(index);
  });
}

/** Builds the HTTP application on an opened runtime; main.ts and the e2e tests both use it. */
export async function createApp(runtime: Runtime): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
          'frame-ancestors': ["'self'"],
          ...captchaCspDirectives(runtime.settings),
        },
      },
    }),
  );
  app.enableCors({
    origin: DEV_ORIGINS,
    exposedHeaders: ['Content-Range', 'X-Total-Estimated', 'X-Request-Id'],
    credentials: true,
  });
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
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
      'The HTTP contract of Porchlight (see API.md): errors always {statusCode, code, message, errors?}.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs-json',
  });
  mountUi(app, '/admin', path.join(repoRoot, 'admin-ui/dist'));
  mountUi(app, '/', path.join(repoRoot, 'community-ui/dist'));
  return app;
}
