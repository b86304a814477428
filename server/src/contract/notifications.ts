// Notification rules that fire (API.md "Notifications that fire"; programs spec §7 "Notification management"):
// which rules an application change fires, and how a rule's template becomes a message. Pure rules, imported
// by the server and the admin UI.
import type { FieldError } from './errors.js';

/** How a rule's message goes: a mail, a text, or a call that says it (voice/IVR). */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'voice'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENTS = [
  'submitted',
  'state_entered',
  'owner_assigned',
  'message_received',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The placeholders a rule's subject and message may use, as {{name}}. */
export const NOTIFICATION_PLACEHOLDERS = [
  'externalId',
  'caseNumber',
  'applicantName',
  'programName',
  'state',
  'ownerName',
] as const;
export type NotificationValues = Record<(typeof NOTIFICATION_PLACEHOLDERS)[number], string>;

/**
 * What a test message of a rule fills its placeholders with (the test-message button): sample values, with
 * the program's name and the staff member's own, so staff see the message as an applicant would.
 */
export function sampleValues(programName: string, ownerName: string): NotificationValues {
  return {
    externalId: 'TEST-0001',
    caseNumber: 'C-0001',
    applicantName: 'Test Applicant',
    programName,
    state: 'Approved',
    ownerName,
  };
}

/** Per-language texts of a rule: { es: { subject, body } }; a missing text falls back to the rule's own. */
export type RuleTranslations = Record<string, { subject?: string; body?: string }>;

/** An application change as notifications see it: its audit kind and what it moved. */
export interface ApplicationChange {
  kind: 'submitted' | 'status' | 'owner' | 'message';
  toStateId?: number | null;
  fromOwnerId?: number | null;
  toOwnerId?: number | null;
}

/** A rule a change fires: its event, and the state entered for state_entered. */
export interface FiredEvent {
  event: NotificationEvent;
  stateId: number | null;
}

/**
 * The rule events a change fires. A submission enters its first state too, so it also fires that state's
 * state_entered rules; a move that gives the application an owner also fires owner_assigned.
 */
export function firedEvents(change: ApplicationChange): FiredEvent[] {
  const fired: FiredEvent[] = [];
  if (change.kind === 'message') return [{ event: 'message_received', stateId: null }];
  if (change.kind === 'submitted') fired.push({ event: 'submitted', stateId: null });
  if ((change.kind === 'submitted' || change.kind === 'status') && change.toStateId != null) {
    fired.push({ event: 'state_entered', stateId: change.toStateId });
  }
  if (change.toOwnerId != null && change.toOwnerId !== change.fromOwnerId) {
    fired.push({ event: 'owner_assigned', stateId: null });
  }
  return fired;
}

/** Whether a rule answers a fired event: same event, and for state_entered the same state (or any, when unset). */
export function ruleMatches(rule: { event: string; stateId: number | null }, fired: FiredEvent): boolean {
  if (rule.event !== fired.event) return false;
  return fired.event !== 'state_entered' || rule.stateId === null || rule.stateId === fired.stateId;
}

/**
 * Fills {{placeholder}}s with the values, as written: every message is plain text wherever it goes (e-mail's
 * text, a text message, a call's words, the applicant's thread and the staff panel, all shown as text), so
 * nothing in a value is ever read as markup, and an escape would reach the reader as "O&#39;Neil". An
 * unknown placeholder stays as written, so staff see their mistake in what was sent.
 */
export function renderTemplate(template: string, values: NotificationValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof NotificationValues] : whole,
  );
}

/** A rule's subject and message in `language` where it has a translation, its own texts otherwise. */
export function textsIn(
  rule: { subject: string | null; body: string; translations: RuleTranslations },
  language: string | null,
): { subject: string | null; body: string } {
  const translated = language ? rule.translations[language] : undefined;
  return { subject: translated?.subject || rule.subject, body: translated?.body || rule.body };
}

