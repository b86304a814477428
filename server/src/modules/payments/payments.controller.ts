import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Public, SignedIn } from '../../common/auth/decorators.js';
import { badRequest } from '../../common/errors/domain.exception.js';
import type { RawBodied } from '../../common/http/body-parsers.js';
import { ERROR_CODE } from '../../contract/errors.js';
import type {
  PaymentAnswer,
  PaymentWire,
  PaypalLinkAnswer,
  PaypalTokenAnswer,
  VerifyAccountAnswer,
} from '../../contract/payments.js';
import { type LocalWebhookBody, MAX_WEBHOOK_EVENTS } from './adapters/local-processor.js';
import {
  CaptureOrderDto,
  CreateChargeDto,
  CreateCheckPaymentDto,
  PaymentAnswerDto,
  PaymentWireDto,
  PaypalLinkAnswerDto,
  PaypalLinkDto,
  PaypalTokenAnswerDto,
  VerifyAccountAnswerDto,
  VerifyAccountDto,
} from './dto/payments.dto.js';
import { requireIdempotencyKey } from './idempotency.js';
import { PaymentEvents, webhookSignatureInvalid } from './payment-events.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { SIGNATURE_HEADER, WebhookSignature } from './webhook-signature.js';

const KEY_HEADER = {
  name: 'Idempotency-Key',
  required: true,
  description:
    'Required (400 idempotencyKeyRequired without it): the same key never pays twice; its first answer is replayed',
};
const REFUSALS =
  "404 applicationNotFound (not the caller's application, or another instance's); 409 paymentsNotAccepted, notWaitingForPayment, paymentInProgress, alreadyPaid, idempotencyKeyReused; 422 by field (amount, currency, source; amountNotOwed when it is not the program's settings.Payments.Amount). A paid application moves to Payment in progress, then Paid (or back to Waiting for payment when declined)";

