import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type {
  ApplicationEventWire,
  ApplicationNote,
  ApplicationRecord,
  MovementSnapshot,
  WorkflowMovementPage,
} from '../../contract/application-record.js';
import type { FileWire } from '../../contract/files.js';
import type { PossibleStateRow } from '../../contract/queue.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { FilesService } from '../files/files.service.js';
import { applicationNotFound } from '../programs/application-scope.js';
import { PossibleStatesService } from '../queue/possible-states.js';
import { QueueService } from '../queue/queue.service.js';
import { isApplicationId } from './application-id.js';
import { ApplicationsRepository } from './applications.repository.js';
import {
  MOVEMENTS_DEFAULT_SAMPLE,
  type MovementsQuery,
  type NewNoteDto,
} from './dto/application-record.dto.js';
import { formSections } from './record-form.js';

/** Movements of one application read for its snapshot: far more than any application makes. */
const SNAPSHOT_MOVEMENTS = 10_000;
/** A note's wire shape: its live files as attachments (a removed one is no longer listed). */
function withAttachments(note: ApplicationNote & { fileIds: number[] }, files: FileWire[]): ApplicationNote {
  const { fileIds, ...wire } = note;
  const attachments = files
    .filter((f) => fileIds.includes(f.id))
    .map(({ id, name, size, contentType }) => ({ id, name, size, contentType }));
  return { ...wire, attachments };
}
const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * The staff application record (API.md "The application record"): detail, audit trail, notes and the
 * workflow movements the audit trail implies. Every call sees what the queue lets the caller see: their
 * instance and, unless administrators, the processes they work; anything else is not found.
 */
@Injectable()
export class ApplicationRecordService {
  constructor(
    private readonly queue: QueueService,
    private readonly possible: PossibleStatesService,
    private readonly applications: ApplicationsRepository,
    private readonly files: FilesService,
    private readonly accounts: AccountsService,
  ) {}

  async record(
    caller: SessionCaller,
    id: number,
  ): Promise<ApplicationRecord & { possibleStates: PossibleStateRow[] }> {
    if (!isApplicationId(id)) throw applicationNotFound(id);
    // At once: the detail is read within the instance, and the queue row decides whether the caller sees it.
    const [row, detail, possibleStates] = await Promise.all([
      this.queue.one(caller, id),
      this.applications.recordDetail(caller.instance.id, id),
      this.possible.possibleStates(caller, [id]),
    ]);
    if (!detail) throw applicationNotFound(id);
    const { applicantAccountId } = detail;
    const entity =
      applicantAccountId === null
        ? { individualId: null, businessId: null }
        : await this.accounts.communityEntityOf(caller.instance.id, applicantAccountId);
    return {
      ...row,
      possibleStates,
      applicant: { ...detail.applicant, ...entity },
      program: { id: row.programId, name: row.programName },
      form: formSections(detail),
      answers: detail.answers,
      declarations: detail.declarations,
      addons: detail.addons,
      version: row.version,
    };
  }

  /** An application outside the caller's queue (another instance's, a process they do not work) is not found. */
  private async checkVisible(caller: SessionCaller, id: number): Promise<void> {
    const visible =
      isApplicationId(id) && (await this.applications.visible(await this.queue.scope(caller), id));
    if (!visible) throw applicationNotFound(id);
  }

  async events(caller: SessionCaller, id: number): Promise<ApplicationEventWire[]> {
    await this.checkVisible(caller, id);
    return this.applications.events(caller.instance.id, id);
  }

  async notes(caller: SessionCaller, id: number): Promise<ApplicationNote[]> {
    await this.checkVisible(caller, id);
    const notes = await this.applications.notes(caller.instance.id, id);
    const files = await this.files.byIds(
      caller.instance.id,
      notes.flatMap((n) => n.fileIds),
    );
    return notes.map((n) => withAttachments(n, files));
  }

  /** A note with its attachments: files uploaded for this application, each named in the answer. */
  async addNote(caller: SessionCaller, id: number, body: NewNoteDto): Promise<ApplicationNote> {
    await this.checkVisible(caller, id);
    const files = await this.files.ofApplication(caller.instance.id, id, body.fileIds ?? []);
    const note = await this.applications.addNote(
      caller.instance.id,
      id,
      caller.user.id,
      body.body,
      files.map((f) => f.id),
    );
    return withAttachments(note, files);
  }

  /** A page of movements in the caller's scope, newest first; a range whose end comes before its start is refused. */
  async movements(caller: SessionCaller, query: MovementsQuery): Promise<WorkflowMovementPage> {
    const from = query.from === undefined ? undefined : new Date(query.from);
    const to = query.to === undefined ? undefined : new Date(query.to);
    if (from && to && to < from) {
      const message = 'to must not come before from';
      throw new DomainException(422, 'invalidRange', message, [
        { field: 'to', code: 'invalidRange', message },
      ]);
    }
    const scope = await this.queue.scope(caller);
    const text = query.text?.trim() || undefined;
    return this.applications.movements(
      scope,
      { applicationId: query.applicationId, stage: query.stage, from, to, text },
      { offset: query.offset ?? 0, limit: query.sample ?? MOVEMENTS_DEFAULT_SAMPLE },
    );
  }

  /** Where an application is now, since when, and how long it spent in each state it visited. */
  async snapshot(caller: SessionCaller, applicationId: number): Promise<MovementSnapshot> {
    const row = await this.queue.one(caller, applicationId);
    const scope = await this.queue.scope(caller);
    const { items } = await this.applications.movements(
      scope,
      { applicationId },
      { offset: 0, limit: SNAPSHOT_MOVEMENTS },
    );
    const now = Date.now();
    const byState = new Map<number, { stateId: number; stateName: string; seconds: number }>();
    // Oldest first, so states are listed in the order they were first reached.
    for (const m of [...items].reverse()) {
      const spent = (m.endedAt === null ? now : Date.parse(m.endedAt)) - Date.parse(m.startedAt);
      const kept = byState.get(m.stateId) ?? { stateId: m.stateId, stateName: m.stateName, seconds: 0 };
      kept.seconds += seconds(spent);
      byState.set(m.stateId, kept);
    }
    return {
      applicationId,
      stateId: row.currentStateId,
      stateName: row.currentStateName ?? '',
      ownerId: row.ownerId,
      ownerName: row.ownerName,
      secondsInState: row.stateCurrentTime,
      secondsSinceSubmission: seconds(now - Date.parse(row.submittedAt ?? row.createdAt)),
      secondsByState: [...byState.values()],
    };
  }
}
