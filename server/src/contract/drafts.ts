// Drafts of an application ("Save and continue later"; API.md "Applying") and what the applicant's own
// application page shows (API.md "The application record", GET /api/applications/:id). The rules are pure so
// the server (409 on submit) and the community UI (which buttons to offer) judge alike.
import type { FileAttachment, FileWire } from './files.js';
import type { ProgramSettings, StatusColour } from './programs.js';

/** The state a draft waits in (programs spec §4: purple). */
export const DRAFT_STATE_NAME = 'Form in progress';

/** The state whose next step is paying (programs spec §4: Waiting for payment). */
export const PAYMENT_STATE_NAME = 'Waiting for payment';

export type ApplicationsSettings = ProgramSettings['Applications'];

/** Whether applicants may keep this program's form as a draft and submit it themselves later. */
export const offersDrafts = (settings: ApplicationsSettings): boolean => settings.ApplicantSubmission;

/** The account's other applications to the program: drafts, and those submitted. */
export interface HeldApplications {
  drafts: number;
  submitted: number;
}

export const DRAFT_REFUSALS = {
  draftsNotOffered: 'The program {program} does not keep unfinished forms: submit it in one go',
  draftExists: 'You have a form in progress for {program}: continue it from My Applications',
  applicationExists: 'You have already applied to {program}',
  applicationSubmitted: 'The application {id} was submitted already and cannot be changed',
} as const;

export type DraftRefusal = keyof typeof DRAFT_REFUSALS;

/**
 * Why a new application (a draft, or one submitted at once) cannot be started, or null. A program without
 * multiple applications takes one application per account, a draft included; MultipleDraftCases lets an
 * account keep several drafts at once (whether each can be submitted is still the program's rule).
 */
export function startRefusal(start: {
  draft: boolean;
  settings: ApplicationsSettings;
  allowMultipleApplications: boolean;
  held: HeldApplications;
}): DraftRefusal | null {
  const { draft, settings, allowMultipleApplications, held } = start;
  if (draft && !offersDrafts(settings)) return 'draftsNotOffered';
  if (!allowMultipleApplications && held.submitted > 0) return 'applicationExists';
  const anotherDraft = draft ? !settings.MultipleDraftCases : !allowMultipleApplications;
  if (held.drafts > 0 && anotherDraft) return 'draftExists';
  return null;
}

/**
 * Why a call naming an application (to save it again as a draft, or to submit it) is refused, or null: a
 * submitted application is never changed again, and submitting one counts against the program's rule.
 */
export function continueRefusal(next: {
  draft: boolean;
  submittedAt: Date | string | null;
  allowMultipleApplications: boolean;
  held: HeldApplications;
}): DraftRefusal | null {
  if (next.submittedAt !== null) return 'applicationSubmitted';
  if (!next.draft && !next.allowMultipleApplications && next.held.submitted > 0) return 'applicationExists';
  return null;
}

/** What the applicant can do next on their application: finish a draft, pay, or nothing. */
export type NextStep = 'continue' | 'pay' | null;

/** The next step by the application's state as staff name it (applicants see only its public label). */
export function nextStepOf(application: { submittedAt: string | null; stateName: string }): NextStep {
  if (application.submittedAt === null) return 'continue';
  return application.stateName === PAYMENT_STATE_NAME ? 'pay' : null;
}

/** One entry of the applicant's timeline: a state the application entered, by its public label. */
export interface TimelineEntry {
  state: string;
  /** ISO time. */
  at: string;
}

/** A message between staff and the applicant, as the applicant sees it (no staff names, no internal notes). */
export interface ApplicantMessage {
  id: number;
  /** outbound: from staff to the applicant; inbound: the applicant's own. */
  direction: 'inbound' | 'outbound';
  subject: string | null;
  body: string;
  /** ISO time. */
  at: string;
  attachments: FileAttachment[];
}

/** GET /api/applications/:id: the applicant's own application. */
export interface ApplicantApplicationView {
  id: number;
  externalId: string;
  program: { id: number; name: string };
  status: { name: string; colour: StatusColour | 'default' };
  /** ISO time; null while a draft. */
  submittedAt: string | null;
  createdAt: string;
  /** Oldest first. */
  timeline: TimelineEntry[];
  answers: Record<string, unknown>;
  formFields: { name: string; label: string; type: string }[];
  /** The files the applicant uploaded for it (GET /api/applications/:id/documents). */
  documents: FileWire[];
  /** Oldest first. */
  messages: ApplicantMessage[];
  nextStep: NextStep;
}

/** POST /api/applications/:id/messages: the applicant's reply. */
export const MAX_REPLY_LENGTH = 5000;

/**
 * A draft's answers are checked like a submission's, except that nothing is required yet: what is given must
 * still be well formed, so a draft never holds an answer its submission would refuse for its form.
 */
export const draftErrors = <E extends { code: string }>(errors: E[]): E[] =>
  errors.filter((error) => error.code !== 'fieldRequired');
