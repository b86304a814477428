// Stripe's webhooks settle payments (issue 20): with PORCHLIGHT_PAYMENTS=stripe, POST
// /api/payments/webhooks/stripe believes only events signed by Stripe's scheme with STRIPE_WEBHOOK_SECRET
// (signed here with the official package's own test helper; nothing reaches Stripe), and a PaymentIntent
// that succeeded or failed settles its payment like the local processor's: the application, its state, the
// ledger. The keys are fakes: the Stripe client is built but never called.
import Stripe from 'stripe';
import { newApplication, newUser } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const SECRET = 'whsec_porchlight_test';
const t = useTestApp({
  env: {
    PORCHLIGHT_PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_porchlight_never_called',
    STRIPE_WEBHOOK_SECRET: SECRET,
  },
});
const stripe = new Stripe('sk_test_porchlight_never_called');

/** Child Savings Account takes ACH payments of 500.00 USD. */
const CHILD_SAVINGS = 6;
let intents = 0;

/** An application Waiting for payment with a Stripe payment under way (as create-charge leaves it). */
async function paymentUnderWay(): Promise<{ applicationId: number; paymentId: number; intent: string }> {
  const { user } = await newUser(t);
  const [{ accountId, stateId }] = await t.dataSource.query(
    `SELECT (SELECT id FROM accounts WHERE user_id = $1) AS "accountId",
            (SELECT s.id FROM workflow_states s JOIN workflows w ON w.id = s.workflow_id
              WHERE w.program_id = $2 AND s.name = 'Waiting for payment' ORDER BY s.id LIMIT 1) AS "stateId"`,
    [user.id, CHILD_SAVINGS],
  );
  const application = await newApplication(t, {
    program: CHILD_SAVINGS,
    state: stateId,
    applicantUserId: user.id,
    applicantAccountId: accountId,
  });
  intents += 1;
  const intent = `pi_test_${Date.now()}_${intents}`;
  const [{ id }] = await t.dataSource.query(
    `INSERT INTO payments (instance_id, application_id, program_id, channel, amount_minor, currency, status,
                           provider, provider_ref, last4)
     SELECT instance_id, id, program_id, 'ach', 50000, 'USD', 'processing', 'stripe', $2, '6789'
       FROM applications WHERE id = $1 RETURNING id`,
    [application.id, intent],
  );
  return { applicationId: application.id, paymentId: id, intent };
}

/** A Stripe event about a PaymentIntent, as Stripe sends it, and its Stripe-Signature header. */
function stripeEvent(type: string, intent: string, extra: Record<string, unknown> = {}, secret = SECRET) {
  const payload = JSON.stringify({
    id: `evt_${intent}_${type}`,
    object: 'event',
    type,
    data: { object: { id: intent, object: 'payment_intent', ...extra } },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const send = (event: { payload: string; signature: string }, provider = 'stripe') =>
  t.http
    .post(`/api/payments/webhooks/${provider}`)
    .set('content-type', 'application/json')
    .set('stripe-signature', event.signature)
    .send(event.payload);

const paymentOf = async (id: number) =>
  (
    await t.dataSource.query(
      `SELECT p.status, p.failure_code AS "failureCode", a.payment_status_name AS "paymentStatus",
              a.state_name AS state,
              (SELECT count(*)::int FROM ledger_transactions lt WHERE lt.payment_id = p.id) AS "ledger"
         FROM payments p JOIN applications a ON a.id = p.application_id WHERE p.id = $1`,
      [id],
    )
  )[0];

afterEach(async () => {
  const unbalanced = await t.dataSource.query(
    `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount_minor) <> 0`,
  );
  expect(unbalanced).toEqual([]);
});

describe('Stripe webhooks', () => {
  it('settle a PaymentIntent that succeeded: succeeded, the application Paid, one ledger transaction even when replayed', async () => {
    const { paymentId, intent } = await paymentUnderWay();
    const event = stripeEvent('payment_intent.succeeded', intent, { status: 'succeeded' });
    await send(event).expect(204);
    await send(event).expect(204);
    expect(await paymentOf(paymentId)).toEqual({
      status: 'succeeded',
      failureCode: null,
      paymentStatus: 'Paid',
      state: 'Paid',
      ledger: 1,
    });
  });

  it('decline a PaymentIntent whose payment failed, with Stripe’s code, and book nothing', async () => {
    const { paymentId, intent } = await paymentUnderWay();
    const event = stripeEvent('payment_intent.payment_failed', intent, {
      last_payment_error: { code: 'card_declined' },
    });
    await send(event).expect(204);
    expect(await paymentOf(paymentId)).toEqual({
      status: 'declined',
      failureCode: 'card_declined',
      paymentStatus: 'Failed',
      state: 'Waiting for payment',
      ledger: 0,
    });
  });

  it('refuse an event signed with another secret or not signed (401 webhookSignatureInvalid), changing nothing', async () => {
    const { paymentId, intent } = await paymentUnderWay();
    const forged = stripeEvent('payment_intent.succeeded', intent, {}, 'whsec_someone_else');
    const refused = await send(forged).expect(401);
    expect(refused.body).toMatchObject({
      statusCode: 401,
      code: 'webhookSignatureInvalid',
      message: 'The webhook signature is not valid',
    });
    await send({ ...forged, signature: '' }).expect(401);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'processing', ledger: 0 });
  });

  it('ignore an event that settles nothing (204), and answer 404 for a processor not configured here', async () => {
    const { paymentId, intent } = await paymentUnderWay();
    await send(stripeEvent('payment_intent.created', intent)).expect(204);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'processing' });
    const paypal = await send(stripeEvent('payment_intent.succeeded', intent), 'paypal').expect(404);
    expect(paypal.body.message).toBe('No payment processor paypal is configured here');
  });
});
