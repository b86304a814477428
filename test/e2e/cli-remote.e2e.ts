// `porchlight remote users`: the built command calls a running server's admin API with an API key, through
// the client openapi-fetch types from the server's OpenAPI document (cli/src/api/openapi.ts).
import { tmpdir } from 'node:os';
import { ROLE } from '../../server/src/modules/accounts/roles.js';
import { CLI_BIN, CLI_TIMEOUT, NodeProcess } from '../support/cli-runner.js';
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const remoteUsers = (...args: string[]) =>
  new NodeProcess(CLI_BIN, ['remote', 'users', '--url', t.url, ...args], { cwd: tmpdir(), env: {} }).done;

let adminEmail: string;
let admin: string;
beforeAll(async () => {
  ({ email: adminEmail } = await newUser(t, {
    accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.Administrator] }],
  }));
  admin = await sessionTokenFor(t, adminEmail, 'springfield');
});

async function makeKey(name: string): Promise<{ id: number; key: string }> {
  const res = await t.http
    .post('/api/admin/api-keys')
    .set(bearer(admin))
    .send({ name, role: ROLE.Administrator })
    .expect(201);
  return res.body;
}

it(
  "lists the key's instance's users through the typed client, the key's use logged",
  async () => {
    const { id, key } = await makeKey('CLI');
    const run = await remoteUsers('--key', key, '--search', adminEmail, '--json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const users = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(users.map((u: { email: string }) => u.email)).toEqual([adminEmail]);
    const uses = await t.http.get(`/api/admin/api-keys/${id}/uses`).set(bearer(admin)).expect(200);
    expect(uses.body.map((u: { keyName: string; path: string }) => [u.keyName, u.path])).toEqual([
      ['CLI', '/api/admin/users'],
    ]);
  },
  CLI_TIMEOUT,
);

it(
  "says the server's refusal and exits 1 with a revoked key",
  async () => {
    const { id, key } = await makeKey('Gone');
    await t.http.delete(`/api/admin/api-keys/${id}`).set(bearer(admin)).expect(200);
    const run = await remoteUsers('--key', key);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: This API key has been revoked (401 apiKeyRevoked)\n',
    });
  },
  CLI_TIMEOUT,
);

it(
  'asks for a key (exit 2) when none is given',
  async () => {
    const run = await remoteUsers();
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'error: an API key is needed: --key or PORCHLIGHT_API_KEY\n(add --help for usage)\n',
    );
  },
  CLI_TIMEOUT,
);
