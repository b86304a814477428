import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type Job, JobQueue, type NewJob } from '../jobs/job-queue.js';
import {
  LocalProcessor,
  type LocalWebhookBody,
  MAX_SETTLE_ATTEMPTS,
  type SettleJob,
} from './adapters/local-processor.js';
import type { SettlementEvent } from './payments.port.js';
import { PaymentsRepository, type PaymentsTrx } from './payments.repository.js';
import { SIGNATURE_HEADER, WebhookSignature } from './webhook-signature.js';

/** The local processor's settlements, one job per payment under way. */
export const SETTLE_QUEUE = 'payments.settle';
/** Its webhooks to our own endpoint, one job per batch of settlements (the events of one settle batch). */
const WEBHOOK_QUEUE = 'payments.webhook';
/** Webhook deliveries before giving up (the payment stays under way; the job's failure says why). */
const MAX_DELIVERIES = 8;

/**
 * The local processor's background work on the application's job queue (jobs module: PostgreSQL, each job once
 * across server processes, retried with backoff): it settles payments under way and delivers the outcome as
 * a signed webhook to our own endpoint over HTTP, as a real processor would.
 */
@Injectable()
export class PaymentJobs implements OnModuleInit {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly local: LocalProcessor,
    private readonly signature: WebhookSignature,
    private readonly adapterHost: HttpAdapterHost,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    const retried = { retryDelaySeconds: 1, expireInSeconds: 60, batchSize: 20 };
    this.jobs.define<SettleJob>({
      name: SETTLE_QUEUE,
      retryLimit: MAX_SETTLE_ATTEMPTS - 1,
      ...retried,
      runBatch: (jobs) => this.settle(jobs),
    });
    this.jobs.define<LocalWebhookBody>({
      name: WEBHOOK_QUEUE,
      retryLimit: MAX_DELIVERIES - 1,
      ...retried,
      run: (job) => this.deliver(job.data),
    });
  }

  /** Queues a payment's settlement, in the transaction that put it under way (none if that rolls back). */
  settleLater(trx: PaymentsTrx, payment: { instanceId: number; id: number }, at: Date): Promise<void> {
    const data = { instanceId: payment.instanceId, paymentId: payment.id };
    return this.jobs.enqueue(this.repo.writerOf(trx), SETTLE_QUEUE, [
      { data, key: String(payment.id), startAfter: at },
    ]);
  }

  /**
   * A batch of settlement attempts, each counted whatever its outcome, in one statement; the outcomes go out
   * together, as one webhook (one request and one transaction for the batch, not one a payment). A payment no
   * longer under way (settled by an earlier attempt's webhook) has nothing to settle. Answers the attempts
   * that failed, to be retried.
   */
  private async settle(jobs: Job<Omit<SettleJob, 'attempts'>>[]): Promise<Map<string, Error>> {
    const attempts = jobs.map((job) => ({ ...job.data, attempts: job.attempt }));
    const payments = await this.repo.countSettleAttempts(attempts);
    const failures = new Map<string, Error>();
    const events: SettlementEvent[] = [];
    jobs.forEach((job, i) => {
      const payment = payments.get(attempts[i].paymentId);
      if (payment?.status !== 'processing') return;
      try {
        events.push(this.local.settle(attempts[i], payment));
      } catch (error) {
        failures.set(job.id, error instanceof Error ? error : new Error(String(error)));
      }
    });
    if (events.length === 0) return failures;
    const delivery: NewJob<LocalWebhookBody> = { data: { events }, key: events[0].id };
    await this.jobs.enqueue(this.repo.writerOf(this.repo.plain()), WEBHOOK_QUEUE, [delivery]);
    return failures;
  }

  /** Posts the events to our webhook endpoint, signed; anything but a 2xx is retried. */
  private async deliver(delivery: LocalWebhookBody): Promise<void> {
    const url = this.ownUrl();
    // A process that does not listen (a CLI command) leaves the delivery to a server's retry.
    if (!url) throw new Error('this process does not listen for webhooks');
    const body = JSON.stringify(delivery);
    const res = await fetch(`${url}/api/payments/webhooks/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: this.signature.sign(body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  }

  /** This process's own address, once it listens. */
  private ownUrl(): string | null {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as { address?: () => unknown } | undefined;
    const address = server?.address?.() as { port?: number } | null | undefined;
    return address?.port ? `http://127.0.0.1:${address.port}` : null;
  }
}
