import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Public, Roles, SignedIn } from '../../common/auth/decorators.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { ROLE } from '../accounts/roles.js';
import { publicBaseOf } from '../auth/public-links.js';
import { RateLimited } from '../auth/rate-limit.js';
import { InstanceResolver } from '../instances/instance-resolver.service.js';
import {
  ChangePlanDto,
  CreateMarketplaceSubscriptionDto,
  MarketplaceSubscriptionListResult,
  MarketplaceSubscriptionResult,
  MintedPurchaseDto,
  MintPurchaseDto,
  PlanListResult,
  ResolvePurchaseDto,
} from './dto/marketplace.dto.js';
import { LocalPurchases, landingUrlOf } from './local-purchases.js';
import { MARKETPLACE_PORT, type MarketplacePort } from './marketplace.port.js';
import { MarketplaceService } from './marketplace.service.js';
import { marketplaceNotLocal } from './marketplace-errors.js';

const SAAS_ID = { name: 'id', description: 'the SaaS subscription id' };

/**
 * The marketplace landing's calls (access spec §7 'Subscription details' … 'Subscription by id'). The token
 * calls are anonymous: the purchase token is the proof, on the instance of the host. The purchaser's calls
 * need a session and see only the caller's subscriptions on the session's instance.
 */
@ApiTags('marketplace')
@Controller('marketplace')
export class MarketplaceController {
  constructor(
    private readonly marketplace: MarketplaceService,
    private readonly instances: InstanceResolver,
    private readonly purchases: LocalPurchases,
    @Inject(MARKETPLACE_PORT) private readonly port: MarketplacePort,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Public()
  @RateLimited('address')
  @Post('resolve')
  @HttpCode(200)
  @ApiOperation({
    summary: "Subscription details of a purchase token (the landing's step 1); 404 unknown, 410 expired",
  })
  @ApiOkResponse({ type: MarketplaceSubscriptionResult })
  async resolve(@Body() dto: ResolvePurchaseDto, @Req() req: FastifyRequest) {
    const instance = await this.instances.fromRequest(req);
    return { result: await this.marketplace.details(instance, dto.purchaseToken) };
  }

  @Public()
  @RateLimited('address')
  @Post('subscriptions')
  @ApiOperation({
    summary:
      'Create the subscription with its admin (activates it, opens the admin an account, sends the confirmation email); 409 code 102 when an admin was already created, code 100 when cancelled',
  })
  @ApiCreatedResponse({ type: MarketplaceSubscriptionResult })
  async create(@Body() dto: CreateMarketplaceSubscriptionDto, @Req() req: FastifyRequest) {
    const instance = await this.instances.fromRequest(req);
    return { result: await this.marketplace.create(instance, dto.purchaseToken, dto.admin) };
  }

  @SignedIn()
  @Get('subscriptions')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's subscriptions (bought or administered) on the session's instance" })
  @ApiOkResponse({ type: MarketplaceSubscriptionListResult })
  async mine(@CurrentSession() caller: SessionCaller) {
    return { result: { subscriptions: await this.marketplace.mine(caller) } };
  }

  @SignedIn()
  @Get('subscriptions/:id')
  @ApiBearerAuth()
  @ApiParam(SAAS_ID)
  @ApiOperation({ summary: 'One of the caller’s subscriptions; 404 for any other' })
  @ApiOkResponse({ type: MarketplaceSubscriptionResult })
  async one(@CurrentSession() caller: SessionCaller, @Param('id') id: string) {
    return { result: await this.marketplace.one(caller, id) };
  }

  @SignedIn()
  @Get('subscriptions/:id/plans')
  @ApiBearerAuth()
  @ApiParam(SAAS_ID)
  @ApiOperation({ summary: "The plans of the subscription's offer, its current one included" })
  @ApiOkResponse({ type: PlanListResult })
  async plans(@CurrentSession() caller: SessionCaller, @Param('id') id: string) {
    return { result: { plans: await this.marketplace.plans(caller, id) } };
  }

  @SignedIn()
  @Patch('subscriptions/:id')
  @ApiBearerAuth()
  @ApiParam(SAAS_ID)
  @ApiOperation({
    summary:
      'Change Plan: only while Subscribed (409 subscriptionNotSubscribed), to another plan of the offer (422 planNotFound, samePlan)',
  })
  @ApiOkResponse({ type: MarketplaceSubscriptionResult })
  async changePlan(
    @CurrentSession() caller: SessionCaller,
    @Param('id') id: string,
    @Body() dto: ChangePlanDto,
  ) {
    return { result: await this.marketplace.changePlan(caller, id, dto.planId) };
  }

  @Roles(ROLE.Administrator)
  @Post('tokens')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'PORCHLIGHT_MARKETPLACE=local only: an instance administrator mints a purchase token (a new purchase, or one for an existing subscription), as `porchlight marketplace token` does',
  })
  @ApiCreatedResponse({ type: MintedPurchaseDto })
  async mint(
    @CurrentSession() caller: SessionCaller,
    @Body() dto: MintPurchaseDto,
  ): Promise<MintedPurchaseDto> {
    if (this.port.kind !== 'local') throw marketplaceNotLocal();
    const minted = await this.purchases.mint(
      caller.instance,
      dto.saasSubscriptionId
        ? { saasSubscriptionId: dto.saasSubscriptionId }
        : {
            offerId: dto.offerId ?? '',
            planId: dto.planId ?? '',
            purchaserEmail: dto.purchaserEmail ?? '',
            subscriptionName: dto.subscriptionName ?? '',
          },
    );
    return {
      token: minted.token,
      url: landingUrlOf(publicBaseOf(caller.instance, this.settings), minted.token),
      saasSubscriptionId: minted.saasSubscriptionId,
      expiresAt: minted.expiresAt.toISOString(),
    };
  }
}
