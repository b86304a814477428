import { type DeliveredMessage, OutboxReader } from '@porchlight/server/modules/delivery/outbox-reader.js';
import { type Command, InvalidArgumentError } from 'commander';
import { say, withDatabase } from '../runtime.js';
import { instanceOrFail } from './instance.js';

interface OutboxFlags {
  to?: string;
  instance?: string;
  limit: number;
  follow?: boolean;
  json?: boolean;
  interval: number;
}

const DEFAULT_LIMIT = 20;
/** How far back a follower looks for messages that became visible late (outbox-reader.ts). */
const LOOK_BACK_SECONDS = 60;

function parseCount(value: string): number {
  if (!/^\d{1,6}$/.test(value)) throw new InvalidArgumentError('a number of messages, e.g. 50');
  return Number(value);
}

function parseSeconds(value: string): number {
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || seconds < 0.1 || seconds > 3600) {
    throw new InvalidArgumentError('a number of seconds from 0.1 to 3600');
  }
  return seconds;
}

const time = (date: Date) => `${new Date(date).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** One message: a heading line, the subject, then the body (codes and links are in it), indented. */
function format(message: DeliveredMessage): string {
  const lines = [
    `#${message.id}  ${time(message.createdAt)}  ${message.channel} to ${message.to}  (${message.instance})`,
  ];
  if (message.subject) lines.push(`  Subject: ${message.subject}`);
  lines.push(...message.body.split(/\r?\n/).map((line) => `  ${line}`.trimEnd()), '');
  return lines.join('\n');
}

const print = (message: DeliveredMessage, asJson: boolean) =>
  say(
    asJson
      ? JSON.stringify({ ...message, createdAt: new Date(message.createdAt).toISOString() })
      : format(message),
  );

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

async function readOutbox(flags: OutboxFlags): Promise<void> {
  // Ctrl-C (or a closed pipe) ends following cleanly: the loop stops and the database is closed.
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  const onPipeError = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') stop.abort();
  };
  if (flags.follow) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    process.stdout.on('error', onPipeError);
  }
  try {
    await withDatabase(async (database) => {
      const reader = new OutboxReader(database.dataSource);
      const filter = {
        to: flags.to,
        instanceId: flags.instance
          ? (await instanceOrFail(database.dataSource, flags.instance)).id
          : undefined,
      };
      const floor = await reader.lastId(filter);
      const backlog = flags.limit > 0 ? await reader.latest(filter, flags.limit, floor) : [];
      for (const message of backlog) print(message, Boolean(flags.json));
      if (!flags.follow) {
        if (backlog.length === 0 && !flags.json) say('no messages');
        return;
      }
      if (process.stdout.isTTY) process.stderr.write('waiting for new messages (Ctrl-C to stop)\n');
      const shown = new Set<number>();
      let after = floor;
      while (!stop.signal.aborted) {
        await pause(flags.interval * 1000, stop.signal);
        if (stop.signal.aborted) break;
        const found = await reader.since(filter, { floor, after, recentSeconds: LOOK_BACK_SECONDS });
        for (const message of found) {
          if (shown.has(message.id)) continue;
          shown.add(message.id);
          after = Math.max(after, message.id);
          print(message, Boolean(flags.json));
        }
        // Only ids still inside the look-back window can come again.
        const oldest = found[0]?.id ?? after;
        for (const id of shown) if (id < oldest) shown.delete(id);
      }
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.stdout.off('error', onPipeError);
  }
}

/** `porchlight outbox`: the messages delivered in outbox mode (codes, reset links, messages to applicants). */
export function registerOutbox(program: Command): void {
  program
    .command('outbox')
    .description(
      'print the messages delivered to the outbox (sign-in codes, reset links, messages to applicants), newest last',
    )
    .option('--to <address>', 'only messages to this email address or phone number')
    .option('--instance <instance>', 'only messages of this instance (sub-domain or id)')
    .option(
      '--limit <count>',
      `how many of the latest messages to print first (0: none)`,
      parseCount,
      DEFAULT_LIMIT,
    )
    .option('-f, --follow', 'keep printing new messages as they are delivered, until Ctrl-C')
    .option('--interval <seconds>', 'with --follow, how often to look for new messages', parseSeconds, 1)
    .option('--json', 'print one JSON object per message and line')
    .action((flags: OutboxFlags) => readOutbox(flags));
}
