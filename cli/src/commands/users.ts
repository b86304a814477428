import { checkbox, input, password, select } from '@inquirer/prompts';
import type { EntityKind } from '@porchlight/server/modules/accounts/account-type.js';
import { ROLE, roleName } from '@porchlight/server/modules/accounts/roles.js';
import { isValidEmail, isValidUsPhone } from '@porchlight/server/modules/auth/login-id.js';
import { checkPassword } from '@porchlight/server/modules/auth/password-policy.js';
import { Instance } from '@porchlight/server/modules/instances/entities/instance.entity.js';
import { ACCOUNT_KINDS, UsersService } from '@porchlight/server/modules/users/users.service.js';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { DataSource } from 'typeorm';
import { UsageError } from '../errors.js';
import { say, withDatabase } from '../runtime.js';

interface CreateFlags {
  email?: string;
  phone?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  instance?: string;
  type?: EntityKind;
  roles?: number[];
  businessName?: string;
}

const KIND_LABEL: Record<EntityKind, string> = {
  government: 'Government',
  business: 'Business',
  individual: 'Individual',
};

/** '99,2' → [99, 2]; an empty value means no roles. */
export function parseRoles(value: string): number[] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!parts.every((part) => /^\d+$/.test(part))) {
    throw new InvalidArgumentError('roles are role numbers separated by commas, e.g. 99,2');
  }
  return [...new Set(parts.map(Number))];
}

/** The flags a non-interactive run must give, by name, for the account type asked for. */
function missingFlags(flags: CreateFlags): string[] {
  const missing: string[] = [];
  if (!flags.email && !flags.phone) missing.push('--email or --phone');
  if (flags.password === undefined) missing.push('--password');
  if (!flags.instance) missing.push('--instance');
  if (!flags.type) missing.push('--type');
  if (flags.type === 'government' && flags.roles === undefined) missing.push('--roles');
  if (flags.type === 'business' && !flags.businessName) missing.push('--business-name');
  return missing;
}

function refuseMisplacedFlags(flags: CreateFlags): void {
  if (flags.type && flags.type !== 'government' && flags.roles?.length) {
    throw new UsageError('--roles is only for government accounts');
  }
  if (flags.type && flags.type !== 'business' && flags.businessName) {
    throw new UsageError('--business-name is only for business accounts');
  }
}

const firstPasswordProblem = (value: string): string | true =>
  checkPassword('createLogin', { password: value, confirmation: value })[0]?.message ?? true;

/** Asks, one prompt each, for what the flags left out. */
async function promptForMissing(flags: CreateFlags, dataSource: DataSource): Promise<Required<CreateFlags>> {
  let { email, phone } = flags;
  if (!email && !phone) {
    email = await input({
      message: 'Email (leave empty to sign in by phone)',
      validate: (v) => v.trim() === '' || isValidEmail(v) || 'Invalid Email',
    });
    if (!email.trim()) {
      phone = await input({ message: 'Phone', validate: (v) => isValidUsPhone(v) || 'Invalid Phone' });
    }
  }
  const pass =
    flags.password ?? (await password({ message: 'Password', mask: '*', validate: firstPasswordProblem }));
  const firstName = flags.firstName ?? (await input({ message: 'First name (optional)' }));
  const lastName = flags.lastName ?? (await input({ message: 'Last name (optional)' }));
  let { instance } = flags;
  if (!instance) {
    const instances = await dataSource.getRepository(Instance).find({ order: { id: 'ASC' } });
    if (instances.length === 0)
      throw new Error('the database has no instance yet: run `porchlight seed` first');
    instance = await select({
      message: 'Instance',
      choices: instances.map((i) => ({ name: `${i.subdomain} (${i.id}, ${i.name})`, value: i.subdomain })),
    });
  }
  const type =
    flags.type ??
    (await select<EntityKind>({
      message: 'Account type',
      choices: ACCOUNT_KINDS.map((kind) => ({ name: KIND_LABEL[kind], value: kind })),
    }));
  let roles = flags.roles ?? [];
  if (type === 'government' && flags.roles === undefined) {
    roles = await checkbox({
      message: 'Roles',
      choices: Object.values(ROLE).map((role) => ({ name: `${role} ${roleName(role)}`, value: role })),
    });
  }
  const businessName =
    type === 'business'
      ? (flags.businessName ?? (await input({ message: 'Business name', required: true })))
      : '';
  return {
    email: email ?? '',
    phone: phone ?? '',
    password: pass,
    firstName,
    lastName,
    instance,
    type,
    roles,
    businessName,
  };
}

async function createUser(flags: CreateFlags): Promise<void> {
  refuseMisplacedFlags(flags);
  const missing = missingFlags(flags);
  // Prompts only for a person at a terminal; a script gets a clear error instead of a hang.
  if (missing.length > 0 && !process.stdin.isTTY) throw new UsageError(`missing ${missing.join(', ')}`);
  await withDatabase(async (database) => {
    const dataSource = database.dataSource;
    const answers =
      missing.length > 0 ? await promptForMissing(flags, dataSource) : (flags as Required<CreateFlags>);
    const instance = await dataSource.getRepository(Instance).findOneBy({ subdomain: answers.instance });
    if (!instance) {
      const known = (await dataSource.getRepository(Instance).find({ order: { id: 'ASC' } })).map(
        (i) => i.subdomain,
      );
      throw new Error(
        `unknown instance "${answers.instance}"${known.length ? ` (instances: ${known.join(', ')})` : ''}`,
      );
    }
    const { user, accounts } = await new UsersService(dataSource).createUser({
      email: answers.email || null,
      phone: answers.phone || null,
      password: answers.password,
      firstName: answers.firstName || null,
      lastName: answers.lastName || null,
      accounts: [
        {
          instanceId: instance.id,
          kind: answers.type,
          roles: answers.type === 'government' ? (answers.roles ?? []) : [],
          businessName: answers.businessName || undefined,
        },
      ],
    });
    const roles = accounts[0].roles.length ? `, roles ${accounts[0].roles.join(', ')}` : '';
    say(
      `created user ${user.id} (${user.email ?? user.phone}) with a ${KIND_LABEL[answers.type]} account on ${instance.subdomain} (${instance.id})${roles}`,
    );
  });
}

/** `porchlight users create`: a user and their first account, with the server's own rules. */
export function registerUsers(program: Command): void {
  const users = program.command('users').description('manage users');
  users
    .command('create')
    .description(
      'create a user with a login and one account; prompts for missing flags at a terminal, otherwise needs them all',
    )
    .option('--email <email>', 'login email')
    .option('--phone <phone>', 'login phone number (US)')
    .addOption(
      new Option('--password <password>', 'password (create-login rules)').env('PORCHLIGHT_USER_PASSWORD'),
    )
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--instance <subdomain>', 'the instance of the account, by sub-domain')
    .addOption(new Option('--type <type>', 'account type').choices(ACCOUNT_KINDS))
    .option(
      '--roles <numbers>',
      'government role numbers, comma-separated (99 administrator, 200, 201, 2, 4...)',
      parseRoles,
    )
    .option('--business-name <name>', 'company name of a business account')
    .action((flags: CreateFlags) => createUser(flags));
}
