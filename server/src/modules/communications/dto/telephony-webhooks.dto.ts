import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

// The OpenAPI shape of the telephony webhooks' forms. They are not validated through a DTO: the provider
// posts many more fields, and its signature covers every one, so the controller reads the form as sent.

/** Twilio's incoming-message webhook, the fields a reply needs. */
export class InboundSmsForm {
  @ApiProperty({ example: '+15555550123' })
  From: string;

  @ApiProperty()
  Body: string;
}

/** Twilio's recording (voicemail) webhook. */
export class InboundVoicemailForm {
  @ApiProperty({ example: '+15555550123' })
  From: string;

  @ApiProperty()
  RecordingUrl: string;

  @ApiPropertyOptional({ description: 'Seconds' })
  RecordingDuration?: string;

  @ApiPropertyOptional()
  TranscriptionText?: string;
}
