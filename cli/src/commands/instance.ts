import { readFileSync } from 'node:fs';
import path from 'node:path';
import { input, select } from '@inquirer/prompts';
import { INSTANCE_FEATURES } from '@porchlight/server/contract/instance-features.js';
import type { Instance, ProgramType } from '@porchlight/server/modules/instances/entities/instance.entity.js';
import {
  INSTANCE_ID_MAX,
  instanceSettings,
  nameProblem,
  normalSubdomain,
  PROGRAM_TYPES,
  splitCommaList,
  subdomainProblem,
} from '@porchlight/server/modules/instances/instance-setup.js';
import { InstanceSetupService } from '@porchlight/server/modules/instances/instance-setup.service.js';
import { createFirstProgram, programNameProblem } from '@porchlight/server/modules/programs/first-program.js';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { DataSource } from 'typeorm';
import { UsageError } from '../errors.js';
import { say, withDatabase } from '../runtime.js';

interface CreateFlags {
  subdomain?: string;
  name?: string;
  programType?: ProgramType;
  branding?: string;
  languages?: string[];
  features?: string[];
  id?: number;
  program?: string;
}

function parseId(value: string): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || id < 1 || id > INSTANCE_ID_MAX) {
    throw new InvalidArgumentError(`an instance id is a whole number from 1 to ${INSTANCE_ID_MAX}`);
  }
  return id;
}

function parseProgramName(value: string): string {
  const problem = programNameProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value.trim();
}

