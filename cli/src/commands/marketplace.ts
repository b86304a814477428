import { input, select } from '@inquirer/prompts';
import { isValidEmail } from '@porchlight/server/common/validation/field-rules.js';
import { publicBaseOf } from '@porchlight/server/modules/auth/public-links.js';
import {
  LocalPurchases,
  landingUrlOf,
  type NewPurchase,
  SUBSCRIPTION_NAME_MAX_LENGTH,
} from '@porchlight/server/modules/marketplace/local-purchases.js';
import { marketplaceNotLocal } from '@porchlight/server/modules/marketplace/marketplace-errors.js';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { say, withDatabase } from '../runtime.js';
import { instanceOrFail } from './instance.js';

interface TokenFlags {
  offer?: string;
  plan?: string;
  email?: string;
  name?: string;
  instance: string;
  subscription?: string;
  json?: boolean;
}

const NEW_PURCHASE_FLAGS = [
  ['offer', '--offer'],
  ['plan', '--plan'],
  ['email', '--email'],
  ['name', '--name'],
] as const;

const missingFlags = (flags: TokenFlags): string[] =>
  NEW_PURCHASE_FLAGS.filter(([key]) => flags[key] === undefined).map(([, flag]) => flag);

/** Asks for what the flags left out (a person at a terminal only), offering the instance's offers and plans. */
async function promptForMissing(flags: TokenFlags, purchases: LocalPurchases, instanceId: number) {
  const offers = await purchases.offersOf(instanceId);
  if (offers.size === 0) {
    throw new Error(
      `instance ${flags.instance} sells no offer yet: add plans with \`porchlight seed --file\``,
    );
  }
  const offer =
    flags.offer ??
    (await select({ message: 'Offer', choices: [...offers.keys()].map((id) => ({ name: id, value: id })) }));
  const plan =
    flags.plan ??
    (await select({
      message: 'Plan',
      choices: (offers.get(offer) ?? []).map((p) => ({
        name: `${p.displayName} (${p.planId})`,
        value: p.planId,
      })),
    }));
  const email =
    flags.email ??
    (await input({
      message: 'Purchaser email',
      validate: (v) => isValidEmail(v) || 'Invalid Purchaser email',
    }));
  const name =
    flags.name ??
    (await input({
      message: 'Subscription name',
      validate: (v) =>
        (v.trim() !== '' && v.trim().length <= SUBSCRIPTION_NAME_MAX_LENGTH) ||
        `A name of 1 to ${SUBSCRIPTION_NAME_MAX_LENGTH} characters`,
    }));
  return { offer, plan, email, name };
}

async function mintToken(flags: TokenFlags): Promise<void> {
  if (flags.subscription !== undefined && missingFlags(flags).length < NEW_PURCHASE_FLAGS.length) {
    throw new UsageError(
      '--subscription takes no --offer, --plan, --email or --name: they are the subscription’s',
    );
  }
  const missing = flags.subscription === undefined ? missingFlags(flags) : [];
  // Prompts only for a person at a terminal; a script gets a clear error instead of a hang.
  if (missing.length > 0 && !process.stdin.isTTY) throw new UsageError(`missing ${missing.join(', ')}`);
  await withDatabase(async (database, settings) => {
    if (settings.PORCHLIGHT_MARKETPLACE !== 'local') throw marketplaceNotLocal();
    const instance = await instanceOrFail(database.dataSource, flags.instance);
    const purchases = new LocalPurchases(database.dataSource);
    let purchase: NewPurchase | { saasSubscriptionId: string };
    if (flags.subscription !== undefined) {
      purchase = { saasSubscriptionId: flags.subscription };
    } else {
      const answers =
        missing.length > 0
          ? await promptForMissing(flags, purchases, instance.id)
          : {
              offer: flags.offer ?? '',
              plan: flags.plan ?? '',
              email: flags.email ?? '',
              name: flags.name ?? '',
            };
      purchase = {
        offerId: answers.offer,
        planId: answers.plan,
        purchaserEmail: answers.email,
        subscriptionName: answers.name,
      };
    }
    const minted = await purchases.mint(instance, purchase);
    const url = landingUrlOf(publicBaseOf(instance, settings), minted.token);
    if (flags.json) {
      say(JSON.stringify({ ...minted, url, expiresAt: minted.expiresAt.toISOString() }));
      return;
    }
    say(`purchase token: ${minted.token}`);
    say(`landing page:   ${url}`);
    say(
      `subscription "${minted.subscriptionName}" (${minted.saasSubscriptionId}) on ${instance.subdomain}: ` +
        `offer ${minted.offerId}, plan ${minted.planId}, purchaser ${minted.purchaserEmail}; ` +
        `the token works until ${minted.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  });
}

/** `porchlight marketplace token`: a purchase of the local marketplace, as the landing page receives it. */
export function registerMarketplace(program: Command): void {
  const marketplace = program
    .command('marketplace')
    .description('the local marketplace (PORCHLIGHT_MARKETPLACE=local)');
  marketplace
    .command('token')
    .description(
      'mint a purchase token and print it with its landing page; prompts for missing flags at a terminal, otherwise needs --offer, --plan, --email and --name (or --subscription)',
    )
    .option('--offer <id>', 'the offer bought (an offer of the instance’s plans)')
    .option('--plan <id>', 'the plan of the offer')
    .option('--email <purchaser>', 'the purchaser’s email')
    .option('--name <subscription>', 'the name of the new subscription')
    .option('--instance <instance>', 'the instance of the landing page (sub-domain or id)', 'market')
    .option('--subscription <id>', 'instead of a new purchase: a token for this existing SaaS subscription')
    .option('--json', 'print one JSON object instead of lines')
    .action((flags: TokenFlags) => mintToken(flags));
}
