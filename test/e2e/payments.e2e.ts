// Payments on the local processor (issue 20; API.md "Payments"): ABA verification, charges that settle,
// are declined, or fail and are retried by the job; one payment for twenty concurrent duplicates of a key;
// staff refunds; isolation between applicants and instances; and the ledger at zero after every test.
import { randomUUID } from 'node:crypto';
import type { PaymentWire } from '../../server/src/contract/payments.js';
import {
  APPLICATIONS_DB,
  ApplicationsRepository,
} from '../../server/src/modules/applications/applications.repository.js';
import { SIGNATURE_HEADER, WebhookSignature } from '../../server/src/modules/payments/webhook-signature.js';
import { useApplicationIds, useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp({ env: { PORCHLIGHT_PAYMENTS_SETTLE_MS: '0', PORCHLIGHT_JOBS_POLL_MS: '500' } });
const tokens = useDemoSessions(t);
const demoApplications = useApplicationIds(t);

/** Child Savings Account: settings.Payments.Type ACH, Amount 50000 (500.00 USD). */
const CHILD_SAVINGS = 6;
const OWED = 50000;
const ROUTING = '110000000';
const ACCOUNTS = {
  ok: '000123456789',
  decline: '000111111116',
  failOnce: '000222222227',
  fail: '000333333335',
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An applicant of the test's own with an application Waiting for payment in Child Savings. */
async function payer(instance = 'springfield') {
  const { user, email } = await newUser(t, { accounts: [{ instance, kind: 'individual' }] });
  const token = await sessionTokenFor(t, email, instance);
  const [{ accountId }] = await t.dataSource.query(
    `SELECT a.id AS "accountId" FROM accounts a JOIN instances i ON i.id = a.instance_id WHERE a.user_id = $1 AND i.subdomain = $2`,
    [user.id, instance],
  );
  if (instance !== 'springfield') return { token, applicationId: 0, userId: user.id, accountId };
  const applicationId = await waitingApplication(user.id, accountId);
  return { token, applicationId, userId: user.id, accountId };
}

/** Another application of the applicant's, Waiting for payment in Child Savings. */
async function waitingApplication(userId: number, accountId: number): Promise<number> {
  const [{ stateId }] = await t.dataSource.query(
    `SELECT s.id AS "stateId" FROM workflow_states s
      WHERE s.workflow_id = (SELECT min(id) FROM workflows WHERE program_id = $1) AND s.name = 'Waiting for payment'`,
    [CHILD_SAVINGS],
  );
  const application = await newApplication(t, {
    program: CHILD_SAVINGS,
    state: stateId,
    applicantUserId: userId,
    applicantAccountId: accountId,
  });
  return application.id;
}

const verify = (token: string, account: string, routing = ROUTING) =>
  t.http
    .post('/api/payments/verify-account')
    .set(bearer(token))
    .send({ routing_number: routing, account_number: account });

const charge = (token: string, body: Record<string, unknown>, key: string | null = randomUUID()) => {
  const req = t.http.post('/api/payments/create-charge').set(bearer(token));
  return (key ? req.set('idempotency-key', key) : req).send(body);
};

/**
 * The application's payments once the jobs have brought the newest to a final status: the settle job and
 * the webhook job each wait for the queue's next look (500 ms here), and retries back off from 1 s.
 */
async function settled(token: string, applicationId: number): Promise<PaymentWire> {
  for (let i = 0; i < 600; i += 1) {
    const { body } = await t.http
      .get(`/api/applications/${applicationId}/payments`)
      .set(bearer(token))
      .expect(200);
    if (body[0] && !['processing', 'created'].includes(body[0].status)) return body[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the payment never settled');
}

async function application(id: number) {
  const [row] = await t.dataSource.query(
    'SELECT payment_channel_name AS channel, payment_status_name AS status FROM applications WHERE id = $1',
    [id],
  );
  return row as { channel: string | null; status: string | null };
}

/** The workflow states the application entered, oldest first, by the audit trail's status events. */
const statesEntered = async (id: number): Promise<string[]> =>
  (
    await t.dataSource.query(
      `SELECT s.name FROM application_events e JOIN workflow_states s ON s.id = e.to_state_id
        WHERE e.application_id = $1 AND e.type = 'status' ORDER BY e.id`,
      [id],
    )
  ).map((r: { name: string }) => r.name);

const stateOf = async (id: number): Promise<string> =>
  (await t.dataSource.query('SELECT state_name FROM applications WHERE id = $1', [id]))[0].state_name;

const paymentEvents = async (id: number): Promise<string[]> =>
  (
    await t.dataSource.query(
      `SELECT comment FROM application_events WHERE application_id = $1 AND type = 'payment' ORDER BY id`,
      [id],
    )
  ).map((r: { comment: string }) => r.comment);

afterEach(async () => {
  // Double entry: every transaction, and so the whole ledger, sums to zero in each currency.
  const unbalanced = await t.dataSource.query(
    `SELECT transaction_id, currency, sum(amount_minor) FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount_minor) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const totals = await t.dataSource.query(
    'SELECT currency, sum(amount_minor)::text AS sum FROM ledger_entries GROUP BY currency',
  );
  for (const row of totals) expect(row.sum).toBe('0');
});

describe('verify-account', () => {
  it('answers valid with the bank, a token and the last four digits for a good checksum, and keeps no full number', async () => {
    const { token } = await payer();
    const res = await verify(token, ACCOUNTS.ok).expect(200);
    expect(res.body).toEqual({
      valid: true,
      bank_name: 'STRIPE TEST BANK',
      token: expect.stringMatching(/^ba_local_/),
      last4: '6789',
    });
    const stored = JSON.stringify(
      await t.dataSource.query('SELECT * FROM payment_methods WHERE token = $1', [res.body.token]),
    );
    expect(stored).not.toContain(ACCOUNTS.ok);
  });

  it('answers valid false for a bad checksum or a malformed account, and 422 for a missing field', async () => {
    const { token } = await payer();
    expect((await verify(token, ACCOUNTS.ok, '110000001').expect(200)).body).toEqual({ valid: false });
    expect((await verify(token, '12', ROUTING).expect(200)).body).toEqual({ valid: false });
    const res = await t.http
      .post('/api/payments/verify-account')
      .set(bearer(token))
      .send({ routing_number: ROUTING });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      errors: expect.arrayContaining([expect.objectContaining({ field: 'account_number' })]),
    });
  });
});

describe('create-charge', () => {
  it('settles a good account by the job: processing, then succeeded and Paid, each step in the audit trail', async () => {
    const { token, applicationId } = await payer();
    const { body: account } = await verify(token, ACCOUNTS.ok);
    const res = await charge(token, {
      applicationId,
      amount: OWED,
      currency: 'USD',
      source: account.token,
    }).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'processing' });
    const payment = await settled(token, applicationId);
    expect(payment).toMatchObject({
      id: res.body.id,
      status: 'succeeded',
      amount: 50000,
      currency: 'USD',
      channel: 'ach',
      last4: '6789',
      attempts: 1,
    });
    expect(await application(applicationId)).toEqual({ channel: 'Direct deposit', status: 'Paid' });
    expect(await statesEntered(applicationId)).toEqual(['Payment in progress', 'Paid']);
    expect(await stateOf(applicationId)).toBe('Paid');
    const events = await paymentEvents(applicationId);
    expect(events).toEqual([
      expect.stringContaining('made: 500.00 USD by Direct deposit, processing'),
      expect.stringContaining('settled: 500.00 USD by Direct deposit, succeeded'),
    ]);
    const [ledger] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM ledger_transactions WHERE payment_id = $1',
      [res.body.id],
    );
    expect(ledger.n).toBe(1);
  });

  it('declines the insufficient-funds account at settlement: declined, Failed, nothing in the ledger', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.decline);
    const res = await charge(token, { applicationId, amount: OWED, currency: 'USD' }).expect(201);
    const payment = await settled(token, applicationId);
    expect(payment).toMatchObject({ status: 'declined', failureCode: 'insufficientFunds' });
    expect(await application(applicationId)).toEqual({ channel: 'Direct deposit', status: 'Failed' });
    const [ledger] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM ledger_transactions WHERE payment_id = $1',
      [res.body.id],
    );
    expect(ledger.n).toBe(0);
  });

  it('a declined payment puts the application back to Waiting for payment, and another account then pays it', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.decline);
    await charge(token, { applicationId, amount: OWED, currency: 'USD' }).expect(201);
    expect(await settled(token, applicationId)).toMatchObject({ status: 'declined' });
    expect(await stateOf(applicationId)).toBe('Waiting for payment');
    const { body: good } = await verify(token, ACCOUNTS.ok).expect(200);
    await charge(token, { applicationId, amount: OWED, currency: 'USD', source: good.token }).expect(201);
    expect(await settled(token, applicationId)).toMatchObject({ status: 'succeeded', last4: '6789' });
    expect(await statesEntered(applicationId)).toEqual([
      'Payment in progress',
      'Waiting for payment',
      'Payment in progress',
      'Paid',
    ]);
  });

  it('refuses an amount other than what the program asks: 422 amountNotOwed, "The amount owed is 500.00 USD"', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.ok);
    const less = await charge(token, { applicationId, amount: 100, currency: 'USD' }).expect(422);
    expect(less.body).toMatchObject({
      statusCode: 422,
      code: 'amountNotOwed',
      errors: [{ field: 'amount', code: 'amountNotOwed', message: 'The amount owed is 500.00 USD' }],
    });
    const euros = await charge(token, { applicationId, amount: OWED, currency: 'EUR' }).expect(422);
    expect(euros.body.errors).toEqual([
      { field: 'currency', code: 'amountNotOwed', message: 'The amount owed is 500.00 USD' },
    ]);
    expect(await stateOf(applicationId)).toBe('Waiting for payment');
  });

  it('retries a settlement that fails once and then succeeds (two attempts)', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.failOnce);
    await charge(token, { applicationId, amount: OWED, currency: 'USD' }).expect(201);
    const payment = await settled(token, applicationId);
    expect(payment).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await application(applicationId)).toMatchObject({ status: 'Paid' });
  });

  it('gives up on a settlement that keeps failing after three attempts: failed (processorError)', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.fail);
    await charge(token, { applicationId, amount: OWED, currency: 'USD' }).expect(201);
    const payment = await settled(token, applicationId);
    expect(payment).toMatchObject({ status: 'failed', attempts: 3, failureCode: 'processorError' });
    expect(await application(applicationId)).toMatchObject({ status: 'Failed' });
  });

  it('refuses a charge without an Idempotency-Key (400), a fraction or a currency we do not take (422)', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.ok);
    const noKey = await charge(token, { applicationId, amount: OWED, currency: 'USD' }, null).expect(400);
    expect(noKey.body).toMatchObject({ statusCode: 400, code: 'idempotencyKeyRequired' });
    const fraction = await charge(token, { applicationId, amount: 12.5, currency: 'USD' }).expect(422);
    expect(fraction.body).toMatchObject({ errors: [{ field: 'amount' }] });
    const currency = await charge(token, { applicationId, amount: OWED, currency: 'XYZ' }).expect(422);
    expect(currency.body).toMatchObject({ code: 'currencyInvalid', errors: [{ field: 'currency' }] });
    expect(
      await t.dataSource.query('SELECT id FROM payments WHERE application_id = $1', [applicationId]),
    ).toEqual([]);
  });

  it('refuses a program that takes no payments and an application not Waiting for payment (409)', async () => {
    const { user, email } = await newUser(t);
    const token = await sessionTokenFor(t, email, 'springfield');
    const [{ id: accountId }] = await t.dataSource.query('SELECT id FROM accounts WHERE user_id = $1', [
      user.id,
    ]);
    const initial = await newApplication(t, {
      program: CHILD_SAVINGS,
      applicantUserId: user.id,
      applicantAccountId: accountId,
    });
    await verify(token, ACCOUNTS.ok);
    const notWaiting = await charge(token, {
      applicationId: initial.id,
      amount: OWED,
      currency: 'USD',
    }).expect(409);
    expect(notWaiting.body.code).toBe('notWaitingForPayment');
    const noPayments = await newApplication(t, {
      program: 5,
      applicantUserId: user.id,
      applicantAccountId: accountId,
    });
    const refused = await charge(token, {
      applicationId: noPayments.id,
      amount: OWED,
      currency: 'USD',
    }).expect(409);
    expect(refused.body.code).toBe('paymentsNotAccepted');
  });
});

describe('idempotency', () => {
  it('makes exactly one payment and one ledger transaction of twenty concurrent requests with one key', async () => {
    const { token, applicationId, userId, accountId } = await payer();
    await verify(token, ACCOUNTS.ok);
    const key = randomUUID();
    const body = { applicationId, amount: OWED, currency: 'USD' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => charge(token, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const payments = await t.dataSource.query('SELECT id FROM payments WHERE application_id = $1', [
      applicationId,
    ]);
    expect(payments).toHaveLength(1);
    await settled(token, applicationId);
    const [ledger] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM ledger_transactions WHERE payment_id = $1',
      [payments[0].id],
    );
    expect(ledger.n).toBe(1);
    // The same key for another application is refused; another key for a paid application too.
    const second = await waitingApplication(userId, accountId);
    expect((await charge(token, { ...body, applicationId: second }, key).expect(409)).body.code).toBe(
      'idempotencyKeyReused',
    );
    expect((await charge(token, body).expect(409)).body.code).toBe('alreadyPaid');
  });

  it('makes one payment of twenty concurrent requests with different keys for one application; the others are 409', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.ok);
    const body = { applicationId, amount: OWED, currency: 'USD' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => charge(token, body, randomUUID())));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const refusals = new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code));
    expect([...refusals].every((code) => ['paymentInProgress', 'notWaitingForPayment'].includes(code))).toBe(
      true,
    );
    const payments = await t.dataSource.query('SELECT id FROM payments WHERE application_id = $1', [
      applicationId,
    ]);
    expect(payments).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('staff refund a settled payment with a reason: refunded, Refunded, the reverse ledger transaction, once per key', async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.ok);
    const { body: made } = await charge(token, { applicationId, amount: OWED, currency: 'USD' }).expect(201);
    await settled(token, applicationId);
    const refund = (key: string | null, reason = 'Paid twice by mistake') => {
      const req = t.http.post(`/api/admin/payments/${made.id}/refund`).set(bearer(tokens.admin));
      return (key ? req.set('idempotency-key', key) : req).send({ reason });
    };
    await refund(null).expect(400);
    const key = randomUUID();
    expect((await refund(key).expect(201)).body).toEqual({ id: made.id, status: 'refunded' });
    expect((await refund(key).expect(201)).body).toEqual({ id: made.id, status: 'refunded' });
    expect((await refund(randomUUID()).expect(409)).body.code).toBe('notRefundable');
    const { body: list } = await t.http
      .get(`/api/admin/applications/${applicationId}/payments`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(list[0]).toMatchObject({ status: 'refunded', refundReason: 'Paid twice by mistake' });
    expect(await application(applicationId)).toMatchObject({ status: 'Refunded' });
    expect((await paymentEvents(applicationId)).at(-1)).toContain(
      'refunded: 500.00 USD by Direct deposit, refunded: Paid twice by mistake',
    );
    const kinds = await t.dataSource.query(
      'SELECT kind FROM ledger_transactions WHERE payment_id = $1 ORDER BY id',
      [made.id],
    );
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual(['settlement', 'refund']);
  });

  it("an applicant cannot refund (403) and another instance's staff do not find the payment (404)", async () => {
    const { token, applicationId } = await payer();
    await verify(token, ACCOUNTS.ok);
    const { body: made } = await charge(token, { applicationId, amount: OWED, currency: 'USD' }).expect(201);
    await settled(token, applicationId);
    const by = (who: string) =>
      t.http
        .post(`/api/admin/payments/${made.id}/refund`)
        .set(bearer(who))
        .set('idempotency-key', randomUUID())
        .send({ reason: 'x' });
    await by(token).expect(403);
    expect((await by(tokens.riverton).expect(404)).body.code).toBe('paymentNotFound');
  });
});

describe('isolation', () => {
  it('another applicant or instance can neither pay for nor read an application: 404', async () => {
    const { token, applicationId } = await payer();
    const other = await payer();
    await verify(other.token, ACCOUNTS.ok);
    const pay = await charge(other.token, { applicationId, amount: OWED, currency: 'USD' }).expect(404);
    expect(pay.body.code).toBe('applicationNotFound');
    await t.http.get(`/api/applications/${applicationId}/payments`).set(bearer(other.token)).expect(404);
    const elsewhere = await payer('riverton');
    await verify(elsewhere.token, ACCOUNTS.ok);
    await charge(elsewhere.token, { applicationId, amount: OWED, currency: 'USD' }).expect(404);
    await t.http.get(`/api/applications/${applicationId}/payments`).set(bearer(elsewhere.token)).expect(404);
    await t.http
      .get(`/api/admin/applications/${applicationId}/payments`)
      .set(bearer(tokens.riverton))
      .expect(404);
    expect(
      (await t.http.get(`/api/applications/${applicationId}/payments`).set(bearer(token)).expect(200)).body,
    ).toEqual([]);
  });
});

describe('PayPal (local)', () => {
  it('creates an order, refuses to capture it before approval, approves it at the link, captures and settles', async () => {
    await t.dataSource.query(
      `UPDATE programs SET settings = jsonb_set(settings, '{Payments,Type}', '"ACH,PayPal"') WHERE id = $1`,
      [CHILD_SAVINGS],
    );
    try {
      const { token, applicationId } = await payer();
      const link = await t.http
        .post('/api/payments/paypal/link')
        .set(bearer(token))
        .send({ applicationId, amount: OWED, currency: 'USD' })
        .expect(201);
      expect(link.body).toEqual({
        id: expect.stringMatching(/^LOCAL-/),
        status: 'CREATED',
        approve_url: expect.stringContaining(`/api/payments/paypal/approve/${link.body.id}`),
      });
      const capture = (key = randomUUID()) =>
        t.http
          .post('/api/payments/paypal/capture-order')
          .set(bearer(token))
          .set('idempotency-key', key)
          .send({ orderID: link.body.id });
      expect((await capture().expect(422)).body.code).toBe('paypalOrderNotApproved');
      await t.http.get(new URL(link.body.approve_url).pathname).expect(200);
      expect((await capture().expect(201)).body).toMatchObject({ status: 'processing' });
      expect(await settled(token, applicationId)).toMatchObject({ channel: 'paypal', status: 'succeeded' });
      expect(await application(applicationId)).toEqual({ channel: 'PayPal', status: 'Paid' });
      const { body: client } = await t.http.get('/api/payments/paypal/token').set(bearer(token)).expect(200);
      expect(client).toMatchObject({ client_id: 'local', environment: 'local' });
    } finally {
      await t.dataSource.query(
        `UPDATE programs SET settings = jsonb_set(settings, '{Payments,Type}', '"ACH"') WHERE id = $1`,
        [CHILD_SAVINGS],
      );
    }
  });
});

describe('check payments', () => {
  it('are refused by an ACH-only program, and settle by the job where the program takes checks', async () => {
    const { token, applicationId } = await payer();
    const send = () =>
      t.http
        .post('/api/payments/create-check-payment')
        .set(bearer(token))
        .set('idempotency-key', randomUUID())
        // API.md's body exactly: no currency, the program's is taken.
        .send({
          applicationId,
          amount: OWED,
          payee: 'Springfield Savings',
          address: '1 Main St',
        });
    expect((await send().expect(409)).body.code).toBe('paymentsNotAccepted');
    await t.dataSource.query(
      `UPDATE programs SET settings = jsonb_set(settings, '{Payments,Type}', '"ACH,Check"') WHERE id = $1`,
      [CHILD_SAVINGS],
    );
    try {
      expect((await send().expect(201)).body).toMatchObject({ status: 'processing' });
      expect(await settled(token, applicationId)).toMatchObject({
        channel: 'check',
        payee: 'Springfield Savings',
        status: 'succeeded',
        currency: 'USD',
      });
      expect(await application(applicationId)).toEqual({ channel: 'Check', status: 'Paid' });
    } finally {
      await t.dataSource.query(
        `UPDATE programs SET settings = jsonb_set(settings, '{Payments,Type}', '"ACH"') WHERE id = $1`,
        [CHILD_SAVINGS],
      );
    }
  });
});

describe('the demo world', () => {
  it('the demo applicant can pay SPR-10005 (Child Savings Account, Waiting for payment) by bank account', async () => {
    const id = demoApplications['SPR-10005'];
    const { body: page } = await t.http
      .get(`/api/applications/${id}`)
      .set(bearer(tokens.applicant))
      .expect(200);
    expect(page.nextStep).toBe('pay');
    await verify(tokens.applicant, ACCOUNTS.ok).expect(200);
    await charge(tokens.applicant, { applicationId: id, amount: OWED, currency: 'USD' }).expect(201);
    expect(await settled(tokens.applicant, id)).toMatchObject({ status: 'succeeded' });
    expect(await application(id)).toEqual({ channel: 'Direct deposit', status: 'Paid' });
  });
});

describe('webhooks', () => {
  it('refuses an event without our signature (401) and changes nothing', async () => {
    const res = await t.http
      .post('/api/payments/webhooks/local')
      .send({ id: 'evt_x', type: 'payment.succeeded', providerRef: 'ch_local_x', failureCode: null })
      .expect(401);
    expect(res.body.code).toBe('webhookSignatureInvalid');
  });

  it('refuses a signed local webhook without events or with more than 100 (400 webhookBodyInvalid)', async () => {
    const signature = t.app.get(WebhookSignature);
    const event = { id: 'evt_x', type: 'payment.succeeded', providerRef: 'ch_local_none', failureCode: null };
    for (const body of [{ events: [] }, { events: Array(101).fill(event) }, { event }]) {
      const res = await t.http
        .post('/api/payments/webhooks/local')
        .set(SIGNATURE_HEADER, signature.sign(JSON.stringify(body)))
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'webhookBodyInvalid',
        message: 'A local webhook carries 1 to 100 events',
      });
    }
    // An event of no payment under way (replayed, or late) changes nothing and is acknowledged.
    const known = { events: [event] };
    await t.http
      .post('/api/payments/webhooks/local')
      .set(SIGNATURE_HEADER, signature.sign(JSON.stringify(known)))
      .send(known)
      .expect(204);
  });

  it('has no Stripe webhook where Stripe is not the processor (404)', async () => {
    const res = await t.http
      .post('/api/payments/webhooks/stripe')
      .set('stripe-signature', 't=1,v1=00')
      .send({ id: 'evt_x', type: 'payment_intent.succeeded' })
      .expect(404);
    expect(res.body.message).toBe('No payment processor stripe is configured here');
  });
});

describe("the application's record of payment events", () => {
  it('records the events of one application given together in their order: the state moves, then moves back', async () => {
    const { userId, accountId } = await payer();
    const applicationId = await waitingApplication(userId, accountId);
    const [{ instanceId }] = await t.dataSource.query(
      'SELECT instance_id AS "instanceId" FROM applications WHERE id = $1',
      [applicationId],
    );
    const change = (status: string, comment: string, move: { to: string; from: string[] }) => ({
      instanceId,
      applicationId,
      actorUserId: null,
      channel: 'Direct deposit',
      status,
      comment,
      move,
    });
    const writer = t.app.get(APPLICATIONS_DB);
    await t.app
      .get(ApplicationsRepository)
      .recordPayments(writer, [
        change('Payment in progress', 'first', { to: 'Payment in progress', from: ['Waiting for payment'] }),
        change('Failed', 'second', { to: 'Waiting for payment', from: ['Payment in progress'] }),
      ]);
    const events = await t.dataSource.query(
      `SELECT e.type, e.comment, f.name AS "from", s.name AS "to" FROM application_events e
         LEFT JOIN workflow_states f ON f.id = e.from_state_id LEFT JOIN workflow_states s ON s.id = e.to_state_id
        WHERE e.application_id = $1 AND e.type IN ('payment', 'status') ORDER BY e.id`,
      [applicationId],
    );
    expect(events).toEqual([
      { type: 'payment', comment: 'first', from: null, to: null },
      { type: 'status', comment: null, from: 'Waiting for payment', to: 'Payment in progress' },
      { type: 'payment', comment: 'second', from: null, to: null },
      { type: 'status', comment: null, from: 'Payment in progress', to: 'Waiting for payment' },
    ]);
    expect(await application(applicationId)).toEqual({ channel: 'Direct deposit', status: 'Failed' });
  });
});

describe('the API description', () => {
  it('/api/docs describes every payments call, with the Idempotency-Key header where money moves', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const calls = [
      ['post', '/api/payments/verify-account'],
      ['post', '/api/payments/create-charge'],
      ['post', '/api/payments/create-check-payment'],
      ['post', '/api/payments/paypal/link'],
      ['post', '/api/payments/paypal/capture-order'],
      ['get', '/api/payments/paypal/token'],
      ['get', '/api/applications/{id}/payments'],
      ['get', '/api/admin/applications/{id}/payments'],
      ['post', '/api/admin/payments/{id}/refund'],
    ];
    for (const [method, path] of calls) expect(doc.paths[path]?.[method]).toBeDefined();
    const keyed = ['create-charge', 'create-check-payment', 'paypal/capture-order'].map(
      (c) => `/api/payments/${c}`,
    );
    for (const path of [...keyed, '/api/admin/payments/{id}/refund']) {
      expect(doc.paths[path].post.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
      );
    }
  });
});
