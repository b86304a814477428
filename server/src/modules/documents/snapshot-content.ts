// What the application snapshot PDF says, as plain data: the answers as text, the history as lines, the
// theme of the instance. Pure, so its rules are tested without drawing.
import { type AnswerWords, answerText, NO_ANSWER } from '../../contract/answer-text.js';
import type { ApplicationEventWire, RecordFormSection } from '../../contract/application-record.js';
import type { AcceptedDeclaration } from '../../contract/declarations.js';

/** Who the snapshot is for: staff see the whole audit trail, the applicant the moves of their application. */
export type SnapshotAudience = 'staff' | 'applicant';

export interface SnapshotField {
  label: string;
  value: string;
}

export interface SnapshotSection {
  title: string | null;
  fields: SnapshotField[];
}

export interface SnapshotHistoryLine {
  at: string;
  what: string;
  by: string | null;
  comment: string | null;
}

/** The data a snapshot is drawn from; the server reads all of it from its own tables. */
export interface SnapshotData {
  instance: { name: string; title: string; textMode: string; contact: string | null };
  application: {
    id: number;
    externalId: string;
    programName: string;
    status: string;
    statusDescription: string | null;
    submittedAt: string | null;
    createdAt: string;
  };
  applicant: { name: string; entityType: number; email: string | null; phone: string | null };
  sections: SnapshotSection[];
  history: SnapshotHistoryLine[];
  generatedAt: string;
  audience: SnapshotAudience;
}

/** The PDF's words for answers: English, like its labels. */
const ENGLISH: AnswerWords = { yes: 'Yes', no: 'No', number: (n) => n.toLocaleString('en-US') };

/** The form's sections with each field's answer as text (sections as the record page lays them out). */
export function answeredSections(
  sections: RecordFormSection[],
  answers: Record<string, unknown>,
): SnapshotSection[] {
  return sections
    .filter((s) => s.fields.length > 0)
    .map((s) => ({
      title: s.title,
      fields: s.fields.map((f) => ({
        label: f.label || f.name,
        value: answerText(answers[f.name], ENGLISH),
      })),
    }));
}

/** The statements the applicant accepted, as one section: each with the name typed and when; none, no section. */
export function declarationSections(declarations: readonly AcceptedDeclaration[]): SnapshotSection[] {
  if (declarations.length === 0) return [];
  const fields = declarations.map((d) => ({
    label: d.statement,
    value: `Accepted by ${d.name}, ${printedTime(d.acceptedAt)}`,
  }));
  return [{ title: 'Declarations', fields }];
}

/** "file-added" → "File added". */
const sentence = (kind: string) => {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const nameOf = (ref: { name: string | null } | null) => ref?.name ?? null;

/** One audit event in words; null for an event the audience does not see. */
function eventText(e: ApplicationEventWire, audience: SnapshotAudience): string | null {
  const to = nameOf(e.to);
  const from = nameOf(e.from);
  switch (e.kind) {
    case 'submitted':
      return to ? `Submitted (${to})` : 'Submitted';
    case 'status':
      return from ? `Status: ${from} → ${to ?? NO_ANSWER}` : `Status: ${to ?? NO_ANSWER}`;
    case 'owner':
      if (audience !== 'staff') return null;
      return to ? `Assigned to ${to}` : `Unassigned${from ? ` (was ${from})` : ''}`;
    case 'reason':
      return 'Reason given';
    case 'comment':
      return audience === 'staff' ? 'Comment' : null;
    case 'note':
      return audience === 'staff' ? 'Staff note' : null;
    default:
      // Kinds added later (the files' events): their name in words, for staff.
      return audience === 'staff' ? sentence(String(e.kind)) : null;
  }
}

/**
 * The history the snapshot prints, oldest first. Staff get the whole audit trail with who and comments;
 * the applicant gets the moves of their application (submitted, status, reasons, files) without staff names
 * or internal comments, as their own application page shows its timeline.
 */
export function historyLines(
  events: ApplicationEventWire[],
  audience: SnapshotAudience,
): SnapshotHistoryLine[] {
  return [...events]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id)
    .flatMap((e) => {
      const what = eventText(e, audience);
      if (what === null) return [];
      const reason = e.reason ? `Reason: ${e.reason.label}` : null;
      const comment = audience === 'staff' ? [reason, e.comment].filter(Boolean).join(' — ') : reason;
      return [
        {
          at: e.at,
          what,
          by: audience === 'staff' ? (nameOf(e.by) ?? 'System') : null,
          comment: comment || null,
        },
      ];
    });
}

/** Branding colours of the PDFs; the instance's text mode picks a light or a dark header. */
export interface PdfTheme {
  band: string;
  bandText: string;
  accent: string;
  muted: string;
  rule: string;
  ink: string;
}

/** The community UI's brand colours (styles.css --brand, --brand-soft): bright text on the brand, or dark on its soft tint. */
export function themeOf(textMode: string): PdfTheme {
  const common = { accent: '#0f5c6e', muted: '#5b6b79', rule: '#c8d1d9', ink: '#1f2933' };
  return textMode === 'dark'
    ? { ...common, band: '#e3f1f4', bandText: '#0a4351' }
    : { ...common, band: '#0f5c6e', bandText: '#ffffff' };
}

/** A time as the PDFs print it, in UTC: "Jan 5, 2026, 09:01 UTC"; a date alone without the time. */
export function printedTime(iso: string | null, { withTime = true } = {}): string {
  if (!iso) return NO_ANSWER;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NO_ANSWER;
  const date = at.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  if (!withTime) return date;
  const time = at.toLocaleTimeString('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
  return `${date}, ${time} UTC`;
}

/** The community entity types as the PDFs name them (1 business, 2 individual). */
export const ENTITY_TYPE_NAMES: Record<number, string> = { 1: 'Business', 2: 'Individual' };

/** The file name a snapshot is offered under: its external id, safe in a header. */
export function snapshotFileName(externalId: string, id: number): string {
  const safe = externalId.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `application-${safe || id}.pdf`;
}
