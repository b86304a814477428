// Community notes and activity streams (programs spec §7 "Communications and community"; issue 21): staff
// notes on an individual or a business, with attachments, and the stream of what happened to the entity's
// applications, newest first. Wire shapes and the pure paging rule; no NestJS, TypeORM or database code.
import type { CommunicationType } from './communications.js';
import type { FileAttachment } from './files.js';

/** The community entities of the spec (§1): type 1 a business, 2 an individual. */
export const COMMUNITY_ENTITY_TYPES = { business: 1, individual: 2 } as const;
export type CommunityEntityKind = keyof typeof COMMUNITY_ENTITY_TYPES;
export const COMMUNITY_ENTITY_KINDS = Object.keys(COMMUNITY_ENTITY_TYPES) as CommunityEntityKind[];

/** GET|POST /api/admin/community-notes: a staff note on a community entity. */
export interface CommunityNoteWire {
  id: number;
  entityType: CommunityEntityKind;
  entityId: number;
  /** ISO time. */
  at: string;
  by: { id: number; name: string | null };
  body: string;
  attachments: FileAttachment[];
}

/** The longest note, as an application's note. */
export const COMMUNITY_NOTE_MAX_LENGTH = 10_000;

export type ActivityKind = 'submitted' | 'status' | 'message' | 'note';

/** One entry of an entity's activity stream. */
export interface ActivityItem {
  /** Unique across the stream's sources (`<kind>-<id>`). */
  key: string;
  kind: ActivityKind;
  /** ISO time. */
  at: string;
  /** The application it happened to; null for a note on the entity. */
  application: { id: number; externalId: string; programName: string } | null;
  /** Who did it: staff, the applicant, or the sender of a message; null when nobody is named. */
  by: string | null;
  /** A state change's states (a submission's `to` is the state it entered). */
  from: string | null;
  to: string | null;
  /** A message's channel and direction. */
  messageType: CommunicationType | null;
  direction: 'inbound' | 'outbound' | null;
  /** A message's or a note's text. */
  body: string | null;
  attachments: FileAttachment[];
}

/** GET /api/admin/activity-streams: one page of the stream and how many entries it has. */
export interface ActivityPage {
  count: number;
  items: ActivityItem[];
}

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** The newest `offset + limit` entries of one source, newest first, and how many it has in all. */
export interface ActivitySource {
  count: number;
  newest: ActivityItem[];
}

/**
 * One page of a stream merged from its sources, newest first (the same time by key, so pages never overlap).
 * Each source gives its newest `offset + limit` entries: enough for the page whichever source they come from.
 */
export function pageOfActivity(sources: ActivitySource[], offset: number, limit: number): ActivityPage {
  const merged = sources
    .flatMap((s) => s.newest)
    .sort((a, b) => b.at.localeCompare(a.at) || b.key.localeCompare(a.key));
  return {
    count: sources.reduce((sum, s) => sum + s.count, 0),
    items: merged.slice(offset, offset + limit),
  };
}
