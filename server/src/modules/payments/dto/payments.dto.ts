import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type {
  PaymentAnswer,
  PaymentChannel,
  PaymentStatus,
  PaymentWire,
  PaypalLinkAnswer,
  PaypalTokenAnswer,
  VerifyAccountAnswer,
} from '../../../contract/payments.js';
import { MAX_AMOUNT_MINOR } from '../../../contract/payments.js';

export class VerifyAccountDto {
  @ApiProperty({ example: '110000000', description: 'ABA routing number (nine digits)' })
  @IsString()
  @MaxLength(40)
  routing_number: string;

  @ApiProperty({ example: '000123456789', description: 'Bank account number (4 to 17 digits); never stored' })
  @IsString()
  @MaxLength(40)
  account_number: string;
}

/** An amount in minor units (cents) for an application: whole numbers only. */
class AmountDto {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  applicationId: number;

  @ApiProperty({ example: 50000, description: 'minor units (cents), a whole number' })
  @IsInt()
  @Min(1)
  @Max(MAX_AMOUNT_MINOR)
  amount: number;
}

const CURRENCY = { example: 'USD', description: 'ISO 4217: USD, CAD, EUR, GBP, MXN, JPY' };

/** An amount with its ISO 4217 currency. */
class MoneyDto extends AmountDto {
  @ApiProperty(CURRENCY)
  @IsString()
  @Length(3, 3)
  currency: string;
}

export class CreateChargeDto extends MoneyDto {
  @ApiPropertyOptional({
    description:
      "A bank account's token from verify-account, or a card number (local test cards; pm_... with Stripe); unset: the caller's last verified bank account",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  source?: string;
}

/** API.md's body names no currency: the program's (settings.Payments.Currency, else USD) unless given. */
export class CreateCheckPaymentDto extends AmountDto {
  @ApiPropertyOptional({ ...CURRENCY, description: `${CURRENCY.description}; the program's when left out` })
  @IsOptional()
  @IsString()
  @Length(3, 3)
  currency?: string;

  @ApiProperty({ example: 'Springfield Child Savings' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  payee: string;

  @ApiProperty({ example: '1 Main St, Springfield, IL 62701' })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  address: string;
}

export class PaypalLinkDto extends MoneyDto {}

export class CaptureOrderDto {
  @ApiProperty({ example: 'LOCAL-0123456789ABCDEF', description: "the order's id from paypal/link" })
  @IsString()
  @Matches(/^[A-Za-z0-9-]{1,80}$/)
  orderID: string;
}

export class RefundDto {
  @ApiProperty({ example: 'Paid twice by mistake' })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  reason: string;
}

export class VerifyAccountAnswerDto implements VerifyAccountAnswer {
  @ApiProperty() valid: boolean;
  @ApiPropertyOptional() bank_name?: string;
  @ApiPropertyOptional({ description: "create-charge's source for this account" }) token?: string;
  @ApiPropertyOptional() last4?: string;
}

const STATUSES: PaymentStatus[] = ['created', 'processing', 'succeeded', 'declined', 'failed', 'refunded'];
const CHANNELS: PaymentChannel[] = ['ach', 'card', 'paypal', 'check'];

export class PaymentAnswerDto implements PaymentAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ enum: STATUSES }) status: PaymentStatus;
}

export class PaypalLinkAnswerDto implements PaypalLinkAnswer {
  @ApiProperty({ description: 'the order id' }) id: string;
  @ApiProperty({ enum: ['CREATED', 'APPROVED', 'COMPLETED'] }) status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  @ApiProperty() approve_url: string;
}

export class PaypalTokenAnswerDto implements PaypalTokenAnswer {
  @ApiProperty() client_id: string;
  @ApiProperty() client_token: string;
  @ApiProperty() expires_in: number;
  @ApiProperty({ enum: ['local', 'sandbox', 'live'] }) environment: 'local' | 'sandbox' | 'live';
}

export class PaymentWireDto implements PaymentWire {
  @ApiProperty() id: number;
  @ApiProperty() applicationId: number;
  @ApiProperty({ enum: CHANNELS }) channel: PaymentChannel;
  @ApiProperty({ description: 'minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ enum: STATUSES }) status: PaymentStatus;
  @ApiProperty({ nullable: true, type: String }) last4: string | null;
  @ApiProperty({ nullable: true, type: String }) bankName: string | null;
  @ApiProperty({ nullable: true, type: String }) payee: string | null;
  @ApiProperty() attempts: number;
  @ApiProperty({ nullable: true, type: String }) failureCode: string | null;
  @ApiProperty({ nullable: true, type: String }) refundReason: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ nullable: true, type: String }) settledAt: string | null;
  @ApiProperty({ nullable: true, type: String }) refundedAt: string | null;
}
