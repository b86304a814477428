import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { isValidEmail } from '../../common/validation/field-rules.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { ERROR_CODE } from '../../contract/errors.js';
import {
  type ApplicationChange,
  firedEvents,
  type NotificationChannel,
  type NotificationEvent,
  recipientOf,
  renderMessage,
  ruleMatches,
  sampleValues,
  textsIn,
} from '../../contract/notifications.js';
import { isValidUsPhone, usPhoneDigits } from '../../contract/patterns.js';
import { DELIVERY_PORT, type DeliveryPort, type OutgoingMessage } from '../delivery/delivery.port.js';
import { type Job, JobQueue, type NewJob } from '../jobs/job-queue.js';
import {
  type ApplicationContext,
  type DeliveryRecord,
  NotificationsRepository,
  type Person,
  type QueryWriter,
  type RuleRow,
} from './notifications.repository.js';

/** A change of one application, as its domain reports it. */
export type ChangedApplication = ApplicationChange & { applicationId: number };

interface FanOut {
  instanceId: number;
  changes: ChangedApplication[];
}

/** One message to one recipient, rendered: a job of its own, retried alone. */
interface Delivery {
  instanceId: number;
  ruleId: number;
  applicationId: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  participant: string;
  to: string;
  subject: string | null;
  body: string;
}

/** A rule's message that reached the applicant, for their application's thread. */
export interface SentToApplicant {
  instanceId: number;
  applicationId: number;
  channel: NotificationChannel;
  subject: string | null;
  body: string;
}

/** Keeps what reached applicants, in the transaction that records the delivery. */
export type ApplicantThread = (writer: EntityManager, sent: SentToApplicant[]) => Promise<void>;

export const FAN_OUT_QUEUE = 'notifications.fan-out';
export const DELIVERY_QUEUE = 'notifications.deliver';
/** Changes per fan-out job: a bulk change of thousands becomes a few jobs. */
const CHANGES_PER_JOB = 200;

