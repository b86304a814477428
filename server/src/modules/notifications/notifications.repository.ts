import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type ChannelPreferences,
  DEFAULT_CHANNEL_PREFERENCES,
  type NotificationChannel,
  type NotificationEvent,
  type NotifiedPerson,
  type RuleParticipant,
  type RuleTranslations,
} from '../../contract/notifications.js';
import type { DeliveryStatus } from './entities/notification-delivery.entity.js';
import { UserPreference } from './entities/user-preference.entity.js';

/** A transaction (a TypeORM manager) the statements of a change run in. */
export interface QueryWriter {
  query(text: string, parameters: unknown[]): Promise<unknown>;
}

/** A person a message may go to. */
export type Person = NotifiedPerson;

/** What a fired rule's template and recipients need of an application. */
export interface ApplicationContext {
  id: number;
  programId: number;
  externalId: string;
  caseNumber: string | null;
  applicantName: string;
  programName: string;
  /** The state as applicants see it: its public label, else its name. */
  stateLabel: string;
  applicant: Person;
  owner: Person | null;
}

export interface RuleRow {
  id: number;
  programId: number | null;
  event: NotificationEvent;
  stateId: number | null;
  channel: NotificationChannel;
  subject: string | null;
  body: string;
  translations: RuleTranslations;
  participants: RuleParticipant[];
}

/** One delivery attempt to record. */
export interface DeliveryRecord {
  instanceId: number;
  ruleId: number;
  applicationId: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  participant: string;
  recipient: string | null;
  subject: string | null;
  attempt: number;
  status: DeliveryStatus;
  error: string | null;
}

/** A person's channel preferences on the instance, from their user_preferences row `p` (all on without one). */
const CHANNELS = (p: string) => `json_build_object('email', coalesce(${p}.email, true),
  'sms', coalesce(${p}.sms, true), 'voice', coalesce(${p}.voice, true))`;

/** The user's preferences row on the instance (`instance`, an SQL expression), joined as `p`. */
const PREFERENCES = (p: string, u: string, instance: string) =>
  `LEFT JOIN user_preferences ${p} ON ${p}.instance_id = ${instance} AND ${p}.user_id = ${u}.id`;

const PERSON = (u: string, p: string) => `json_build_object('id', ${u}.id,
  'name', nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), 'email', ${u}.email,
  'phone', ${u}.phone, 'smsConsent', coalesce(${u}.sms_consent, false), 'language', ${u}.default_language,
  'channels', ${CHANNELS(p)})`;

