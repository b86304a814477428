// `porchlight remote …`: calls a running server's admin API over HTTP with an API key, through a client typed
// by the server's own OpenAPI document (cli/src/api/openapi.ts, `npm run api:types`). Unlike the other
// commands it needs no database: it is what an integration does.
import { type Command, Option } from 'commander';
import createClient from 'openapi-fetch';
import type { components, paths } from '../api/openapi.js';
import { UsageError } from '../errors.js';
import { say } from '../runtime.js';

type GovernmentUser = components['schemas']['GovernmentUserRecord'];

interface RemoteFlags {
  url: string;
  key?: string;
  search?: string;
  json?: boolean;
}

/** The typed client of the server at `url`, signing every call with the API key. */
function adminClient({ url, key }: RemoteFlags) {
  if (!key) throw new UsageError('an API key is needed: --key or PORCHLIGHT_API_KEY');
  return createClient<paths>({
    baseUrl: url.replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${key}` },
  });
}

/** The server's error shape, or the status when the answer has none. */
function failure(status: number, error: unknown): Error {
  const body = error as { code?: unknown; message?: unknown } | undefined;
  return new Error(
    body?.message ? `${body.message} (${status} ${body.code})` : `the server answered ${status}`,
  );
}

const line = (u: GovernmentUser) =>
  [
    u.id,
    u.email ?? u.phone ?? '',
    [u.firstName, u.lastName].filter(Boolean).join(' '),
    u.roleNames.join(', '),
  ]
    .concat(u.active ? [] : ['(inactive)'])
    .join('  ');

async function listUsers(flags: RemoteFlags) {
  const { data, error, response } = await adminClient(flags).GET('/api/admin/users', {
    params: {
      query: {
        range: JSON.stringify([0, 999]),
        ...(flags.search ? { filter: JSON.stringify({ q: flags.search }) } : {}),
      },
    },
  });
  if (!data) throw failure(response.status, error);
  for (const user of data) say(flags.json ? JSON.stringify(user) : line(user));
}

export function registerRemote(program: Command) {
  const remote = program
    .command('remote')
    .description("a running server's admin API over HTTP, with an API key (no database needed)");
  remote
    .command('users')
    .description("lists the key's instance's government users (GET /api/admin/users)")
    .addOption(
      new Option('--url <url>', "the server's address")
        .env('PORCHLIGHT_URL')
        .default('http://127.0.0.1:3000'),
    )
    .addOption(new Option('--key <key>', 'an API key of the instance (plk_…)').env('PORCHLIGHT_API_KEY'))
    .option('--search <text>', 'only users whose email, phone or names hold the text')
    .option('--json', 'one JSON object a line')
    .action((flags: RemoteFlags) => listUsers(flags));
}
