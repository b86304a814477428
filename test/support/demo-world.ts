// The demo world's sign-ins and ids (DEMO.md, seeds/demo), as suites reach for them.
import { sessionTokenFor } from './sessions.js';
import type { TestApp } from './test-app.js';

/** Demo sign-ins by a short name: login id and instance. */
export const DEMO_LOGINS = {
  admin: ['admin@springfield.example', 'springfield'],
  supervisor: ['supervisor@springfield.example', 'springfield'],
  casemanager: ['casemanager@springfield.example', 'springfield'],
  caseworker: ['caseworker@springfield.example', 'springfield'],
  intake: ['intake@springfield.example', 'springfield'],
  applicant: ['applicant@springfield.example', 'springfield'],
  riverton: ['admin@riverton.example', 'riverton'],
  reviewer: ['reviewer@riverton.example', 'riverton'],
  services: ['admin@services.example', 'services'],
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;

/**
 * A session token for each demo sign-in, filled in by a beforeAll (register it after useTestApp), so
 * `tokens.admin` is there in every test.
 */
export function useDemoSessions(t: TestApp): Record<DemoLogin, string> {
  const tokens = {} as Record<DemoLogin, string>;
  beforeAll(async () => {
    for (const [name, [loginId, instance]] of Object.entries(DEMO_LOGINS)) {
      tokens[name as DemoLogin] = await sessionTokenFor(t, loginId, instance);
    }
  });
  return tokens;
}

/** `key -> id` of the rows a query answers as {key, id}, filled in by a beforeAll. */
function useIdMap(t: TestApp, sql: string): Record<string, number> {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const row of await t.dataSource.query(sql)) ids[row.key] = row.id;
  });
  return ids;
}

/** Every user's id by email. */
export const useUserIds = (t: TestApp) =>
  useIdMap(t, 'SELECT email AS key, id FROM users WHERE email IS NOT NULL');

/** Every application's id by its external id (SPR-10001, ...). */
export const useApplicationIds = (t: TestApp) =>
  useIdMap(t, 'SELECT external_id AS key, id FROM applications');