/**
 * The notifications domain's data: its rules with their participants and the delivery records, and the
 * read of what a message says of an application (its applicant, owner, program and state) and to whom it
 * goes. Every query is scoped by instance.
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the instance has an active rule for any of the events (read in the change's transaction). */
  async anyActiveRule(
    writer: QueryWriter,
    instanceId: number,
    events: NotificationEvent[],
  ): Promise<boolean> {
    const rows = (await writer.query(
      'SELECT 1 FROM notification_rules WHERE instance_id = $1 AND active AND event = ANY($2::text[]) LIMIT 1',
      [instanceId, events],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The active rules of the programs (and the instance's own, program null), with their participants. */
  rules(instanceId: number, programIds: number[]): Promise<RuleRow[]> {
    return this.dataSource.query(
      `SELECT r.id, r.program_id AS "programId", r.event, r.state_id AS "stateId", r.channel, r.subject, r.body,
              r.translations,
              coalesce((SELECT json_agg(json_build_object('kind', p.kind, 'value', p.value) ORDER BY p.id)
                          FROM notification_participants p
                         WHERE p.instance_id = r.instance_id AND p.rule_id = r.id), '[]') AS participants
         FROM notification_rules r
        WHERE r.instance_id = $1 AND r.active AND (r.program_id IS NULL OR r.program_id = ANY($2::int[]))
        ORDER BY r.id`,
      [instanceId, programIds],
    );
  }

  /** A rule of the instance as its test message needs it, with its program's name (the instance's for none). */
  async ruleToTest(
    instanceId: number,
    id: number,
  ): Promise<
    (Pick<RuleRow, 'channel' | 'subject' | 'body' | 'translations'> & { programName: string }) | undefined
  > {
    const [row] = await this.dataSource.query(
      `SELECT r.channel, r.subject, r.body, r.translations, coalesce(p.display_name, i.name, '') AS "programName"
         FROM notification_rules r
         JOIN instances i ON i.id = r.instance_id
         LEFT JOIN programs p ON p.instance_id = r.instance_id AND p.id = r.program_id
        WHERE r.instance_id = $1 AND r.id = $2`,
      [instanceId, id],
    );
    return row;
  }

  /** The applications as their messages name them, with the applicant's and the owner's contacts. */
  contexts(instanceId: number, applicationIds: number[]): Promise<ApplicationContext[]> {
    return this.dataSource.query(
      `SELECT a.id, a.program_id AS "programId", a.external_id AS "externalId", a.case_number AS "caseNumber",
              coalesce(a.applicant_name, '') AS "applicantName", p.display_name AS "programName",
              coalesce(nullif(s.public_label, ''), s.name, '') AS "stateLabel",
              json_build_object('id', au.id, 'name', a.applicant_name,
                'email', coalesce(nullif(i.email, ''), nullif(b.email, ''), nullif(au.email, '')),
                'phone', coalesce(nullif(i.phone, ''), nullif(au.phone, '')),
                'smsConsent', coalesce(au.sms_consent, false), 'language', au.default_language,
                'channels', ${CHANNELS('ap')}) AS applicant,
              CASE WHEN o.id IS NULL THEN NULL ELSE ${PERSON('o', 'op')} END AS owner
         FROM applications a
         JOIN programs p ON p.instance_id = a.instance_id AND p.id = a.program_id
         LEFT JOIN workflow_states s ON s.id = a.current_state_id
         LEFT JOIN accounts ac ON ac.instance_id = a.instance_id AND ac.id = a.applicant_account_id
         LEFT JOIN individuals i ON ac.entity_type = 2 AND i.instance_id = a.instance_id AND i.id = ac.entity_id
         LEFT JOIN businesses b ON ac.entity_type = 1 AND b.instance_id = a.instance_id AND b.id = ac.entity_id
         LEFT JOIN users au ON au.id = a.applicant_user_id
         LEFT JOIN users o ON o.id = a.owner_id
         ${PREFERENCES('ap', 'au', 'a.instance_id')}
         ${PREFERENCES('op', 'o', 'a.instance_id')}
        WHERE a.instance_id = $1 AND a.id = ANY($2::int[])`,
      [instanceId, applicationIds],
    );
  }

  /** Users of the instance (those with an account on it) by id or email, each with the value that named it. */
  users(instanceId: number, values: string[]): Promise<{ value: string; person: Person }[]> {
    if (values.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT v.value, ${PERSON('u', 'up')} AS person
         FROM unnest($2::text[]) v(value)
         JOIN users u ON (v.value ~ '^[0-9]{1,9}$' AND u.id = v.value::int) OR lower(u.email) = lower(v.value)
         ${PREFERENCES('up', 'u', '$1')}
        WHERE EXISTS (SELECT 1 FROM accounts ac WHERE ac.instance_id = $1 AND ac.user_id = u.id)`,
      [instanceId, values],
    );
  }

  /** The user's channel preferences on the instance: every channel on until they say otherwise. */
  async preferences(instanceId: number, userId: number): Promise<ChannelPreferences> {
    const row = await this.dataSource.getRepository(UserPreference).findOneBy({ instanceId, userId });
    return row ? { email: row.email, sms: row.sms, voice: row.voice } : { ...DEFAULT_CHANNEL_PREFERENCES };
  }

  /** Replaces the user's channel preferences on the instance (one row per user and instance). */
  async savePreferences(instanceId: number, userId: number, channels: ChannelPreferences): Promise<void> {
    await this.dataSource
      .getRepository(UserPreference)
      .upsert({ instanceId, userId, ...channels }, { conflictPaths: ['instanceId', 'userId'] });
  }

  /** Logs the failed attempts among the records (error-log), through the writer given (or the pool). */
  async logFailures(records: DeliveryRecord[], writer: QueryWriter = this.dataSource): Promise<void> {
    const failed = records.filter((r) => r.status === 'failed');
    if (failed.length === 0) return;
    await writer.query(
      `INSERT INTO error_log (instance_id, source, application_id, channel, recipient, message)
       SELECT i, 'notification-delivery', a, c, r, coalesce(m, 'Failed')
         FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[]) AS f(i, a, c, r, m)`,
      [
        failed.map((r) => r.instanceId),
        failed.map((r) => r.applicationId),
        failed.map((r) => r.channel),
        failed.map((r) => r.recipient),
        failed.map((r) => r.error),
      ],
    );
  }

  /** Records delivery attempts, one statement whatever their count, through the writer given (or the pool). */
  async record(records: DeliveryRecord[], writer: QueryWriter = this.dataSource): Promise<void> {
    if (records.length === 0) return;
    const column = <K extends keyof DeliveryRecord>(key: K) => records.map((r) => r[key]);
    await writer.query(
      `INSERT INTO notification_deliveries (instance_id, rule_id, application_id, event, channel, participant,
                                            recipient, subject, attempt, status, error)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::int[], $10::text[], $11::text[])`,
      [
        column('instanceId'),
        column('ruleId'),
        column('applicationId'),
        column('event'),
        column('channel'),
        column('participant'),
        column('recipient'),
        column('subject'),
        column('attempt'),
        column('status'),
        column('error'),
      ],
    );
  }
}
