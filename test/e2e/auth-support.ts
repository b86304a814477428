import type { DataSource } from 'typeorm';
import { OutboxMessage } from '../../server/src/modules/delivery/entities/outbox-message.entity.js';
import type { TestApp } from '../support/test-app.js';

/** Every demo user's password (DEMO.md). */
export const DEMO_PASSWORD = 'Porchlight-Demo-1';

/** Sign-in limits high enough that a suite's own traffic is never throttled (the 429 test lowers them). */
export function unthrottled(): void {
  process.env.PORCHLIGHT_RATE_LIMIT_ADDRESS = '100000';
  process.env.PORCHLIGHT_RATE_LIMIT_LOGIN_ID = '100000';
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function login(t: TestApp, loginId: string, password = DEMO_PASSWORD, instance = 'springfield') {
  const body = loginId.includes('@') ? { email: loginId } : { phone: loginId };
  return t.http.post('/api/users/login-v2').send({ ...body, password, instance });
}

export async function loginToken(t: TestApp, loginId: string, instance = 'springfield'): Promise<string> {
  const res = await login(t, loginId, DEMO_PASSWORD, instance);
  if (res.status !== 200) throw new Error(`login of ${loginId}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The wire key of an account from the accounts list, as session-v2, switch and the MFA calls take it. */
export const keyOf = (account: Record<string, unknown>) => ({
  cd_user: account.cd_user,
  entity_id: account.cd_entity,
  cd_instance: account.cd_instance,
  entity_type: account.cd_entitytype,
  cd_community_entity: account.cd_community_entity,
  cd_community_entity_type: account.cd_community_entity_type,
});

/** Signs in and opens a session on the user's only account (or the one `pick` chooses), without MFA. */
export async function sessionToken(
  t: TestApp,
  loginId: string,
  pick: (account: Record<string, unknown>) => boolean = () => true,
): Promise<string> {
  const token = await loginToken(t, loginId);
  const accounts = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body as Record<
    string,
    unknown
  >[];
  const account = accounts.find(pick);
  if (!account) throw new Error(`${loginId} has no such account`);
  const res = await t.http.post('/api/users/session-v2').set(bearer(token)).send(keyOf(account)).expect(200);
  return res.body.token as string;
}

/** The newest outbox message to this recipient. */
export async function lastMessageTo(dataSource: DataSource, to: string): Promise<OutboxMessage> {
  const [message] = await dataSource
    .getRepository(OutboxMessage)
    .find({ where: { to }, order: { id: 'DESC' }, take: 1 });
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The 6-digit code in the newest message to this recipient. */
export async function lastCodeTo(dataSource: DataSource, to: string): Promise<string> {
  const { body } = await lastMessageTo(dataSource, to);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the message to ${to}`);
  return code;
}

/** The token of the link in the newest message to this recipient. */
export async function lastLinkTokenTo(dataSource: DataSource, to: string): Promise<string> {
  const { body } = await lastMessageTo(dataSource, to);
  const token = /[?&]token=([\w-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no link in the message to ${to}`);
  return token;
}
