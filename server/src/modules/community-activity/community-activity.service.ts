import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound, unprocessable } from '../../common/errors/domain.exception.js';
import {
  type ActivityItem,
  type ActivityPage,
  type ActivitySource,
  COMMUNITY_ENTITY_TYPES,
  COMMUNITY_NOTE_MAX_LENGTH,
  type CommunityEntityKind,
  type CommunityNoteWire,
  pageOfActivity,
} from '../../contract/community-activity.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { attachmentsOf, type FileWire } from '../../contract/files.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { ApplicationsRepository, type StateChange } from '../applications/applications.repository.js';
import { CommunicationsService } from '../communications/communications.service.js';
import { COMMUNITY_NOTE_FILE_KIND } from '../files/file-access.js';
import { FilesService } from '../files/files.service.js';
import { QueueService } from '../queue/queue.service.js';
import { type CommunityNoteRow, CommunityNotesRepository } from './community-notes.repository.js';

/** The notes an entity's notes list shows at most (the stream pages through all of them). */
const NOTES_LISTED = 500;

type CommunityEntityType = (typeof COMMUNITY_ENTITY_TYPES)[CommunityEntityKind];

export interface EntityRef {
  entityType: CommunityEntityKind;
  entityId: number;
}

const kindOf = (type: number): CommunityEntityKind =>
  type === COMMUNITY_ENTITY_TYPES.business ? 'business' : 'individual';

const noteWire = (n: CommunityNoteRow, files: FileWire[]): CommunityNoteWire => ({
  id: n.id,
  entityType: kindOf(n.entityType),
  entityId: n.entityId,
  at: n.at.toISOString(),
  by: { id: n.authorId, name: n.authorName },
  body: n.body,
  attachments: attachmentsOf(n.fileIds, files),
});

const EMPTY_ITEM = {
  application: null,
  by: null,
  from: null,
  to: null,
  messageType: null,
  direction: null,
  body: null,
  attachments: [],
} satisfies Partial<ActivityItem>;

/**
 * Community notes and activity streams (programs spec §7 "Communications and community"): staff notes on an
 * individual or a business of the instance, with files attached after the note is written, and what happened
 * to the entity's applications the caller may see (submissions, state changes, messages) with its notes,
 * newest first. Another instance's entities are not found.
 */
@Injectable()
export class CommunityActivityService {
  constructor(
    private readonly notesRepo: CommunityNotesRepository,
    private readonly accounts: AccountsService,
    private readonly applications: ApplicationsRepository,
    private readonly queue: QueueService,
    private readonly communications: CommunicationsService,
    private readonly files: FilesService,
  ) {}

  /** The entity's type number once it is found on the caller's instance; 404 communityEntityNotFound. */
  private async entityOf(caller: SessionCaller, ref: EntityRef): Promise<CommunityEntityType> {
    const instanceId = caller.instance.id;
    const found =
      ref.entityType === 'individual'
        ? await this.accounts.hasIndividual(instanceId, ref.entityId)
        : (await this.accounts.business(instanceId, ref.entityId)) !== null;
    if (!found) {
      throw notFound('communityEntityNotFound', `The ${ref.entityType} ${ref.entityId} does not exist`);
    }
    return COMMUNITY_ENTITY_TYPES[ref.entityType];
  }

  private async wires(instanceId: number, rows: CommunityNoteRow[]): Promise<CommunityNoteWire[]> {
    const files = await this.files.byIds(
      instanceId,
      rows.flatMap((n) => n.fileIds),
    );
    return rows.map((n) => noteWire(n, files));
  }

  /** GET /api/admin/community-notes: the entity's notes, newest first. */
  async notes(caller: SessionCaller, ref: EntityRef): Promise<CommunityNoteWire[]> {
    const type = await this.entityOf(caller, ref);
    const { newest } = await this.notesRepo.ofEntity(caller.instance.id, type, ref.entityId, NOTES_LISTED);
    return this.wires(caller.instance.id, newest);
  }