/** A rendered message: the subject on one line (a mail header) and the body, both plain text. */
export function renderMessage(
  texts: { subject: string | null; body: string },
  values: NotificationValues,
): { subject: string | null; body: string } {
  const subject = texts.subject === null ? null : renderTemplate(texts.subject, values);
  return {
    subject: subject?.replace(/[\r\n]+/g, ' ').slice(0, 300) ?? null,
    body: renderTemplate(texts.body, values),
  };
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** The translations field's errors: `{ <language>: { subject?, body? } }`, texts as strings. */
export function translationsErrors(value: unknown): FieldError[] {
  const error = (field: string, message: string): FieldError => ({
    field: `translations.${field}`,
    code: 'invalidTranslation',
    message,
  });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: 'translations', code: 'invalidTranslation', message: 'Translations must be an object' }];
  }
  const errors: FieldError[] = [];
  for (const [language, texts] of Object.entries(value)) {
    if (!LANGUAGE.test(language)) errors.push(error(language, `${language} is not a language code`));
    else if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
      errors.push(error(language, 'A translation must be an object with subject and body'));
    } else {
      for (const [key, text] of Object.entries(texts)) {
        if (key !== 'subject' && key !== 'body')
          errors.push(error(`${language}.${key}`, `${key} is not a text`));
        else if (typeof text !== 'string') errors.push(error(`${language}.${key}`, `${key} must be text`));
      }
    }
  }
  return errors;
}

/** The channels a person lets notifications reach them on (user-preferences); every one allowed by default. */
export type ChannelPreferences = Record<NotificationChannel, boolean>;

export const DEFAULT_CHANNEL_PREFERENCES: ChannelPreferences = { email: true, sms: true, voice: true };

/**
 * What user-preferences answers and takes: the channels, and the person's consent to text messages (kept on
 * their login, so it holds on every instance; a PUT without it leaves it as it was).
 */
export interface NotificationPreferences extends ChannelPreferences {
  smsConsent: boolean;
}

/** Why a person who turned a channel off gets nothing on it. */
export const CHANNEL_TURNED_OFF: Record<NotificationChannel, string> = {
  email: 'Turned off email in their preferences',
  sms: 'Turned off text messages in their preferences',
  voice: 'Turned off calls in their preferences',
};

/** A person a message may go to, with what delivery needs of them. */
export interface NotifiedPerson {
  id: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  smsConsent: boolean;
  language: string | null;
  /** Their channel preferences; absent for a fixed address (staff's own choice). */
  channels?: ChannelPreferences;
}

/** Who a rule tells: the applicant, the owner, a staff user (id or email), or a fixed address. */
export interface RuleParticipant {
  kind: 'applicant' | 'owner' | 'user' | 'address';
  value: string | null;
}

/** The people an application's message may name: its applicant, its owner, and the staff users named. */
export interface NotifiedPeople {
  applicant: NotifiedPerson;
  owner: NotifiedPerson | null;
  users: Map<string, NotifiedPerson>;
}

/** Where one participant's message goes, or why it cannot. */
export type Recipient =
  | { kind: string; to: string; language: string | null }
  | { kind: string; to: string | null; skipped: string };

/** The person a participant names (or why nobody). */
function personOf(participant: RuleParticipant, people: NotifiedPeople): NotifiedPerson | string {
  switch (participant.kind) {
    case 'applicant':
      return people.applicant;
    case 'owner':
      return people.owner ?? 'The application has no owner';
    case 'user':
      return (
        people.users.get(participant.value ?? '') ??
        `No user ${participant.value ?? ''} on this instance`.trim()
      );
    case 'address': {
      const value = participant.value?.trim() ?? '';
      const email = value.includes('@');
      // A fixed address is staff's own choice: no consent to ask for.
      return {
        id: null,
        name: null,
        email: email ? value : null,
        phone: email ? null : value,
        smsConsent: true,
        language: null,
      };
    }
  }
}

/**
 * A participant's address on the rule's channel: an email, or a phone number with the person's consent to
 * text messages (programs spec §7; the same rule as a staff message). An automated call asks the same
 * consent as a text (docs/decisions.md). Nothing goes on a channel the person turned off in their
 * preferences.
 */
export function recipientOf(
  participant: RuleParticipant,
  channel: NotificationChannel,
  people: NotifiedPeople,
): Recipient {
  const person = personOf(participant, people);
  const kind = participant.kind;
  if (typeof person === 'string') return { kind, to: null, skipped: person };
  if (person.channels?.[channel] === false) {
    return {
      kind,
      to: channel === 'email' ? person.email : person.phone,
      skipped: CHANNEL_TURNED_OFF[channel],
    };
  }
  if (channel === 'email') {
    return person.email
      ? { kind, to: person.email, language: person.language }
      : { kind, to: null, skipped: 'No email address' };
  }
  if (!person.phone) return { kind, to: null, skipped: 'No phone number' };
  if (!person.smsConsent) return { kind, to: person.phone, skipped: 'No consent to text messages' };
  return { kind, to: person.phone, language: person.language };
}