/** API.md "Payments": the applicant pays for their own application, Waiting for payment, once per key. */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
@SignedIn()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly events: PaymentEvents,
    private readonly repo: PaymentsRepository,
    private readonly signature: WebhookSignature,
  ) {}

  @Post('verify-account')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'ABA checksum of the routing number; a valid account is kept as a token and its last four digits (create-charge source)',
  })
  @ApiOkResponse({ type: VerifyAccountAnswerDto })
  verify(
    @CurrentSession() caller: SessionCaller,
    @Body() body: VerifyAccountDto,
  ): Promise<VerifyAccountAnswer> {
    return this.payments.verifyAccount(caller, body.routing_number, body.account_number);
  }

  @Post('create-charge')
  @ApiHeader(KEY_HEADER)
  @ApiOperation({
    summary: `Charges a verified bank account (ACH) or a card for the caller's application: 201 {id, status processing|declined}; settles later (the application's payment status follows). ${REFUSALS}`,
  })
  @ApiResponse({ status: 201, type: PaymentAnswerDto })
  charge(
    @CurrentSession() caller: SessionCaller,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: CreateChargeDto,
  ): Promise<PaymentAnswer> {
    return this.payments.createCharge(caller, requireIdempotencyKey(key), body);
  }

  @Post('create-check-payment')
  @ApiHeader(KEY_HEADER)
  @ApiOperation({
    summary: `Pays by mailed check (payee, address): 201 {id, status processing} until the check clears. ${REFUSALS}`,
  })
  @ApiResponse({ status: 201, type: PaymentAnswerDto })
  check(
    @CurrentSession() caller: SessionCaller,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: CreateCheckPaymentDto,
  ): Promise<PaymentAnswer> {
    return this.payments.createCheckPayment(caller, requireIdempotencyKey(key), body);
  }

  @Post('paypal/link')
  @ApiOperation({
    summary: `Creates a PayPal order for the caller's application: 201 {id (order id), status CREATED, approve_url}. ${REFUSALS}`,
  })
  @ApiResponse({ status: 201, type: PaypalLinkAnswerDto })
  paypalLink(
    @CurrentSession() caller: SessionCaller,
    @Body() body: PaypalLinkDto,
    @Req() req: FastifyRequest,
  ): Promise<PaypalLinkAnswer> {
    return this.payments.paypalLink(caller, body, `${req.protocol}://${req.host}`);
  }

  @Post('paypal/capture-order')
  @ApiHeader(KEY_HEADER)
  @ApiOperation({
    summary:
      'Captures an approved order {orderID}: 201 {id, status processing}; 404 paypalOrderNotFound; 422 paypalOrderNotApproved',
  })
  @ApiResponse({ status: 201, type: PaymentAnswerDto })
  capture(
    @CurrentSession() caller: SessionCaller,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: CaptureOrderDto,
  ): Promise<PaymentAnswer> {
    return this.payments.captureOrder(caller, requireIdempotencyKey(key), body);
  }

  @Get('paypal/token')
  @ApiOperation({
    summary:
      'What the PayPal buttons need in the browser: {client_id, client_token, expires_in, environment}',
  })
  @ApiOkResponse({ type: PaypalTokenAnswerDto })
  paypalToken(): Promise<PaypalTokenAnswer> {
    return this.payments.paypalToken();
  }

  @Get('paypal/approve/:orderId')
  @Public()
  @ApiOperation({
    summary:
      "PORCHLIGHT_PAYMENTS=local: the local processor's approve page (the payer approves the order); 404 for no order awaiting approval",
  })
  async approve(@Param('orderId') orderId: string, @Res() reply: FastifyReply): Promise<void> {
    const approved = /^[A-Za-z0-9-]{1,80}$/.test(orderId) && (await this.repo.approveOrder('local', orderId));
    const text = approved
      ? `Order ${orderId} approved. You can return to Porchlight.`
      : 'No order awaits approval here.';
    await reply
      .status(approved ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><title>Local PayPal</title><p>${text}</p>`);
  }

  @Post('webhooks/local')
  @Public()
  @HttpCode(204)
  @ApiHeader({
    name: SIGNATURE_HEADER,
    required: true,
    description: "The local processor's signature of the body",
  })
  @ApiOperation({
    summary:
      "The local processor's settlement events {events: [...], 1 to 100} (payment.succeeded|declined|failed), settled together; 401 webhookSignatureInvalid unless signed by this server, 400 webhookBodyInvalid for no events or too many",
  })
  async webhook(
    @Headers(SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: LocalWebhookBody,
  ): Promise<void> {
    if (!this.signature.verify(signature, JSON.stringify(body))) throw webhookSignatureInvalid();
    const events = body?.events;
    if (!Array.isArray(events) || events.length === 0 || events.length > MAX_WEBHOOK_EVENTS) {
      throw badRequest(
        ERROR_CODE.webhookBodyInvalid,
        `A local webhook carries 1 to ${MAX_WEBHOOK_EVENTS} events`,
      );
    }
    await this.events.settled('local', events);
  }

  @Post('webhooks/:provider')
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary:
      "A configured processor's events (stripe: payment_intent.succeeded, payment_failed, canceled, signed with Stripe-Signature by the endpoint's STRIPE_WEBHOOK_SECRET); 401 webhookSignatureInvalid for a bad signature, 404 for a processor not configured here; other event types are ignored (204)",
  })
  async processorWebhook(@Param('provider') provider: string, @Req() req: FastifyRequest): Promise<void> {
    const headers = req.headers as Record<string, string | undefined>;
    await this.events.fromProcessor(provider, (req.raw as RawBodied).rawBody, headers);
  }
}

/** The applicant's own application's payments (for the receipt). */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('applications')
@SignedIn()
export class ApplicantPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get(':id/payments')
  @ApiOperation({ summary: "The caller's application's payments, newest first; 404 for anyone else's" })
  @ApiOkResponse({ type: PaymentWireDto, isArray: true })
  list(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<PaymentWire[]> {
    return this.payments.applicantPayments(caller, id);
  }
}