  /** POST /api/admin/community-notes: a note's text first; its files follow (`attach`). */
  async addNote(caller: SessionCaller, ref: EntityRef, text: string): Promise<CommunityNoteWire> {
    const body = text.trim();
    if (body === '') {
      const message = "The note's body is required";
      throw unprocessable([{ field: 'body', code: ERROR_CODE.fieldRequired, message }]);
    }
    if (body.length > COMMUNITY_NOTE_MAX_LENGTH) {
      const message = `A note has at most ${COMMUNITY_NOTE_MAX_LENGTH} characters`;
      throw unprocessable([{ field: 'body', code: 'noteTooLong', message }]);
    }
    const entityType = await this.entityOf(caller, ref);
    const id = await this.notesRepo.insert({
      instanceId: caller.instance.id,
      entityType,
      entityId: ref.entityId,
      authorUserId: caller.user.id,
      body,
    });
    return this.note(caller, id);
  }

  /** POST /api/admin/community-notes/:id/attachments: one uploaded file added to the note. */
  async attach(
    caller: SessionCaller,
    noteId: number,
    upload: { source: Readable; name: string | undefined },
  ): Promise<CommunityNoteWire> {
    await this.note(caller, noteId);
    const file = await this.files.upload(caller, {
      source: upload.source,
      name: upload.name,
      kind: COMMUNITY_NOTE_FILE_KIND,
      applicationId: null,
    });
    await this.notesRepo.attach(caller.instance.id, noteId, file.id);
    return this.note(caller, noteId);
  }

  private async note(caller: SessionCaller, id: number): Promise<CommunityNoteWire> {
    const row = await this.notesRepo.one(caller.instance.id, id);
    if (!row) throw notFound('communityNoteNotFound', `The note ${id} does not exist`);
    const [wire] = await this.wires(caller.instance.id, [row]);
    return wire as CommunityNoteWire;
  }

  /** GET /api/admin/activity-streams: one page of the entity's activity, newest first. */
  async stream(caller: SessionCaller, ref: EntityRef, offset: number, limit: number): Promise<ActivityPage> {
    const type = await this.entityOf(caller, ref);
    const instanceId = caller.instance.id;
    const accountIds = await this.accounts.accountIdsOfEntity(instanceId, type, ref.entityId);
    const applications = await this.applications.ofApplicantAccounts(
      await this.queue.scope(caller),
      accountIds,
    );
    const byId = new Map(applications.map((a) => [a.id, a]));
    const ids = applications.map((a) => a.id);
    const need = offset + limit;
    const [changes, messages, notes] = await Promise.all([
      this.applications.stateChanges(instanceId, ids, need),
      this.communications.ofApplications(instanceId, ids, need),
      this.notesRepo.ofEntity(instanceId, type, ref.entityId, need),
    ]);
    const application = (id: number) => byId.get(id) ?? null;
    const sources: ActivitySource[] = [
      {
        count: changes.count,
        newest: changes.newest.map((c) => changeItem(c, application(c.applicationId))),
      },
      {
        count: messages.count,
        newest: messages.newest.map((m) => ({
          ...EMPTY_ITEM,
          key: `message-${m.id}`,
          kind: 'message',
          at: m.createdAt,
          application: application(m.applicationId),
          by: m.senderName,
          messageType: m.type,
          direction: m.direction,
          body: m.body,
          attachments: m.attachments,
        })),
      },
      {
        count: notes.count,
        newest: (await this.wires(instanceId, notes.newest)).map((n) => ({
          ...EMPTY_ITEM,
          key: `note-${n.id}`,
          kind: 'note',
          at: n.at,
          by: n.by.name,
          body: n.body,
          attachments: n.attachments,
        })),
      },
    ];
    return pageOfActivity(sources, offset, limit);
  }
}

function changeItem(change: StateChange, application: ActivityItem['application']): ActivityItem {
  return {
    ...EMPTY_ITEM,
    key: `${change.type}-${change.id}`,
    kind: change.type,
    at: change.at.toISOString(),
    application,
    by: change.actorName,
    from: change.type === 'status' ? change.fromState : null,
    to: change.toState,
  };
}
