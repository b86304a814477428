import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { requiredMessage } from '../../common/validation/field-rules.js';
import type { CommunicationMessage, UnreadCounts } from '../../contract/communications.js';
import type { ApplicantMessage } from '../../contract/drafts.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { attachmentsOf, type FileWire } from '../../contract/files.js';
import type { UnreadColumn } from '../applications/application-tables.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import type { Application } from '../applications/entities/application.entity.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import { FilesService } from '../files/files.service.js';
import { NotificationsService, type SentToApplicant } from '../notifications/notifications.service.js';
import { applicationForStaff, applicationNotFound } from '../programs/application-scope.js';
import {
  APPLICANT_REPLY_COUNTER,
  APPLICANT_REPLY_TYPE,
  APPLICANT_VISIBLE_TYPES,
  type CommunicationFilter,
  DELIVERY_CHANNEL_BY_TYPE,
  isDelivered,
  type SendableType,
  TYPE_BY_CHANNEL,
  typesForFilter,
  UNREAD_COUNTER_BY_TYPE,
} from './channels.js';
import { Communication, type CommunicationType } from './entities/communication.entity.js';
import { type UnreadItems, unreadTotal } from './unread.js';

const view = (c: Communication, files: FileWire[]): CommunicationMessage => ({
  id: c.id,
  applicationId: c.applicationId,
  type: c.type,
  direction: c.direction,
  senderUserId: c.senderUserId,
  senderName: c.senderName,
  subject: c.subject,
  body: c.body,
  createdAt: c.createdAt.toISOString(),
  read: c.readAt !== null,
  readAt: c.readAt?.toISOString() ?? null,
  attachments: attachmentsOf(c.fileIds, files),
});

const applicantView = (c: Communication, files: FileWire[]): ApplicantMessage => ({
  id: c.id,
  direction: c.direction,
  subject: c.subject,
  body: c.body,
  at: c.createdAt.toISOString(),
  attachments: attachmentsOf(c.fileIds, files),
});

const unreadOf = (a: Application): UnreadCounts => {
  const items = { email: a.unreadEmail, sms: a.unreadSms, voice: a.unreadVoice, ivr: a.unreadIvr };
  return { ...items, total: unreadTotal(items) };
};

const COUNTER_COLUMN: Record<keyof UnreadItems, UnreadColumn> = {
  email: 'unread_email',
  sms: 'unread_sms',
  voice: 'unread_voice',
  ivr: 'unread_ivr',
};

/** Staff's own writing on an application, not messages with the applicant. */
const INTERNAL_TYPES: CommunicationType[] = ['NOTE', 'COMMENT'];

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim();

