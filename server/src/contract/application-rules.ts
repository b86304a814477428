// Application rules (API.md "Program application setup", application-rules): limits a program puts on
// submissions, checked by the server on every submission (not on drafts) and shown to administrators as they
// save them. Pure, so the server and the admin UI judge alike.
import type { FieldError } from './errors.js';
import { fillMessage } from './form-answers.js';

export const APPLICATION_RULE_KINDS = ['onePerHousehold', 'window', 'maxPerPeriod'] as const;
export type ApplicationRuleKind = (typeof APPLICATION_RULE_KINDS)[number];

/** A rule as the admin resource carries it; the fields a kind does not use are null. */
export interface ApplicationRule {
  kind: ApplicationRuleKind;
  /** window: submissions are taken from this time (null: no start). */
  startsAt: string | Date | null;
  /** window: and until this time (null: no end). */
  endsAt: string | Date | null;
  /** maxPerPeriod: at most this many submissions of one account ... */
  maxApplications: number | null;
  /** ... within this many days. */
  periodDays: number | null;
}

/** What a submission is judged on: the time, whether its household applied, and the account's submissions. */
export interface ApplicationRuleFacts {
  now: Date;
  /** A submitted application to the program from the same household (another account's, or this one's). */
  householdApplied: boolean;
  /** When the account's earlier applications to the program were submitted. */
  submittedAt: readonly Date[];
}

export const APPLICATION_RULE_REFUSALS = {
  householdAlreadyApplied: 'Someone in your household has already applied to {program}',
  applicationWindowNotOpen: 'Applications to {program} open on {date}',
  applicationWindowClosed: 'Applications to {program} closed on {date}',
  applicationLimitReached: 'You may submit at most {max} applications to {program} every {days} days',
} as const;
export type ApplicationRuleRefusal = keyof typeof APPLICATION_RULE_REFUSALS;

const DAY_MS = 86_400_000;
const timeOf = (value: string | Date | null) => (value === null ? null : new Date(value));
/** A date in a refusal: the day, in UTC, as YYYY-MM-DD. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The first rule a submission breaks, with its message's parameters; null when it breaks none. */
export function applicationRuleRefusal(
  rules: readonly ApplicationRule[],
  facts: ApplicationRuleFacts,
): RuleRefusal | null {
  for (const rule of rules) {
    const refusal = refusalOf(rule, facts);
    if (refusal !== null) return refusal;
  }
  return null;
}

/** A rule broken: its code and its message's parameters. */
export interface RuleRefusal {
  code: ApplicationRuleRefusal;
  params: Record<string, string | number>;
}

function refusalOf(rule: ApplicationRule, facts: ApplicationRuleFacts): RuleRefusal | null {
  const { now } = facts;
  if (rule.kind === 'onePerHousehold') {
    return facts.householdApplied ? { code: 'householdAlreadyApplied', params: {} } : null;
  }
  if (rule.kind === 'window') {
    const starts = timeOf(rule.startsAt);
    const ends = timeOf(rule.endsAt);
    if (starts && now < starts) return { code: 'applicationWindowNotOpen', params: { date: dayOf(starts) } };
    if (ends && now > ends) return { code: 'applicationWindowClosed', params: { date: dayOf(ends) } };
    return null;
  }
  const max = rule.maxApplications ?? 0;
  const days = rule.periodDays ?? 0;
  const since = now.getTime() - days * DAY_MS;
  const recent = facts.submittedAt.filter((at) => at.getTime() > since).length;
  return recent >= max ? { code: 'applicationLimitReached', params: { max, days } } : null;
}

/** The refusal's words, the program's name filled in. */
export const applicationRuleMessage = (refusal: RuleRefusal, program: string) =>
  fillMessage(APPLICATION_RULE_REFUSALS[refusal.code], { ...refusal.params, program });

/**
 * Why a rule cannot be saved: a window needs a start or an end (the start before the end); a maximum needs a
 * number of applications and of days, each at least 1.
 */
export function applicationRuleErrors(rule: Partial<ApplicationRule>): FieldError[] {
  const error = (field: string, message: string) => ({ field, code: 'invalidRule', message });
  if (rule.kind === 'window') {
    const starts = timeOf(rule.startsAt ?? null);
    const ends = timeOf(rule.endsAt ?? null);
    if (!starts && !ends) return [error('startsAt', 'A window needs a start or an end')];
    if (starts && ends && ends <= starts) return [error('endsAt', 'The window must end after it starts')];
  }
  if (rule.kind === 'maxPerPeriod') {
    const errors: FieldError[] = [];
    if (!(Number(rule.maxApplications) >= 1))
      errors.push(error('maxApplications', 'Give at least 1 application'));
    if (!(Number(rule.periodDays) >= 1)) errors.push(error('periodDays', 'Give a period of at least 1 day'));
    return errors;
  }
  return [];
}

/**
 * The household an applicant belongs to, for one-per-household: their address (line 1 and the 5-digit ZIP,
 * case and spacing aside); null when either is unknown, and then the account alone is the household.
 */
export function householdKey(facts: Record<string, unknown>): string | null {
  const line = typeof facts.addressLine1 === 'string' ? facts.addressLine1.trim().toLowerCase() : '';
  const zip = typeof facts.zip === 'string' ? facts.zip.trim().slice(0, 5) : String(facts.zip ?? '');
  if (line === '' || zip === '') return null;
  return `${line.replace(/[\s.,#]+/g, ' ').trim()}|${zip}`;
}
