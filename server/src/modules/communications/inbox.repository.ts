import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { INBOX_EXCERPT_LENGTH, INBOX_LIMIT, type InboxThread } from '../../contract/inbox.js';
import { INTERNAL_TYPES } from './channels.js';

interface ThreadRow extends Omit<InboxThread, 'last'> {
  type: InboxThread['last']['type'];
  direction: InboxThread['last']['direction'];
  senderName: string;
  subject: string | null;
  excerpt: string;
  at: Date;
}

/**
 * The communications' threads of an instance's applications (the inbox): each application with a message, its
 * unread counters and its newest message; unread threads first, then the newest message first.
 */
@Injectable()
export class InboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `processIds` null: every process of the instance (administrators). */
  async threads(instanceId: number, processIds: number[] | null): Promise<InboxThread[]> {
    const rows: ThreadRow[] = await this.dataSource.query(
      `SELECT a.id AS "applicationId", a.external_id AS "externalId", a.applicant_name AS "applicantName",
              p.display_name AS "programName",
              (a.unread_email + a.unread_sms + a.unread_voice + a.unread_ivr)::int AS unread,
              m.messages, l.type, l.direction, l.sender_name AS "senderName", l.subject,
              left(l.body, $4) AS excerpt, l.created_at AS at
         FROM applications a
         JOIN programs p ON p.id = a.program_id
         JOIN LATERAL (SELECT c.type, c.direction, c.sender_name, c.subject, c.body, c.created_at
                         FROM communications c
                        WHERE c.instance_id = a.instance_id AND c.application_id = a.id
                          AND c.type <> ALL($3::varchar[])
                        ORDER BY c.created_at DESC, c.id DESC LIMIT 1) l ON true
         CROSS JOIN LATERAL (SELECT count(*)::int AS messages FROM communications c
                              WHERE c.instance_id = a.instance_id AND c.application_id = a.id
                                AND c.type <> ALL($3::varchar[])) m
        WHERE a.instance_id = $1 AND ($2::int[] IS NULL OR a.workflow_id = ANY($2::int[]))
        ORDER BY (a.unread_email + a.unread_sms + a.unread_voice + a.unread_ivr) > 0 DESC, l.created_at DESC, a.id DESC
        LIMIT $5`,
      [instanceId, processIds, INTERNAL_TYPES, INBOX_EXCERPT_LENGTH, INBOX_LIMIT],
    );
    return rows.map(({ type, direction, senderName, subject, excerpt, at, ...thread }) => ({
      ...thread,
      last: { type, direction, senderName, subject, excerpt, at: new Date(at).toISOString() },
    }));
  }
}