/** The communications center of one application: its messages, sending, and what staff have read. */
@Injectable()
export class CommunicationsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    private readonly applications: ApplicationsRepository,
    private readonly notifications: NotificationsService,
    private readonly files: FilesService,
  ) {}

  onModuleInit(): void {
    this.notifications.threadApplicantMessagesWith((manager, sent) => this.threadSent(manager, sent));
    this.files.shareWithApplicants((file) => this.attachedForApplicant(file));
  }

  /** Whether a message the applicant sees on their application names the file (so they may open it). */
  private async attachedForApplicant(file: {
    instanceId: number;
    applicationId: number;
    id: number;
  }): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM communications
        WHERE instance_id = $1 AND application_id = $2 AND type = ANY($3::varchar[]) AND $4 = ANY(file_ids)
        LIMIT 1`,
      [file.instanceId, file.applicationId, APPLICANT_VISIBLE_TYPES, file.id],
    );
    return rows.length > 0;
  }

  /** The live files the messages name, to show as their attachments. */
  private filesOf(instanceId: number, rows: Communication[]): Promise<FileWire[]> {
    return this.files.byIds(
      instanceId,
      rows.flatMap((c) => c.fileIds),
    );
  }

  /**
   * Messages notification rules sent to applicants, kept on their applications as outbound and read (staff
   * did not write them to be read), each application's last contact; in the delivery record's transaction.
   */
  private async threadSent(manager: EntityManager, sent: SentToApplicant[]): Promise<void> {
    const saved = await manager.getRepository(Communication).save(
      sent.map((message) =>
        manager.getRepository(Communication).create({
          instanceId: message.instanceId,
          applicationId: message.applicationId,
          type: TYPE_BY_CHANNEL[message.channel],
          direction: 'outbound',
          senderUserId: null,
          senderName: 'Notifications',
          subject: message.subject,
          body: message.body,
          readAt: new Date(),
        }),
      ),
    );
    for (const message of saved) {
      await this.applications.noteOutboundContact(
        manager,
        message.instanceId,
        message.applicationId,
        message.createdAt,
        message.type,
      );
    }
  }

  /** Newest first; `filter` is a type, ALL, or one of the panel's labels. */
  async list(
    caller: SessionCaller,
    applicationId: number,
    filter: CommunicationFilter,
  ): Promise<CommunicationMessage[]> {
    const application = await applicationForStaff(this.dataSource.manager, caller, applicationId);
    const rows = await this.dataSource
      .getRepository(Communication)
      .createQueryBuilder('c')
      .where('c.instance_id = :instance AND c.application_id = :id', {
        instance: caller.instance.id,
        id: application.id,
      })
      .andWhere('c.type IN (:...types)', { types: typesForFilter(filter) })
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getMany();
    const files = await this.filesOf(caller.instance.id, rows);
    return rows.map((c) => view(c, files));
  }

  /**
   * The messages (no staff NOTE or COMMENT) of these applications: the newest `limit`, newest first, with how
   * many there are (a community entity's activity stream).
   */
  async ofApplications(
    instanceId: number,
    applicationIds: number[],
    limit: number,
  ): Promise<{ count: number; newest: CommunicationMessage[] }> {
    if (applicationIds.length === 0) return { count: 0, newest: [] };
    const query = this.dataSource
      .getRepository(Communication)
      .createQueryBuilder('c')
      .where('c.instance_id = :instance AND c.application_id IN (:...ids)', {
        instance: instanceId,
        ids: applicationIds,
      })
      .andWhere('c.type NOT IN (:...internal)', { internal: INTERNAL_TYPES });
    const [rows, count] = await Promise.all([
      query.clone().orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC').take(limit).getMany(),
      query.getCount(),
    ]);
    const files = await this.filesOf(instanceId, rows);
    return { count, newest: rows.map((c) => view(c, files)) };
  }

  async unread(caller: SessionCaller, applicationId: number): Promise<UnreadCounts> {
    return unreadOf(await applicationForStaff(this.dataSource.manager, caller, applicationId));
  }

  /**
   * Writes a message. EMAIL and SMS go to the applicant through the delivery port first, so a message is
   * recorded only once it left; they become the application's last communication. NOTE and COMMENT stay
   * internal and leave the last-communication columns alone. Its attachments are files uploaded for the
   * application; the applicant opens them from their application page (the e-mail or text carries the words).
   */
  async send(
    caller: SessionCaller,
    applicationId: number,
    message: { type: SendableType; body: string; subject?: string; fileIds?: number[] },
  ): Promise<CommunicationMessage> {
    const { type } = message;
    const body = message.body.trim();
    if (body === '') {
      throw unprocessable([
        { field: 'body', code: ERROR_CODE.fieldRequired, message: requiredMessage('body') },
      ]);
    }
    const application = await applicationForStaff(this.dataSource.manager, caller, applicationId);
    const files = await this.files.ofApplication(caller.instance.id, application.id, message.fileIds ?? []);
    const subject =
      message.subject?.trim() ||
      (type === 'EMAIL' ? `About your application ${application.externalId}` : null);
    if (isDelivered(type)) {
      const to = await this.recipient(application, type);
      await this.delivery.send({
        instanceId: caller.instance.id,
        channel: DELIVERY_CHANNEL_BY_TYPE[type],
        to,
        body,
        ...(subject ? { subject } : {}),
      });
    }
    const senderName = fullName(caller.user.firstName, caller.user.lastName) || caller.user.email || 'Staff';
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(Communication).save(
        manager.getRepository(Communication).create({
          instanceId: caller.instance.id,
          applicationId: application.id,
          type,
          direction: 'outbound',
          senderUserId: caller.user.id,
          senderName: senderName.slice(0, 200),
          subject,
          body,
          // Staff wrote it; only messages from applicants wait to be read.
          readAt: new Date(),
          fileIds: files.map((f) => f.id),
        }),
      );
      if (isDelivered(type)) {
        await this.applications.noteOutboundContact(
          manager,
          caller.instance.id,
          application.id,
          saved.createdAt,
          type,
        );
      }
      return view(saved, files);
    });
  }

  /**
   * Marks unread messages read (those named, or every one the filter shows) and takes them off the
   * application's unread counters in the same transaction. Answers the counters left.
   */
  async markRead(
    caller: SessionCaller,
    applicationId: number,
    selection: { ids?: number[]; type?: CommunicationFilter },
  ): Promise<UnreadCounts> {
    return this.dataSource.transaction(async (manager) => {
      const application = await applicationForStaff(manager, caller, applicationId, { lock: true });
      // Through a CTE so the driver hands back the returned rows as a SELECT's.
      const marked: { type: CommunicationType }[] = await manager.query(
        `WITH marked AS (
           UPDATE communications SET read_at = now()
            WHERE instance_id = $1 AND application_id = $2 AND read_at IS NULL
              AND type = ANY($3::varchar[]) AND ($4::int[] IS NULL OR id = ANY($4::int[]))
            RETURNING type)
         SELECT type FROM marked`,
        [caller.instance.id, application.id, typesForFilter(selection.type ?? 'ALL'), selection.ids ?? null],
      );
      await this.takeOffCounters(manager, application, marked);
      return unreadOf(await applicationForStaff(manager, caller, applicationId));
    });
  }

  /** The messages of the applicant's application they may see, oldest first, without staff names. */
  async forApplicant(instanceId: number, applicationId: number): Promise<ApplicantMessage[]> {
    const rows = await this.dataSource
      .getRepository(Communication)
      .createQueryBuilder('c')
      .where('c.instance_id = :instance AND c.application_id = :id', {
        instance: instanceId,
        id: applicationId,
      })
      .andWhere('c.type IN (:...types)', { types: APPLICANT_VISIBLE_TYPES })
      .orderBy('c.created_at', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    const files = await this.filesOf(instanceId, rows);
    return rows.map((c) => applicantView(c, files));
  }

  /** GET /api/applications/:id/messages: the applicant's own application's messages; 404 for anyone else's. */
  async applicantMessages(caller: SessionCaller, applicationId: number): Promise<ApplicantMessage[]> {
    await this.assertApplicant(caller, applicationId);
    return this.forApplicant(caller.instance.id, applicationId);
  }

  /** The applicant's reply from their application page (APPLICANT_REPLY_TYPE), with files they uploaded for it. */
  async reply(
    caller: SessionCaller,
    applicationId: number,
    reply: { body: string; fileIds?: number[] },
  ): Promise<ApplicantMessage> {
    const body = reply.body.trim();
    if (body === '') {
      throw unprocessable([
        { field: 'body', code: ERROR_CODE.fieldRequired, message: requiredMessage('body') },
      ]);
    }
    await this.assertApplicant(caller, applicationId);
    const files = await this.files.ownOfApplication(caller, applicationId, reply.fileIds ?? []);
    const senderName =
      fullName(caller.user.firstName, caller.user.lastName) || caller.user.email || 'Applicant';
    return this.receive(
      {
        instanceId: caller.instance.id,
        applicationId,
        type: APPLICANT_REPLY_TYPE,
        senderUserId: caller.user.id,
        senderName,
        body,
      },
      files,
    );
  }

  /**
   * A text or voicemail from a phone number (the telephony webhooks): threaded onto the newest application of
   * the applicant with that number; 404 noApplicationForNumber when there is none.
   */
  async fromPhone(
    instanceId: number,
    message: { from: string; type: 'SMS' | 'VOICE'; body: string },
  ): Promise<ApplicantMessage> {
    const applicationId = await this.applications.latestOfApplicantPhone(instanceId, message.from);
    if (applicationId === undefined) {
      throw notFound(
        ERROR_CODE.noApplicationForNumber,
        'No application of this instance has this phone number',
      );
    }
    return this.receive({
      instanceId,
      applicationId,
      type: message.type,
      senderUserId: null,
      senderName: message.from,
      body: message.body,
    });
  }

  /**
   * A message from the applicant: inbound and unread in the communications center, the application's last
   * contact, one more on the unread counter of its type, and message_received rules fired, in one transaction.
   */
  private receive(
    message: {
      instanceId: number;
      applicationId: number;
      type: CommunicationType;
      senderUserId: number | null;
      senderName: string;
      body: string;
    },
    files: FileWire[] = [],
  ): Promise<ApplicantMessage> {
    const { instanceId, applicationId, type, body } = message;
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(Communication).save(
        manager.getRepository(Communication).create({
          instanceId,
          applicationId,
          type,
          direction: 'inbound',
          senderUserId: message.senderUserId,
          senderName: message.senderName.slice(0, 200),
          subject: null,
          body,
          readAt: null,
          fileIds: files.map((f) => f.id),
        }),
      );
      const counter = UNREAD_COUNTER_BY_TYPE[type];
      await this.applications.noteInboundContact(manager, {
        instanceId,
        applicationId,
        at: saved.createdAt,
        type,
        counter: COUNTER_COLUMN[counter ?? APPLICANT_REPLY_COUNTER],
      });
      await this.notifications.applicationsChanged(manager, instanceId, [{ applicationId, kind: 'message' }]);
      return applicantView(saved, files);
    });
  }

  private async assertApplicant(caller: SessionCaller, applicationId: number): Promise<void> {
    const found = await this.applications.applicantAccount(caller.instance.id, applicationId);
    if (found?.accountId !== caller.account.id) throw applicationNotFound(applicationId);
  }

  private async takeOffCounters(
    manager: EntityManager,
    application: Application,
    marked: { type: CommunicationType }[],
  ) {
    const taken = new Map<UnreadColumn, number>();
    for (const { type } of marked) {
      const counter = UNREAD_COUNTER_BY_TYPE[type];
      if (counter) taken.set(COUNTER_COLUMN[counter], (taken.get(COUNTER_COLUMN[counter]) ?? 0) + 1);
    }
    // Never below zero, whatever an import or an older version left in the counters.
    await this.applications.takeOffUnread(manager, application.instanceId, application.id, taken);
  }

  /** The applicant's address for the channel: the account's own (individual or business), else the user's. */
  private async recipient(
    application: Application,
    type: keyof typeof DELIVERY_CHANNEL_BY_TYPE,
  ): Promise<string> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(nullif(i.email, ''), nullif(b.email, ''), nullif(u.email, '')) AS email,
              coalesce(nullif(i.phone, ''), nullif(u.phone, '')) AS phone,
              coalesce(u.sms_consent, false) AS "smsConsent"
         FROM (SELECT 1) one
         LEFT JOIN accounts ac ON ac.instance_id = $1 AND ac.id = $2
         LEFT JOIN individuals i ON ac.entity_type = 2 AND i.instance_id = $1 AND i.id = ac.entity_id
         LEFT JOIN businesses b ON ac.entity_type = 1 AND b.instance_id = $1 AND b.id = ac.entity_id
         LEFT JOIN users u ON u.id = $3`,
      [application.instanceId, application.applicantAccountId, application.applicantUserId],
    );
    if (type === 'EMAIL') {
      if (!row?.email) throw conflict('noApplicantEmail', 'The applicant has no email address to write to');
      return row.email as string;
    }
    if (!row?.phone) throw conflict('noApplicantPhone', 'The applicant has no phone number to text');
    if (!row.smsConsent)
      throw conflict('noSmsConsent', 'The applicant has not agreed to receive text messages');
    return row.phone as string;
  }
}
