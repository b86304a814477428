import { createSecretKey } from 'node:crypto';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { LoggerModule } from 'nestjs-pino';
import { AccessGuard } from './common/auth/access.guard.js';
import { SessionGuard } from './common/auth/session.guard.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { type Runtime, SETTINGS } from './config/runtime.js';
import { DatabaseModule } from './database/database.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { ApplicationRecordModule } from './modules/applications/application-record.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { redactRequestSecrets } from './modules/auth/log-redaction.js';
import { SessionStrategy } from './modules/auth/session.strategy.js';
import { TokenService } from './modules/auth/token.service.js';
import { BulkApplicationsModule } from './modules/bulk-applications/bulk-applications.module.js';
import { BusinessProfilesModule } from './modules/business-profiles/business-profiles.module.js';
import { CommunicationsModule } from './modules/communications/communications.module.js';
import { CommunityActivityModule } from './modules/community-activity/community-activity.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { I18nModule } from './modules/i18n/i18n.module.js';
import { InstancesModule } from './modules/instances/instances.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { MarketplaceModule } from './modules/marketplace/marketplace.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PayoutsModule } from './modules/payouts/payouts.module.js';
import { PermissionsService } from './modules/permissions/permissions.service.js';
import { ProfilesModule } from './modules/profiles/profiles.module.js';
import { ProgramsModule } from './modules/programs/programs.module.js';
import { QueueModule } from './modules/queue/queue.module.js';
import { ReferenceDataModule } from './modules/reference-data/reference-data.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { SignupModule } from './modules/signup/signup.module.js';
import { GovernmentUsersModule } from './modules/users/government-users.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { ValidationsModule } from './modules/validations/validations.module.js';
import { WorkflowModule } from './modules/workflow/workflow.module.js';
import { ResourcesModule } from './resources/resources.module.js';

/** Secrets never reach the log: bearer tokens, cookies, and any body field that could hold one. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.code',
  '*.token',
];

const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

interface LoggedRequest {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
}

/**
 * One cheap line per request: the request's id, method, url (secrets masked) and address, its status and
 * time. Headers stay out: serialising and redacting them on every request cost more than the rest together.
 */
const LOG_SERIALIZERS = {
  req: (req: LoggedRequest) => {
    const { id, method, url, remoteAddress } = redactRequestSecrets(req);
    return { id, method, url, remoteAddress };
  },
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/** Providers every module may use: settings, tokens, the session strategy (passport's, for the session guard), permissions. */
@Global()
@Module({})
class CoreModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        PassportModule,
        // The session strategy hands API keys to it.
        ApiKeysModule,
        // A prepared key: with a string secret jsonwebtoken builds the key anew on every sign and verify (~1 ms).
        JwtModule.register({
          secret: createSecretKey(Buffer.from(runtime.secret)),
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      providers: [
        { provide: SETTINGS, useValue: runtime.settings },
        TokenService,
        SessionStrategy,
        PermissionsService,
      ],
      exports: [SETTINGS, TokenService, SessionStrategy, PermissionsService, JwtModule],
    };
  }
}

@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: runtime.settings.LOG_LEVEL,
            redact: LOG_REDACT,
            serializers: LOG_SERIALIZERS,
            // The request's id is Fastify's (requestIdOf, app.factory.ts), which pino-http takes from the request.
            autoLogging: {
              ignore: (req) => ((req as { originalUrl?: string }).originalUrl ?? req.url) === '/api/health',
            },
            hooks: {
              // Nest's start-up bookkeeping (every module and route mapped) is debug detail, not news.
              logMethod(args, method, level) {
                const context = (args[0] as { context?: string } | undefined)?.context;
                if (level === 30 && context && STARTUP_CONTEXTS.has(context)) return;
                method.apply(this, args);
              },
            },
          },
        }),
        DatabaseModule.forDatabase(runtime.database),
        CoreModule.forRuntime(runtime),
        JobsModule,
        NotificationsModule,
        InstancesModule,
        HealthModule,
        FilesModule,
        PayoutsModule,
        PaymentsModule,
        QueueModule,
        ApplicationRecordModule,
        ReportsModule,
        ResourcesModule,
        GovernmentUsersModule,
        WorkflowModule,
        ValidationsModule,
        ProgramsModule,
        BulkApplicationsModule,
        CommunicationsModule,
        CommunityActivityModule,
        AuthModule,
        UsersModule,
        SignupModule,
        I18nModule,
        MarketplaceModule,
        DocumentsModule,
        ReferenceDataModule,
        ProfilesModule,
        BusinessProfilesModule,
        AiModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
