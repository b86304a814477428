// Notification rules of a test's own and the app restarted on one database (notifications-fire.e2e.ts).
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import { loadSettings } from '../../server/src/config/settings.js';
import type {
  NotificationChannel,
  NotificationEvent,
  RuleTranslations,
} from '../../server/src/contract/notifications.js';
import type { Database } from '../../server/src/database/database.js';
import type { TestApp } from './test-app.js';

const SECRET = 'x'.repeat(48);

/**
 * The app started on an open database, as a server process restarted on it would be: closing it leaves the
 * database open for the next one. Jobs are looked for every 500 ms, a failed delivery retried after 1 s.
 */
export async function startAppOn(db: Database, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const settings = loadSettings({
    LOG_LEVEL: 'silent',
    PORCHLIGHT_DATA_DIR: '/nonexistent',
    PORCHLIGHT_SECRET: SECRET,
    PORCHLIGHT_RATE_LIMIT_ADDRESS: '100000',
    PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '100000',
    PORCHLIGHT_JOBS_POLL_MS: '500',
    PORCHLIGHT_NOTIFY_RETRY_SECONDS: '1',
    ...env,
  });
  const app = await createApp({ settings, database: db, secret: SECRET });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    http: request(app.getHttpServer()),
    db,
    dataSource: db.dataSource,
    dataDir: settings.PORCHLIGHT_DATA_DIR,
    url: `http://127.0.0.1:${port}`,
    logs: () => '',
    close: () => app.close(),
  };
}

export interface NewRule {
  programId: number;
  event: NotificationEvent;
  stateId?: number;
  channel?: NotificationChannel;
  subject?: string;
  body: string;
  translations?: RuleTranslations;
  participants: { kind: 'applicant' | 'owner' | 'user' | 'address'; value?: string }[];
}

/** A rule and its participants, made as staff make them: through the admin resources. */
export async function newNotificationRule(t: TestApp, token: string, rule: NewRule): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const { participants, ...fields } = rule;
  const created = await t.http
    .post('/api/admin/notification-rules')
    .set(auth)
    .send({ name: `Rule ${rule.event}`, channel: 'email', active: true, ...fields })
    .expect(201);
  for (const participant of participants) {
    await t.http
      .post('/api/admin/notification-participants')
      .set(auth)
      .send({ ruleId: created.body.id, ...participant })
      .expect(201);
  }
  return created.body.id;
}
