import { readDemoSeed } from './seed-demo.js';
import type { AccountSeed, UserSeed } from './seed-document.js';

const KIND_LABEL = { government: 'Government', business: 'Business', individual: 'Individual' } as const;

/** Each demo instance with its community and admin addresses on this port. */
export function demoInstanceUrls(port: number): string[] {
  const instances = readDemoSeed().instances ?? [];
  const width = Math.max(0, ...instances.map((i) => i.subdomain.length));
  return instances.map((instance) => {
    const base = `http://${instance.subdomain}.localhost:${port}/`;
    return `${instance.subdomain.padEnd(width)}  ${base}  admin ${base}admin`;
  });
}

function describeAccount(account: AccountSeed, idBySubdomain: Map<string, number | undefined>): string {
  const roles = account.roles?.length ? `, role ${account.roles.join(', ')}` : '';
  return `${KIND_LABEL[account.type]} on ${idBySubdomain.get(account.instance) ?? account.instance}${roles}`;
}

/** The listed demo users: login id, accounts and what each shows off (DEMO.md's sign-ins). */
export function demoSignIns(): string[] {
  const seed = readDemoSeed();
  const idBySubdomain = new Map((seed.instances ?? []).map((i) => [i.subdomain, i.id]));
  const listed = (seed.users ?? []).filter(
    (user): user is UserSeed & { listed: true } => user.listed === true,
  );
  const width = Math.max(0, ...listed.map((user) => (user.email ?? user.phone ?? '').length));
  return listed.map((user) => {
    const accounts = user.accounts.map((a) => describeAccount(a, idBySubdomain)).join('; ');
    return `${(user.email ?? user.phone ?? '').padEnd(width)}  ${accounts}${user.note ? ` (${user.note})` : ''}`;
  });
}
