import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { unauthorized, unprocessable } from '../../common/errors/domain.exception.js';
import { requiredMessage } from '../../common/validation/field-rules.js';
import { MAX_REPLY_LENGTH } from '../../contract/drafts.js';
import { ERROR_CODE, type FieldError } from '../../contract/errors.js';
import { LOCAL_SIGNATURE_HEADER } from '../delivery/telephony/local.telephony.js';
import { TELEPHONY_PORT, type TelephonyPort } from '../delivery/telephony/telephony.port.js';
import { InstanceResolver } from '../instances/instance-resolver.service.js';
import { CommunicationsService } from './communications.service.js';
import { InboundSmsForm, InboundVoicemailForm } from './dto/telephony-webhooks.dto.js';

/**
 * Twilio reads the answer to a webhook as TwiML: an empty response says nothing more to do. Typed once the
 * message is kept, so a refusal is still the JSON error shape.
 */
function twiml(reply: FastifyReply): string {
  reply.type('text/xml; charset=utf-8');
  return '<?xml version="1.0" encoding="UTF-8"?><Response/>';
}

type Form = Record<string, string>;

/** The posted form's text fields (a flat urlencoded body); anything else is no field. */
const formOf = (req: FastifyRequest): Form =>
  Object.fromEntries(
    Object.entries((req.body ?? {}) as object).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** A phone number as Twilio writes it (+15555550123), or any US format. */
const PHONE = /^\+?[\d\s().-]{10,20}$/;

/**
 * The form's From is a phone number and its `text` field is there, up to MAX_REPLY_LENGTH characters, else 422
 * with the codes the API's validation gives these failures.
 */
function checkForm(form: Form, text: string): void {
  const errors: FieldError[] = [];
  if (!PHONE.test(form.From ?? '')) {
    errors.push({ field: 'From', code: 'matches', message: 'From must be a phone number' });
  }
  const value = form[text]?.trim() ?? '';
  if (value === '') {
    errors.push({ field: text, code: ERROR_CODE.fieldRequired, message: requiredMessage(text) });
  } else if (value.length > MAX_REPLY_LENGTH) {
    const message = `${text} must be shorter than or equal to ${MAX_REPLY_LENGTH} characters`;
    errors.push({ field: text, code: 'maxLength', message });
  }
  if (errors.length > 0) throw unprocessable(errors);
}

/**
 * Texts and voicemail from applicants, posted by the telephony provider (form fields as Twilio names them),
 * the instance named in the URL (`?instance=`, or the host). Signed by the provider (X-Twilio-Signature, or
 * the local telephony's X-Porchlight-Signature); each threads onto the sender's newest application, unread.
 */
@ApiTags('communications center')
@Controller('telephony')
@Public()
export class TelephonyWebhooksController {
  constructor(
    @Inject(TELEPHONY_PORT) private readonly telephony: TelephonyPort,
    private readonly instances: InstanceResolver,
    private readonly communications: CommunicationsService,
  ) {}

  @Post('sms')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: InboundSmsForm })
  @ApiQuery({ name: 'instance', required: false, description: "The instance's sub-domain (else the host's)" })
  @ApiHeader({ name: 'X-Twilio-Signature', required: false, description: 'PORCHLIGHT_TELEPHONY=twilio' })
  @ApiHeader({ name: LOCAL_SIGNATURE_HEADER, required: false, description: 'PORCHLIGHT_TELEPHONY=local' })
  @ApiOperation({
    summary:
      "An applicant's text (From, Body): an inbound unread SMS on their newest application; 401 webhookSignatureInvalid unless signed by the provider, 404 noApplicationForNumber",
  })
  async sms(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const form = formOf(req);
    const instanceId = await this.verified(req, form);
    checkForm(form, 'Body');
    await this.communications.fromPhone(instanceId, { from: form.From, type: 'SMS', body: form.Body.trim() });
    return twiml(reply);
  }

  @Post('voicemail')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: InboundVoicemailForm })
  @ApiQuery({ name: 'instance', required: false, description: "The instance's sub-domain (else the host's)" })
  @ApiOperation({
    summary:
      "An applicant's voicemail (From, RecordingUrl, RecordingDuration, TranscriptionText?): an inbound unheard VOICE message; 401 webhookSignatureInvalid, 404 noApplicationForNumber",
  })
  async voicemail(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const form = formOf(req);
    const instanceId = await this.verified(req, form);
    checkForm(form, 'RecordingUrl');
    const heard = form.TranscriptionText?.trim();
    const text = `Voicemail (${form.RecordingDuration ?? '?'} s): ${heard || form.RecordingUrl.trim()}`;
    await this.communications.fromPhone(instanceId, { from: form.From, type: 'VOICE', body: text });
    return twiml(reply);
  }

  /** The instance the URL names, once the provider's signature is checked (before anything is looked up). */
  private async verified(req: FastifyRequest, params: Form): Promise<number> {
    const url = `${req.protocol}://${req.host}${req.url}`;
    if (!this.telephony.verifyInbound({ url, params, headers: req.headers })) {
      throw unauthorized(ERROR_CODE.webhookSignatureInvalid, 'The webhook signature is not valid');
    }
    return (await this.instances.fromRequest(req)).id;
  }
}
