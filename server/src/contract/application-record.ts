// Wire shapes of the staff application record (API.md "The application record"). The contract folder imports
// no NestJS, TypeORM or database code: the server, the admin UI and the community UI all import these.
import type { ChosenAddon } from './addons.js';
import type { AcceptedDeclaration } from './declarations.js';
import type { QueueApplication } from './queue.js';

/** Someone or something an event names: a user, a state, an owner. */
export interface NamedRef {
  id: number;
  name: string | null;
}

/** What an audit event records (application_events.type), each kind once. */
export const APPLICATION_EVENT_KINDS = [
  'submitted',
  'status',
  'owner',
  'comment',
  'reason',
  'note',
  // A file of the application uploaded, read (downloaded or viewed) or removed; the comment names it.
  'file-added',
  'file-read',
  'file-removed',
  // An uploaded TIN file's answer for the application (the comment: the result, the TIN's last digits, the
  // file and line), and an uploaded award-payout file's payment (amount, date, reference, file and line).
  'tin-match',
  'payout',
  // A payment of the application: charged, settled, declined, failed, refunded (the comment says which and how much).
  'payment',
] as const;

export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** GET /api/admin/applications/:id/events: one event of the audit trail, newest first. */
export interface ApplicationEventWire {
  id: number;
  /** ISO time of the change. */
  at: string;
  /** Who made it; null for the system. */
  by: NamedRef | null;
  kind: ApplicationEventKind;
  /** The state (kind status) or owner (kind owner) before; null when there was none. */
  from: NamedRef | null;
  /** The state or owner after. */
  to: NamedRef | null;
  /** A status move that also changed the owner (bulk UPDATE_STATUS_AND_OWNER): the owners before and after. */
  ownerChange: { from: NamedRef | null; to: NamedRef | null } | null;
  comment: string | null;
  /** The denial reason given with a move. */
  reason: { id: number; label: string } | null;
  /** The bulk operation the change was part of, if any. */
  bulkOperationId: number | null;
}

/** One field of the program's form, as the record lays the answers out. */
export interface RecordFormField {
  name: string;
  label: string;
  type: string;
}

/** A section of the submitted form: its title (null for a form without sections) and its fields. */
export interface RecordFormSection {
  title: string | null;
  fields: RecordFormField[];
}

/** GET /api/admin/applications/:id: the queue row and everything the record page shows about it. */
export interface ApplicationRecord extends QueueApplication {
  applicant: {
    id: number | null;
    name: string;
    email: string | null;
    phone: string | null;
    /** community entity type: 1 business, 2 individual. */
    entityType: number;
    /** The individual whose community profile staff may open (GET /api/admin/individuals/:id/...); null for a business. */
    individualId: number | null;
    /** The business whose community profile staff may open (GET /api/business/:id); null for an individual. */
    businessId: number | null;
  };
  program: { id: number; name: string };
  /** The form's sections in order; answers whose field the form no longer has come last, untitled. */
  form: RecordFormSection[];
  /** The submitted answers by field name. */
  answers: Record<string, unknown>;
  /** The program's statements the applicant accepted: the words read, the name typed and when. */
  declarations: AcceptedDeclaration[];
  /** The program's add-ons the applicant chose, with their answers. */
  addons: ChosenAddon[];
  /** Optimistic-lock version: a move sends it back (expectedVersions) so a stale page cannot overwrite. */
  version: number;
}

/** A file attached to a note (files come with the files issue; until then a note has none). */
export interface NoteAttachment {
  id: number;
  name: string;
  size: number;
  contentType: string;
}

/** GET|POST /api/admin/applications/:id/notes: a staff note, newest first. */
export interface ApplicationNote {
  id: number;
  at: string;
  by: NamedRef;
  body: string;
  attachments: NoteAttachment[];
}

/** POST /api/admin/applications/:id/notes. */
export interface NewNote {
  body: string;
  fileIds?: number[];
}

/** GET /api/workflow-movements (v1, v2): the time an application spent in one state with one owner. */
export interface WorkflowMovement {
  id: number;
  applicationId: number;
  stateId: number;
  stateName: string;
  ownerId: number | null;
  ownerName: string | null;
  startedAt: string;
  /** dt_end: null while the application is still in that state. */
  endedAt: string | null;
}

/** GET /api/v3/workflow-movements. */
export interface WorkflowMovementPage {
  count: number;
  items: WorkflowMovement[];
}

/** GET /api/workflow-movements-snapshot?applicationId=: where the application is now and how long it took. */
export interface MovementSnapshot {
  applicationId: number;
  stateId: number;
  stateName: string;
  ownerId: number | null;
  ownerName: string | null;
  /** Seconds in the current state. */
  secondsInState: number;
  /** Seconds since submission. */
  secondsSinceSubmission: number;
  /** Seconds spent in each state visited, summed over visits. */
  secondsByState: { stateId: number; stateName: string; seconds: number }[];
}
