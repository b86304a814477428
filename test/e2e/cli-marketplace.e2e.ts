import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalMarketplace } from '../../server/src/modules/marketplace/local.marketplace.js';
import { CLI_TIMEOUT as TIMEOUT, useCliDatabase } from '../support/cli-runner.js';

// `porchlight marketplace token`, the real built binary, on a fresh database holding one marketplace instance.
const PORT = '3456';
const cli = useCliDatabase({ prefix: 'porchlight-cli-marketplace-', env: { PORT } });
const porchlight = cli.run;

const SEED = {
  instances: [
    {
      id: 500,
      subdomain: 'market',
      name: 'Porchlight Marketplace',
      programType: 'marketplace',
      government: 'Market',
    },
  ],
  plans: [
    { instance: 'market', offerId: 'porchlight-marketplace', planId: 'basic', displayName: 'Basic listing' },
    {
      instance: 'market',
      offerId: 'porchlight-marketplace',
      planId: 'featured',
      displayName: 'Featured listing',
    },
  ],
  subscriptions: [
    {
      instance: 'market',
      saasSubscriptionId: 'cli-cancelled-1',
      name: 'Closed Listing',
      offerId: 'porchlight-marketplace',
      planId: 'featured',
      status: 'Unsubscribed',
      purchaserEmail: 'old@buyers.example',
    },
  ],
};

beforeAll(async () => {
  const file = path.join(cli.dir, 'market.json');
  writeFileSync(file, JSON.stringify(SEED));
  const seeded = await porchlight('seed', '--file', file);
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
}, TIMEOUT);

const NEW_PURCHASE = [
  '--offer',
  'porchlight-marketplace',
  '--plan',
  'featured',
  '--email',
  'Buyer@Corner.example',
  '--name',
  'Corner Shop Listing',
];

describe('porchlight marketplace token', () => {
  it(
    'mints a token, prints it with the landing address, and keeps only its hash',
    async () => {
      const run = await porchlight('marketplace', 'token', ...NEW_PURCHASE);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const lines = run.stdout.split('\n');
      const token = /^purchase token: ([\w-]{43})$/.exec(lines[0])?.[1] ?? '';
      expect(token).not.toBe('');
      expect(lines[1]).toBe(`landing page:   http://market.localhost:${PORT}/?n=${token}`);
      expect(lines[2]).toMatch(
        /^subscription "Corner Shop Listing" \([0-9a-f-]{36}\) on market: offer porchlight-marketplace, plan featured, purchaser buyer@corner\.example; the token works until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
      );

      await cli.withDatabase(async (db) => {
        const rows: { token_hash: string; hours: number }[] = await db.dataSource.query(
          `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
             FROM marketplace_tokens`,
        );
        expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), hours: 24 }]);
        expect(await new LocalMarketplace(db.dataSource).resolve(500, token)).toMatchObject({
          name: 'Corner Shop Listing',
          offerId: 'porchlight-marketplace',
          planId: 'featured',
          status: 'PendingFulfillmentStart',
          purchaserEmail: 'buyer@corner.example',
        });
      });
    },
    TIMEOUT,
  );

  it(
    'mints a token for an existing subscription with --subscription, as JSON with --json',
    async () => {
      const run = await porchlight('marketplace', 'token', '--subscription', 'cli-cancelled-1', '--json');
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const printed = JSON.parse(run.stdout) as Record<string, string>;
      expect(printed).toMatchObject({
        saasSubscriptionId: 'cli-cancelled-1',
        subscriptionName: 'Closed Listing',
        planId: 'featured',
        purchaserEmail: 'old@buyers.example',
        url: `http://market.localhost:${PORT}/?n=${printed.token}`,
      });
      const purchase = await cli.withDatabase((db) =>
        new LocalMarketplace(db.dataSource).resolve(500, printed.token),
      );
      expect(purchase.status).toBe('Unsubscribed');
    },
    TIMEOUT,
  );

  it(
    'names the flags a script left out (exit 2) instead of asking',
    async () => {
      const run = await porchlight('marketplace', 'token', '--offer', 'porchlight-marketplace');
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toBe('error: missing --plan, --email, --name\n(add --help for usage)\n');
      const mixed = await porchlight('marketplace', 'token', '--subscription', 'x', '--plan', 'basic');
      expect(mixed.code).toBe(2);
      expect(mixed.stderr).toContain('--subscription takes no --offer, --plan, --email or --name');
    },
    TIMEOUT,
  );

  it(
    'refuses with exit 1 an offer or plan the instance does not sell, a bad email, an unknown subscription',
    async () => {
      const flags = (over: Record<string, string>) => {
        const args = [...NEW_PURCHASE];
        for (const [flag, value] of Object.entries(over)) args[args.indexOf(flag) + 1] = value;
        return args;
      };
      const cases: [string[], string][] = [
        [
          flags({ '--offer': 'other' }),
          'error: The instance sells no offer "other" (offers: porchlight-marketplace)\n',
        ],
        [flags({ '--plan': 'gold' }), 'error: The offer has no plan "gold" (plans: basic, featured)\n'],
        [flags({ '--email': 'not-an-email' }), 'error: Invalid Purchaser email\n'],
        [['--subscription', 'no-such'], 'error: The instance has no subscription no-such\n'],
      ];
      for (const [args, stderr] of cases) {
        const run = await porchlight('marketplace', 'token', ...args);
        expect({ args, code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
          args,
          code: 1,
          stdout: '',
          stderr,
        });
      }
    },
    4 * TIMEOUT,
  );

  it(
    'has help that shows every flag',
    async () => {
      const run = await porchlight('marketplace', 'token', '--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: porchlight marketplace token [options]');
      for (const flag of [
        '--offer',
        '--plan',
        '--email',
        '--name',
        '--instance',
        '--subscription',
        '--json',
      ]) {
        expect(run.stdout).toContain(flag);
      }
      expect(run.stdout).toContain('(default: "market")');
    },
    TIMEOUT,
  );
});
