import type { ApplicationContext, Person, RuleRow } from './notifications.repository.js';

/** Where one participant's message goes, or why it cannot. */
export type Recipient =
  | { kind: string; to: string; language: string | null }
  | { kind: string; to: string | null; skipped: string };

type Participant = RuleRow['participants'][number];

/** The person a participant names for this application (null: nobody, with why). */
function personOf(
  participant: Participant,
  context: ApplicationContext,
  users: Map<string, Person>,
): Person | string {
  switch (participant.kind) {
    case 'applicant':
      return context.applicant;
    case 'owner':
      return context.owner ?? 'The application has no owner';
    case 'user':
      return (
        users.get(participant.value ?? '') ?? `No user ${participant.value ?? ''} on this instance`.trim()
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
 * text messages (programs spec §7; the same rule as a staff message).
 */
export function recipientOf(
  participant: Participant,
  channel: 'email' | 'sms',
  context: ApplicationContext,
  users: Map<string, Person>,
): Recipient {
  const person = personOf(participant, context, users);
  const kind = participant.kind;
  if (typeof person === 'string') return { kind, to: null, skipped: person };
  if (channel === 'email') {
    return person.email
      ? { kind, to: person.email, language: person.language }
      : { kind, to: null, skipped: 'No email address' };
  }
  if (!person.phone) return { kind, to: null, skipped: 'No phone number' };
  if (!person.smsConsent) return { kind, to: person.phone, skipped: 'No consent to text messages' };
  return { kind, to: person.phone, language: person.language };
}