/**
 * Notification rules that fire (API.md "Notifications that fire"). A change enqueues a fan-out job in its own
 * transaction (nothing for a change rolled back, and a bulk change only enqueues); the fan-out finds the
 * rules fired and their recipients, renders each message in the recipient's language and enqueues one
 * delivery job each; a delivery goes through the delivery port, every attempt recorded, retried with backoff.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly jobs: JobQueue,
    private readonly dataSource: DataSource,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Where messages sent to applicants are threaded (the communications center registers itself). */
  private applicantThread: ApplicantThread | null = null;

  /**
   * Called by the communications domain at start: it keeps each message a rule sent to an applicant on their
   * application (they read it on /application). A hook rather than an import: communications depends on us.
   */
  threadApplicantMessagesWith(thread: ApplicantThread): void {
    this.applicantThread = thread;
  }

  onModuleInit(): void {
    this.jobs.define<FanOut>({
      name: FAN_OUT_QUEUE,
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 300,
      batchSize: 5,
      run: (job) => this.fanOut(job),
    });
    this.jobs.define<Delivery>({
      name: DELIVERY_QUEUE,
      retryLimit: 5,
      retryDelaySeconds: this.settings.PORCHLIGHT_NOTIFY_RETRY_SECONDS,
      expireInSeconds: 120,
      batchSize: 100,
      runBatch: (jobs) => this.deliver(jobs),
    });
  }

  /**
   * Sends a rule's message once, filled with sample values in the sender's language, to `to` or to the staff
   * member themself (the test-message button); nothing is recorded against an application.
   */
  async sendTest(caller: SessionCaller, ruleId: number, to?: string): Promise<OutgoingMessage> {
    const rule = await this.repo.ruleToTest(caller.instance.id, ruleId);
    if (!rule) throw notFound(ERROR_CODE.notificationRuleNotFound, `No notification rule ${ruleId}`);
    const own = rule.channel === 'email' ? caller.user.email : caller.user.phone;
    const recipient = (to ?? own ?? '').trim();
    const fits = rule.channel === 'email' ? isValidEmail(recipient) : isValidUsPhone(recipient);
    if (!fits) {
      const what = rule.channel === 'email' ? 'an email address' : 'a US phone number';
      throw unprocessable([
        { field: 'to', code: ERROR_CODE.recipientInvalid, message: `Send the test to ${what}` },
      ]);
    }
    const sender = [caller.user.firstName, caller.user.lastName].filter(Boolean).join(' ');
    const rendered = renderMessage(
      textsIn(rule, caller.user.defaultLanguage),
      sampleValues(rule.programName, sender),
    );
    const message: OutgoingMessage = {
      instanceId: caller.instance.id,
      channel: rule.channel,
      // A number as delivery stores numbers, so the outbox finds it by any format.
      to: rule.channel === 'email' ? recipient : `+1${usPhoneDigits(recipient)}`,
      body: rendered.body,
      ...(rendered.subject ? { subject: rendered.subject } : {}),
    };
    await this.delivery.send(message);
    return message;
  }

  /**
   * Called by a domain in the transaction of its change: enqueues the fan-out when the instance has an
   * active rule the changes may fire (one indexed look), so a change commits with its notifications or
   * neither.
   */
  async applicationsChanged(writer: QueryWriter, instanceId: number, changes: ChangedApplication[]) {
    const events = [...new Set(changes.flatMap((c) => firedEvents(c).map((f) => f.event)))];
    if (events.length === 0 || !(await this.repo.anyActiveRule(writer, instanceId, events))) return;
    const jobs: NewJob<FanOut>[] = [];
    for (let i = 0; i < changes.length; i += CHANGES_PER_JOB) {
      jobs.push({ data: { instanceId, changes: changes.slice(i, i + CHANGES_PER_JOB) } });
    }
    await this.jobs.enqueue(writer, FAN_OUT_QUEUE, jobs);
  }

  /**
   * Renders the fired rules' messages and enqueues one delivery each (keyed by the fan-out job, so a fan-out
   * run twice enqueues them once); participants nothing can reach are recorded as skipped.
   */
  private async fanOut({ id, data }: Job<FanOut>): Promise<void> {
    const { instanceId, changes } = data;
    const contexts = new Map(
      (await this.repo.contexts(instanceId, [...new Set(changes.map((c) => c.applicationId))])).map((c) => [
        c.id,
        c,
      ]),
    );
    const rules = await this.repo.rules(instanceId, [
      ...new Set([...contexts.values()].map((c) => c.programId)),
    ]);
    const users = await this.usersOf(instanceId, rules);
    const deliveries: NewJob<Delivery>[] = [];
    const skipped: DeliveryRecord[] = [];
    for (const change of changes) {
      const context = contexts.get(change.applicationId);
      if (!context) continue;
      for (const fired of firedEvents(change)) {
        for (const rule of rules) {
          if ((rule.programId ?? context.programId) !== context.programId || !ruleMatches(rule, fired))
            continue;
          for (const message of this.messages(instanceId, rule, fired.event, context, users)) {
            if ('skipped' in message) skipped.push(message.skipped);
            else deliveries.push({ data: message, key: `${id}:${deliveries.length}` });
          }
        }
      }
    }
    await this.dataSource.transaction(async (manager) => {
      await this.repo.record(skipped, manager);
      await this.jobs.enqueue(manager, DELIVERY_QUEUE, deliveries);
    });
  }

  /** The rule's message to each of its participants for this application, or why one gets none. */
  private messages(
    instanceId: number,
    rule: RuleRow,
    event: NotificationEvent,
    context: ApplicationContext,
    users: Map<string, Person>,
  ): (Delivery | { skipped: DeliveryRecord })[] {
    const values = {
      externalId: context.externalId,
      caseNumber: context.caseNumber ?? '',
      applicantName: context.applicantName,
      programName: context.programName,
      state: context.stateLabel,
      ownerName: context.owner?.name ?? '',
    };
    return rule.participants.map((participant) => {
      const recipient = recipientOf(participant, rule.channel, {
        applicant: context.applicant,
        owner: context.owner,
        users,
      });
      const base = { instanceId, ruleId: rule.id, applicationId: context.id, event, channel: rule.channel };
      if ('skipped' in recipient) {
        const record = {
          ...base,
          participant: recipient.kind,
          recipient: recipient.to,
          subject: rule.subject,
        };
        return { skipped: { ...record, attempt: 1, status: 'skipped' as const, error: recipient.skipped } };
      }
      const rendered = renderMessage(textsIn(rule, recipient.language), values);
      return { ...base, participant: recipient.kind, to: recipient.to, ...rendered };
    });
  }

  /** The staff users the rules' participants name (by id or email). */
  private async usersOf(instanceId: number, rules: RuleRow[]): Promise<Map<string, Person>> {
    const values = rules.flatMap((r) =>
      r.participants.filter((p) => p.kind === 'user' && p.value).map((p) => p.value as string),
    );
    const found = await this.repo.users(instanceId, [...new Set(values)]);
    return new Map(found.map((f) => [f.value, f.person]));
  }

  /**
   * Sends each message of a batch; every attempt is recorded, sent or failed, in one statement for the batch.
   * The failed ones are answered, to be retried.
   */
  private async deliver(jobs: Job<Delivery>[]): Promise<Map<string, Error>> {
    const results = await this.delivery.sendEach(
      jobs.map(({ data: { instanceId, channel, to, subject, body } }) => ({
        instanceId,
        channel,
        to,
        body,
        ...(subject ? { subject } : {}),
      })),
    );
    const failures = new Map<string, Error>();
    const records = jobs.map(({ id, data, attempt }, i): DeliveryRecord => {
      const { instanceId, ruleId, applicationId, event, channel, participant, to, subject } = data;
      const error = results[i];
      if (error) failures.set(id, error);
      return {
        ...{
          instanceId,
          ruleId,
          applicationId,
          event,
          channel,
          participant,
          recipient: to,
          subject,
          attempt,
        },
        status: error ? 'failed' : 'sent',
        error: error ? reasonOf(error) : null,
      };
    });
    const sent = jobs
      .filter(({ id, data }) => !failures.has(id) && data.participant === 'applicant')
      .map(({ data: { instanceId, applicationId, channel, subject, body } }) => ({
        ...{ instanceId, applicationId, channel, subject, body },
      }));
    await this.dataSource.transaction(async (manager) => {
      await this.repo.record(records, manager);
      await this.repo.logFailures(records, manager);
      if (sent.length > 0) await this.applicantThread?.(manager, sent);
    });
    return failures;
  }
}

/** What went wrong, as the delivery adapter said it (the mail server's reply when it gave one). */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
