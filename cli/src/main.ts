#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { DomainException } from '@porchlight/server/common/errors/domain.exception.js';
import { Command, CommanderError } from 'commander';
import { registerExport } from './commands/export.js';
import { registerInstance } from './commands/instance.js';
import { registerMarketplace } from './commands/marketplace.js';
import { registerMigrate } from './commands/migrate.js';
import { registerOutbox } from './commands/outbox.js';
import { registerRemote } from './commands/remote.js';
import { registerSeed } from './commands/seed.js';
import { registerUsers } from './commands/users.js';
import { EXIT, UsageError } from './errors.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function buildProgram(): Command {
  const program = new Command('porchlight')
    .description("Porchlight's command line: it runs the server's services in-process on the same database")
    .version(version)
    // Commander throws instead of exiting, so every exit goes through one place with our codes.
    .exitOverride()
    .showHelpAfterError('(add --help for usage)');
  registerMigrate(program);
  registerSeed(program);
  registerUsers(program);
  registerExport(program);
  registerInstance(program);
  registerOutbox(program);
  registerMarketplace(program);
  registerRemote(program);
  return program;
}

const fail = (message: string, code: number): number => {
  process.stderr.write(`error: ${message}\n`);
  return code;
};

/** Maps every way a command can end to its message on stderr and its exit code. */
function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help); 0 for --help and --version.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof UsageError) return fail(`${error.message}\n(add --help for usage)`, EXIT.usage);
  if (error instanceof DomainException) {
    const errors = error.errors ?? [];
    if (errors.length <= 1) return fail(error.message, EXIT.failed);
    const fields = [...new Set(errors.map((e) => e.field))].join(', ');
    return fail(`invalid ${fields}${errors.map((e) => `\n  - ${e.message}`).join('')}`, EXIT.failed);
  }
  if (error instanceof Error && error.name === 'ExitPromptError') return fail('cancelled', EXIT.interrupted);
  return fail(error instanceof Error ? error.message : String(error), EXIT.failed);
}

try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeOf(error);
}
