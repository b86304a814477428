import { Inject, Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, DomainException, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import {
  amountError,
  amountOwedOf,
  channelsOfProgram,
  isAbaRoutingNumber,
  isBankAccountNumber,
  notOwedError,
  PAYMENT_WORKFLOW_STATE,
  type PaymentAnswer,
  type PaymentChannel,
  type PaymentWire,
  type PaypalLinkAnswer,
  type PaypalTokenAnswer,
  type VerifyAccountAnswer,
} from '../../contract/payments.js';
import { ApplicationsRepository, type PaymentTarget } from '../applications/applications.repository.js';
import { applicationNotFound } from '../programs/application-scope.js';
import { LOCAL_BANKS } from './adapters/local-test-numbers.js';
import type {
  CaptureOrderDto,
  CreateChargeDto,
  CreateCheckPaymentDto,
  PaypalLinkDto,
} from './dto/payments.dto.js';
import { fingerprintOf, KeyTaken, keyReused } from './idempotency.js';
import { PaymentEvents } from './payment-events.js';
import { PAYMENTS_PROCESSOR, type PaymentsProcessor } from './payments.port.js';
import {
  type MethodRow,
  type NewPayment,
  PaymentsRepository,
  type PaymentsTrx,
} from './payments.repository.js';

const CARD_NUMBER = /^\d{12,19}$/;
const paidAlready = 'The application is paid already';
const paymentUnderWay = 'A payment of the application is under way';

/** What one money-moving call answers, kept under its Idempotency-Key. */
interface Kept<T> {
  statusCode: number;
  answer: T;
  /** The work kept the answer on the key itself (in its own insert). */
  keptOnKey?: boolean;
}

/**
 * The payment rules: who may pay for which application, how much and by which channel; each payment's
 * first step through the processor; the application's payment channel and status following each event.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly applications: ApplicationsRepository,
    private readonly events: PaymentEvents,
    @Inject(PAYMENTS_PROCESSOR) private readonly processor: PaymentsProcessor,
  ) {}

  /** ABA checksum; a valid account is tokenized for the caller (last four digits and a token, never the number). */
  async verifyAccount(caller: SessionCaller, routing: string, account: string): Promise<VerifyAccountAnswer> {
    if (!isAbaRoutingNumber(routing) || !isBankAccountNumber(account)) return { valid: false };
    const method = await this.processor.tokenizeBankAccount(routing, account);
    const bankName = LOCAL_BANKS[routing] ?? null;
    await this.repo.insertMethod({
      instanceId: caller.instance.id,
      accountId: caller.account.id,
      kind: 'ach',
      routingNumber: routing,
      bankName,
      ...method,
    });
    return {
      valid: true,
      ...(bankName ? { bank_name: bankName } : {}),
      token: method.token,
      last4: method.last4,
    };
  }

  async createCharge(caller: SessionCaller, key: string, body: CreateChargeDto): Promise<PaymentAnswer> {
    return this.idempotent(caller, key, 'create-charge', body, () =>
      this.createChargeChecked(caller, key, body),
    );
  }

  private async createChargeChecked(
    caller: SessionCaller,
    key: string,
    body: CreateChargeDto,
  ): Promise<PaymentAnswer> {
    // At once: both are reads of the caller's own rows, and a refusal of either ends the call.
    const [target, method] = await Promise.all([
      this.payable(caller, body.applicationId, body.amount, body.currency),
      this.sourceOf(caller, body.source ?? null),
    ]);
    this.checkChannel(target, method.kind);
    return this.startPayment(caller, key, 'create-charge', body, target, {
      channel: method.kind,
      methodId: method.id,
      last4: method.last4,
      bankName: method.bankName,
      method,
    });
  }

  /** A payment by mailed check: under way until the check clears (the local processor settles it by the job). */
  async createCheckPayment(
    caller: SessionCaller,
    key: string,
    body: CreateCheckPaymentDto,
  ): Promise<PaymentAnswer> {
    return this.idempotent(caller, key, 'create-check-payment', body, () =>
      this.createCheckPaymentChecked(caller, key, body),
    );
  }

  private async createCheckPaymentChecked(
    caller: SessionCaller,
    key: string,
    body: CreateCheckPaymentDto,
  ): Promise<PaymentAnswer> {
    const currency = await this.currencyOf(caller, body.applicationId, body.currency);
    const target = await this.payable(caller, body.applicationId, body.amount, currency);
    this.checkChannel(target, 'check');
    return this.startPayment(caller, key, 'create-check-payment', { ...body, currency }, target, {
      channel: 'check',
      payee: body.payee,
      address: body.address,
      method: null,
    });
  }

  /** A charge or check under its key: the processor's first word, the payment row and the application following. */
  private startPayment(
    caller: SessionCaller,
    key: string,
    call: string,
    body: { amount: number; currency: string },
    target: PaymentTarget,
    how: Pick<NewPayment, 'channel' | 'methodId' | 'last4' | 'bankName' | 'payee' | 'address'> & {
      method: MethodRow | null;
    },
  ): Promise<PaymentAnswer> {
    const { method, ...paidBy } = how;
    const { amount, currency } = body;
    const claim = { instanceId: caller.instance.id, accountId: caller.account.id, key };
    return this.once(
      caller,
      key,
      call,
      body,
      async (trx) => {
        await this.checkNoLivePayment(trx, caller.instance.id, target.id);
        const outcome = await this.processor.charge({
          channel: how.channel,
          amount,
          currency,
          method,
          idempotencyKey: key,
        });
        const fact = {
          instanceId: caller.instance.id,
          applicationId: target.id,
          programId: target.programId,
          amount,
          currency,
        };
        const payment = {
          ...fact,
          ...paidBy,
          status: outcome.status,
          provider: this.processor.name,
          providerRef: outcome.providerRef,
          createdByUserId: caller.user.id,
        };
        const id = await this.repo.insertPaymentAnswered(trx, payment, claim);
        const failureCode = outcome.failureCode ?? null;
        const started = { ...fact, id, channel: how.channel, status: outcome.status, failureCode };
        await this.events.started(trx, started, caller.user.id);
        return { statusCode: 201, answer: { id, status: outcome.status }, keptOnKey: true };
      },
      target.id,
    );
  }

  /** A PayPal order for the application: created, to be approved by the payer at approve_url, then captured. */
  async paypalLink(caller: SessionCaller, body: PaypalLinkDto, origin: string): Promise<PaypalLinkAnswer> {
    const target = await this.payable(caller, body.applicationId, body.amount, body.currency);
    this.checkChannel(target, 'paypal');
    const order = await this.processor.createOrder({ amount: body.amount, currency: body.currency, origin });
    await this.repo.transaction(async (trx) => {
      await this.checkNoLivePayment(trx, caller.instance.id, target.id);
      const fact = {
        instanceId: caller.instance.id,
        applicationId: target.id,
        programId: target.programId,
        channel: 'paypal' as const,
        amount: body.amount,
        currency: body.currency,
        status: 'created' as const,
      };
      const id = await this.repo.insertPayment(trx, {
        ...fact,
        provider: this.processor.name,
        providerRef: order.orderId,
        createdByUserId: caller.user.id,
      });
      await this.events.started(trx, { ...fact, id, failureCode: null }, caller.user.id);
    });
    return { id: order.orderId, status: 'CREATED', approve_url: order.approveUrl };
  }

  /** Captures an approved order of the caller's: the payment goes under way and settles by the job. */
  async captureOrder(caller: SessionCaller, key: string, body: CaptureOrderDto): Promise<PaymentAnswer> {
    return this.idempotent(caller, key, 'paypal/capture-order', body, () =>
      this.captureOrderChecked(caller, key, body),
    );
  }

  private async captureOrderChecked(
    caller: SessionCaller,
    key: string,
    body: CaptureOrderDto,
  ): Promise<PaymentAnswer> {
    // Whose order it is is read before the transaction: the embedded database has one connection to share.
    const found = await this.repo.paymentByRef(this.repo.plain(), this.processor.name, body.orderID);
    const owner =
      found?.instanceId === caller.instance.id
        ? await this.applications.paymentTarget(caller.instance.id, found.applicationId)
        : undefined;
    if (!found || owner?.applicantAccountId !== caller.account.id || found.channel !== 'paypal') {
      throw notFound(ERROR_CODE.paypalOrderNotFound, `The order ${body.orderID} does not exist`);
    }
    return this.once(caller, key, 'paypal/capture-order', body, async (trx) => {
      const payment = await this.repo.payment(trx, caller.instance.id, found.id, true);
      if (payment?.status !== 'created') {
        return { statusCode: 201, answer: { id: found.id, status: payment?.status ?? found.status } };
      }
      if (!(await this.repo.isApproved(trx, payment.id))) {
        throw new DomainException(
          422,
          ERROR_CODE.paypalOrderNotApproved,
          'The payer has not approved this order yet',
        );
      }
      const outcome = await this.processor.captureOrder(body.orderID);
      const failureCode = outcome.failureCode ?? null;
      await this.repo.updatePayment(trx, payment.id, { status: outcome.status, failureCode });
      await this.events.started(trx, { ...payment, status: outcome.status, failureCode }, caller.user.id);
      return { statusCode: 201, answer: { id: payment.id, status: outcome.status } };
    });
  }

  paypalToken(): Promise<PaypalTokenAnswer> {
    return this.processor.clientToken();
  }

  /** The applicant's own application's payments; anyone else's application is not found. */
  async applicantPayments(caller: SessionCaller, applicationId: number): Promise<PaymentWire[]> {
    const target = await this.applications.paymentTarget(caller.instance.id, applicationId);
    if (!target || target.applicantAccountId !== caller.account.id) throw applicationNotFound(applicationId);
    return this.repo.paymentsOf(caller.instance.id, applicationId);
  }

  /**
   * The application the caller pays for: theirs (another's or another instance's is not found), in a program
   * that takes payments, waiting for payment, for exactly the amount the program asks, when it names one.
   */
  private async payable(
    caller: SessionCaller,
    applicationId: number,
    amount: number,
    currency: string,
  ): Promise<PaymentTarget> {
    const target = await this.applications.paymentTarget(caller.instance.id, applicationId);
    if (!target || target.applicantAccountId !== caller.account.id) throw applicationNotFound(applicationId);
    if (channelsOfProgram(target.paymentsType).length === 0) {
      throw conflict(ERROR_CODE.paymentsNotAccepted, 'This program takes no payments');
    }
    this.checkWaiting(target.stateName);
    const error = amountError(amount, currency);
    if (error) {
      const field = error === 'amountInvalid' ? 'amount' : 'currency';
      throw unprocessable([{ field, code: error, message: `The ${field} is not one we take` }]);
    }
    const notOwed = notOwedError(amount, currency, amountOwedOf(target.payments));
    if (notOwed) throw unprocessable([{ ...notOwed, code: ERROR_CODE.amountNotOwed }]);
    return target;
  }

  /** The currency a check is in: the one given, else the program's (settings.Payments.Currency), else USD. */
  private async currencyOf(caller: SessionCaller, applicationId: number, given: string | undefined) {
    if (given !== undefined) return given;
    const target = await this.applications.paymentTarget(caller.instance.id, applicationId);
    return amountOwedOf(target?.payments)?.currency ?? 'USD';
  }

  /** Only an application waiting for payment is paid; one in the states a payment moves it to says why not. */
  private checkWaiting(stateName: string): void {
    const { waiting, inProgress, paid } = PAYMENT_WORKFLOW_STATE;
    if (stateName === inProgress) throw conflict(ERROR_CODE.paymentInProgress, paymentUnderWay);
    if (stateName === paid) throw conflict(ERROR_CODE.alreadyPaid, paidAlready);
    if (stateName !== waiting)
      throw conflict(ERROR_CODE.notWaitingForPayment, `The application is not ${waiting}`);
  }

  private checkChannel(target: PaymentTarget, channel: PaymentChannel): void {
    if (!channelsOfProgram(target.paymentsType).includes(channel)) {
      throw conflict(ERROR_CODE.paymentsNotAccepted, `This program does not take ${channel} payments`);
    }
  }

  /** One payment at a time per application: none under way, none paid (the claim's lock orders rivals). */
  private async checkNoLivePayment(
    trx: PaymentsTrx,
    instanceId: number,
    applicationId: number,
  ): Promise<void> {
    const live = await this.repo.liveStatuses(trx, instanceId, applicationId);
    if (live.includes('succeeded')) throw conflict(ERROR_CODE.alreadyPaid, paidAlready);
    if (live.length > 0) throw conflict(ERROR_CODE.paymentInProgress, paymentUnderWay);
  }

  /** The method a charge names: a verified bank account's token, a card number (tokenized now), or the last account. */
  private async sourceOf(caller: SessionCaller, source: string | null): Promise<MethodRow> {
    if (source !== null && CARD_NUMBER.test(source)) {
      const card = await this.processor.tokenizeCard(source);
      await this.repo.insertMethod({
        instanceId: caller.instance.id,
        accountId: caller.account.id,
        kind: 'card',
        routingNumber: null,
        bankName: null,
        ...card,
      });
      source = card.token;
    }
    const method = await this.repo.methodOf(caller.instance.id, caller.account.id, source);
    if (!method) {
      throw unprocessable([
        {
          field: 'source',
          code: ERROR_CODE.paymentSourceInvalid,
          message: 'Verify a bank account (or give a card) first',
        },
      ]);
    }
    return method;
  }

  /**
   * A money-moving call whose duplicates replay the first one's answer. A first call is not slowed by a
   * look-up: a duplicate is caught by the key's claim (once), or, arriving after the first committed, by the
   * refusal the changed application gives it (now Payment in progress or Paid), after which the kept answer
   * is looked up and replayed all the same.
   */
  private async idempotent<T>(
    caller: SessionCaller,
    key: string,
    call: string,
    body: unknown,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const late = error instanceof DomainException && (await this.replayed<T>(caller, key, call, body));
      if (late) return late;
      throw error;
    }
  }

  /** The kept answer of a call already made under the key; a key used for another call or body is refused. */
  private async replayed<T>(caller: SessionCaller, key: string, call: string, body: unknown) {
    const stored = await this.repo.storedAnswer(caller.instance.id, caller.account.id, key);
    if (!stored) return undefined;
    if (stored.fingerprint !== fingerprintOf(call, body)) throw keyReused();
    return stored.answer as T;
  }

  /**
   * Runs a money-moving call once per Idempotency-Key and caller: the key is claimed in the call's own
   * transaction, so of concurrent duplicates one does the work and the others replay its kept answer. With
   * `lockApplication`, the claim also takes that application's payment lock.
   */
  async once<T>(
    caller: SessionCaller,
    key: string,
    call: string,
    body: unknown,
    work: (trx: PaymentsTrx) => Promise<Kept<T>>,
    lockApplication?: number,
  ): Promise<T> {
    const instanceId = caller.instance.id;
    const accountId = caller.account.id;
    const fingerprint = fingerprintOf(call, body);
    try {
      return await this.repo.transaction(async (trx) => {
        const claim = { instanceId, accountId, key, fingerprint };
        if (!(await this.repo.claimKey(trx, claim, lockApplication))) throw new KeyTaken();
        const kept = await work(trx);
        if (!kept.keptOnKey) {
          await this.repo.keepAnswer(trx, instanceId, accountId, key, kept.statusCode, kept.answer);
        }
        return kept.answer;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
    }
    const stored = await this.repo.storedAnswer(instanceId, accountId, key);
    if (!stored || stored.fingerprint !== fingerprint) throw keyReused();
    return stored.answer as T;
  }
}
