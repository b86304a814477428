import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  type MarketplacePlan,
  type MarketplaceSubscription,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../contract/subscriptions.js';

// Requests. Text fields of the admin form are optional strings so that empty values reach the form's rules
// and their messages (access spec §5).

const PURCHASE_TOKEN_MAX = 2048;

export class ResolvePurchaseDto {
  @ApiProperty({ description: "the token after 'n=' in the landing address" })
  @IsString()
  @MaxLength(PURCHASE_TOKEN_MAX)
  @IsNotEmpty({ message: 'The field purchaseToken is required' })
  purchaseToken: string;

  @ApiPropertyOptional({ description: 'sub-domain of the instance; defaults to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(63)
  instance?: string;
}

export class SubscriptionAdminDto {
  @ApiPropertyOptional({ example: 'it@fox.example', description: "by default the purchaser's email" })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: 'Jamie' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Fox' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  lastName?: string;
}

export class CreateMarketplaceSubscriptionDto extends ResolvePurchaseDto {
  @ApiProperty({ type: SubscriptionAdminDto, description: 'the administrator of the subscription' })
  @IsObject()
  @ValidateNested()
  @Type(() => SubscriptionAdminDto)
  admin: SubscriptionAdminDto;
}

export class ChangePlanDto {
  @ApiProperty({ example: 'featured' })
  @IsString()
  @MaxLength(100)
  @IsNotEmpty({ message: 'The field planId is required' })
  planId: string;
}

export class MintPurchaseDto {
  @ApiPropertyOptional({ description: 'a new purchase: the offer', example: 'porchlight-marketplace' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  offerId?: string;

  @ApiPropertyOptional({ description: 'a new purchase: the plan of the offer', example: 'basic' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  planId?: string;

  @ApiPropertyOptional({ description: 'a new purchase: the buyer', example: 'buyer@market.example' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  purchaserEmail?: string;

  @ApiPropertyOptional({ description: 'a new purchase: its name', example: 'Price Bakery Listing' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  subscriptionName?: string;

  @ApiPropertyOptional({ description: 'instead: a token for this existing subscription' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  saasSubscriptionId?: string;
}

// Answers (access spec §3 "Subscription (marketplace)"), each under `result` as the spec's client reads it.

export class PurchaserDto {
  @ApiProperty()
  emailId: string;
}

export class MarketplaceSubscriptionDto implements MarketplaceSubscription {
  @ApiProperty({ description: 'the SaaS subscription id' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  offerId: string;

  @ApiProperty()
  planId: string;

  @ApiProperty({ description: "the plan's display name" })
  planName: string;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  saasSubscriptionStatus: SubscriptionStatus;

  @ApiProperty({ type: PurchaserDto })
  purchaser: PurchaserDto;
}

export class MarketplaceSubscriptionResult {
  @ApiProperty({ type: MarketplaceSubscriptionDto })
  result: MarketplaceSubscriptionDto;
}

export class MarketplaceSubscriptionList {
  @ApiProperty({ type: [MarketplaceSubscriptionDto] })
  subscriptions: MarketplaceSubscriptionDto[];
}

export class MarketplaceSubscriptionListResult {
  @ApiProperty({ type: MarketplaceSubscriptionList })
  result: MarketplaceSubscriptionList;
}

export class PlanDto implements MarketplacePlan {
  @ApiProperty()
  planId: string;

  @ApiProperty()
  displayName: string;
}

export class PlanList {
  @ApiProperty({ type: [PlanDto] })
  plans: PlanDto[];
}

export class PlanListResult {
  @ApiProperty({ type: PlanList })
  result: PlanList;
}

export class MintedPurchaseDto {
  @ApiProperty({ description: "the landing address's token, shown once" })
  token: string;

  @ApiProperty({ example: 'http://market.localhost:3000/?n=...' })
  url: string;

  @ApiProperty()
  saasSubscriptionId: string;

  @ApiProperty()
  expiresAt: string;
}
