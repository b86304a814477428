import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { LocalProcessor, type LocalWebhookEvent, MAX_SETTLE_ATTEMPTS } from './adapters/local-processor.js';
import { type JobRow, PaymentsRepository } from './payments.repository.js';
import { SIGNATURE_HEADER, WebhookSignature } from './webhook-signature.js';

/** Jobs claimed per look; each runs in turn (the machine is small and settlement is quick). */
const BATCH = 20;
/** How long a claimed job is this process's before another may take it up (a process that died). */
const LEASE_MS = 60_000;
/** Webhook deliveries before giving up (the payment stays under way; the job's last_error says why). */
const MAX_DELIVERIES = 8;

/**
 * The payments job queue runner: settles payments under way (the local processor) and delivers its webhooks
 * to our own endpoint over HTTP. Jobs live in PostgreSQL and are claimed with SKIP LOCKED, so each runs once
 * across every server process; a failure is retried with exponential backoff.
 */
@Injectable()
export class PaymentJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentJobs.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly repo: PaymentsRepository,
    private readonly local: LocalProcessor,
    private readonly signature: WebhookSignature,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onApplicationBootstrap(): void {
    // unref: the queue never keeps a process (a CLI command) alive on its own.
    this.timer = setInterval(() => this.tick(), this.settings.PORCHLIGHT_PAYMENTS_POLL_MS).unref();
  }

  /** Stops before the database closes (module destroy), letting a job under way finish first. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One look for due jobs, never two at once in a process. */
  tick(): Promise<void> {
    if (this.running || !this.ownUrl()) return this.running ?? Promise.resolve();
    this.running = this.runDue()
      .catch((error: unknown) => this.logger.warn(`payment jobs: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async runDue(): Promise<void> {
    const jobs = await this.repo.claimDueJobs(BATCH, LEASE_MS);
    for (const job of jobs) {
      try {
        await (job.kind === 'settle' ? this.settle(job) : this.deliver(job));
      } catch (error) {
        await this.retry(job, error);
      }
    }
  }

  /** One settlement attempt; its outcome goes out as a webhook, in the same transaction as the ledger. */
  private async settle(job: JobRow): Promise<void> {
    await this.repo.updatePayment(this.repoDb(), job.paymentId, { attempts: job.attempts });
    await this.repo.transaction(async (trx) => {
      const event = await this.local.settle(trx, job);
      if (event) await this.enqueueWebhook(trx, job, event);
      await this.repo.finishJob(trx, job.id);
    });
  }

  private enqueueWebhook(
    trx: Parameters<PaymentsRepository['finishJob']>[0],
    job: JobRow,
    event: LocalWebhookEvent,
  ) {
    return this.repo.enqueueJob(trx, {
      instanceId: job.instanceId,
      paymentId: job.paymentId,
      kind: 'webhook',
      payload: event,
      runAt: new Date(),
    });
  }

  /** Posts the event to our webhook endpoint, signed; anything but a 2xx is retried. */
  private async deliver(job: JobRow): Promise<void> {
    const body = JSON.stringify(job.payload);
    const res = await fetch(`${this.ownUrl()}/api/payments/webhooks/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: this.signature.sign(body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    await this.repo.finishJob(this.repoDb(), job.id);
  }

  /** Backoff doubling from the settle delay (at least 100 ms); a settlement out of attempts fails the payment. */
  private async retry(job: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const limit = job.kind === 'settle' ? MAX_SETTLE_ATTEMPTS : MAX_DELIVERIES;
    const base = Math.max(100, this.settings.PORCHLIGHT_PAYMENTS_SETTLE_MS);
    const runAt =
      job.attempts >= limit ? new Date('9999-01-01') : new Date(Date.now() + base * 2 ** (job.attempts - 1));
    await this.repo.retryJob(job.id, message, runAt);
  }

  /** This process's own address, once it listens (a CLI process never does: its jobs wait for a server). */
  private ownUrl(): string | null {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as { address?: () => unknown } | undefined;
    const address = server?.address?.() as { port?: number } | null | undefined;
    return address?.port ? `http://127.0.0.1:${address.port}` : null;
  }

  private repoDb() {
    return this.repo.plain();
  }
}