/** The branding file: a JSON object of branding fields (its keys and values are the service's to check). */
function readBrandingFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: a branding file is a JSON object of branding fields`);
  }
  return parsed as Record<string, unknown>;
}

const missingFlags = (flags: CreateFlags): string[] =>
  (['subdomain', 'name', 'programType'] as const)
    .filter((flag) => flags[flag] === undefined)
    .map((flag) => (flag === 'programType' ? '--program-type' : `--${flag}`));

/** Asks for what the flags left out (a person at a terminal only). */
async function promptForMissing(flags: CreateFlags): Promise<CreateFlags> {
  const subdomain =
    flags.subdomain ??
    (await input({
      message: 'Sub-domain',
      validate: (v) => subdomainProblem(normalSubdomain(v))?.message ?? true,
    }));
  const name =
    flags.name ?? (await input({ message: 'Name', validate: (v) => nameProblem(v)?.message ?? true }));
  const programType =
    flags.programType ??
    (await select<ProgramType>({
      message: 'Program type',
      choices: PROGRAM_TYPES.map((type) => ({ name: type, value: type })),
    }));
  const languages =
    flags.languages ??
    splitCommaList(await input({ message: 'Languages (codes separated by commas; empty: all of them)' }));
  return { ...flags, subdomain, name, programType, languages };
}

const languagesOf = (instance: Instance): string =>
  instance.languages?.length ? instance.languages.join(', ') : 'all';

async function createInstance(flags: CreateFlags): Promise<void> {
  const missing = missingFlags(flags);
  if (missing.length > 0 && !process.stdin.isTTY) throw new UsageError(`missing ${missing.join(', ')}`);
  // Read the file before opening the database, so a bad file fails fast.
  const branding = flags.branding ? readBrandingFile(path.resolve(flags.branding)) : undefined;
  const answers = missing.length > 0 ? await promptForMissing(flags) : flags;
  await withDatabase(async (database) => {
    const { instance, program } = await database.dataSource.transaction(async (manager) => {
      const created = await new InstanceSetupService(database.dataSource).create(
        {
          subdomain: answers.subdomain ?? '',
          name: answers.name ?? '',
          programType: answers.programType as ProgramType,
          branding,
          languages: answers.languages,
          features: answers.features,
          id: answers.id,
        },
        manager,
      );
      const first = flags.program ? await createFirstProgram(manager, created.id, flags.program) : null;
      return { instance: created, program: first };
    });
    say(
      `created instance ${instance.id} ${instance.subdomain} (${instance.name}), program type ${instance.programType}, languages ${languagesOf(instance)}${instance.features.length > 0 ? `, features ${instance.features.join(', ')}` : ''}${instance.hasBranding ? ', with branding' : ''}${program ? `, program ${program.id} (${program.displayName}) with the default workflow` : ''}`,
    );
  });
}

/** Columns padded to their widest cell. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

async function listInstances(options: { json?: boolean }): Promise<void> {
  await withDatabase(async (database) => {
    const instances = await new InstanceSetupService(database.dataSource).list();
    if (options.json) {
      say(
        json(
          instances.map((i) => ({
            id: i.id,
            subdomain: i.subdomain,
            name: i.name,
            programType: i.programType,
            active: i.active,
            languages: i.languages,
          })),
        ),
      );
      return;
    }
    if (instances.length === 0) {
      say('no instances yet: `porchlight seed` loads the demo world, `porchlight instance create` adds one');
      return;
    }
    say(
      table(
        ['ID', 'SUB-DOMAIN', 'NAME', 'PROGRAM TYPE', 'ACTIVE', 'LANGUAGES'],
        instances.map((i) => [
          String(i.id),
          i.subdomain,
          i.name,
          i.programType,
          i.active ? 'yes' : 'no',
          languagesOf(i),
        ]),
      ),
    );
  });
}

/** Long values (logos as data URLs) are cut on a terminal page; --json has them whole. */
const MAX_VALUE = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function showValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${showValue(item)}`);
    return entries.length > 0 ? entries.join(', ') : '-';
  }
  const text = String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}… (${text.length} characters)` : text;
}

/** Nested settings as indented `key  value` lines: objects become sections, lists of objects one line each. */
function settingsLines(settings: Record<string, unknown>, indent = ''): string[] {
  const entries = Object.entries(settings);
  const width = Math.max(0, ...entries.map(([key]) => key.length));
  return entries.flatMap(([key, value]) => {
    if (isRecord(value) && Object.keys(value).length > 0) {
      return [`${indent}${key}`, ...settingsLines(value, `${indent}  `)];
    }
    if (Array.isArray(value) && value.some(isRecord)) {
      return [`${indent}${key}`, ...value.map((item) => `${indent}  - ${showValue(item)}`)];
    }
    return [`${indent}${key.padEnd(width)}  ${showValue(value)}`.trimEnd()];
  });
}

/** The instance named by sub-domain or id, or a clear failure. */
export async function instanceOrFail(dataSource: DataSource, reference: string): Promise<Instance> {
  const instance = await new InstanceSetupService(dataSource).find(reference);
  if (!instance) throw new Error(`instance not found: ${reference}`);
  return instance;
}

async function showInstance(reference: string, options: { json?: boolean }): Promise<void> {
  await withDatabase(async (database) => {
    const settings = instanceSettings(await instanceOrFail(database.dataSource, reference));
    if (options.json) return say(json(settings));
    // No list of its own offers the whole language list.
    say(settingsLines({ ...settings, languages: settings.languages ?? 'all' }).join('\n'));
  });
}

/** `porchlight instance create|list|show`: setting up the deployments (instances) of this installation. */
export function registerInstance(program: Command): void {
  const instance = program.command('instance').description('set up and inspect instances');
  instance
    .command('create')
    .description(
      'create an instance; prompts for missing flags at a terminal, otherwise needs --subdomain, --name and --program-type',
    )
    .option('--subdomain <label>', 'its sub-domain: letters a-z, digits and hyphens, at most 63 characters')
    .option('--name <name>', 'its name')
    .addOption(new Option('--program-type <type>', 'its program type').choices(PROGRAM_TYPES))
    .option(
      '--branding <file>',
      'a JSON file of branding fields (ds_portalTitle, ds_loginHeading, ic_captcha, ... as in `instance show --json`)',
    )
    .option(
      '--languages <codes>',
      'the language codes it offers, comma-separated (e.g. es,vi,en); default: every language',
      splitCommaList,
    )
    .option(
      '--features <names>',
      `what the specifications tie to particular instances, comma-separated: ${INSTANCE_FEATURES.join(', ')}`,
      splitCommaList,
    )
    .option('--id <number>', 'a fixed instance id (default: the next one)', parseId)
    .option(
      '--program <name>',
      'a first program of this name, with the default workflow (applications start in Application Received)',
      parseProgramName,
    )
    .action((flags: CreateFlags) => createInstance(flags));
  instance
    .command('list')
    .description('list the instances: id, sub-domain, name, program type, active, languages')
    .option('--json', 'print JSON instead of a table')
    .action((options: { json?: boolean }) => listInstances(options));
  instance
    .command('show')
    .description(
      'show every setting of one instance: branding, contact info, languages, sign-up and security',
    )
    .argument('<instance>', 'its sub-domain or id')
    .option('--json', 'print JSON (its `branding` part is a branding file for `instance create`)')
    .action((reference: string, options: { json?: boolean }) => showInstance(reference, options));
}
