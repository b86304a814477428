import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../subscriptions/subscription-rules.js';
import type { MarketplacePlan, MarketplacePort, Purchase, SubscriptionRef } from './marketplace.port.js';
import { marketplaceUnavailable, purchaseTokenNotFound } from './marketplace-errors.js';

export interface AzureMarketplaceConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

/** The SaaS fulfillment API (v2) and the resource id its tokens are issued for (Microsoft's documentation). */
const FULFILLMENT_API = 'https://marketplaceapi.microsoft.com/api/saas/subscriptions';
const API_VERSION = '2018-08-31';
const MARKETPLACE_RESOURCE = '20e940b3-4c77-4b0b-9a53-9e16a1b010a7';
const TIMEOUT_MS = 10_000;
/** A cached access token is replaced this long before it runs out. */
const TOKEN_MARGIN_MS = 60_000;

interface ResolvedPurchase {
  id: string;
  subscriptionName: string;
  offerId: string;
  planId: string;
  subscription?: { saasSubscriptionStatus?: string; purchaser?: { emailId?: string } };
}

const statusOf = (value: string | undefined): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionStatus)
    : 'PendingFulfillmentStart';

/**
 * PORCHLIGHT_MARKETPLACE=azure: Microsoft's commercial marketplace. The app registration of the offer
 * (AZURE_MARKETPLACE_*) gets an access token by client credentials; the landing page's token is resolved,
 * and subscriptions are activated and moved between plans through the fulfillment API.
 */
export class AzureMarketplace implements MarketplacePort {
  readonly kind = 'azure';
  private accessToken: { value: string; until: number } | null = null;

  constructor(private readonly config: AzureMarketplaceConfig) {
    const missing = Object.entries(config)
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new Error(`the azure marketplace needs its app registration: ${missing.join(', ')} missing`);
    }
  }

  async resolve(_instanceId: number, purchaseToken: string): Promise<Purchase> {
    const res = await this.call('POST', '/resolve', undefined, { 'x-ms-marketplace-token': purchaseToken });
    // The API answers 400 (or 403/404) for a token it did not issue or no longer honours.
    if ([400, 403, 404].includes(res.status)) throw purchaseTokenNotFound();
    const resolved = (await this.json(res)) as ResolvedPurchase;
    return {
      saasSubscriptionId: resolved.id,
      name: resolved.subscriptionName,
      offerId: resolved.offerId,
      planId: resolved.planId,
      status: statusOf(resolved.subscription?.saasSubscriptionStatus),
      purchaserEmail: resolved.subscription?.purchaser?.emailId ?? '',
    };
  }

  async activate({ saasSubscriptionId }: SubscriptionRef, planId: string): Promise<void> {
    await this.json(
      await this.call('POST', `/${encodeURIComponent(saasSubscriptionId)}/activate`, { planId }),
    );
  }

  async plans({ saasSubscriptionId }: SubscriptionRef): Promise<MarketplacePlan[]> {
    const res = await this.call('GET', `/${encodeURIComponent(saasSubscriptionId)}/listAvailablePlans`);
    const { plans } = (await this.json(res)) as { plans?: MarketplacePlan[] };
    return (plans ?? []).map(({ planId, displayName }) => ({ planId, displayName: displayName ?? planId }));
  }

  async changePlan({ saasSubscriptionId }: SubscriptionRef, planId: string): Promise<void> {
    // 202: the change is an operation the marketplace finishes in a few minutes (access spec §4).
    await this.json(await this.call('PATCH', `/${encodeURIComponent(saasSubscriptionId)}`, { planId }));
  }

  private async call(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const token = await this.token();
    try {
      return await fetch(`${FULFILLMENT_API}${path}?api-version=${API_VERSION}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw marketplaceUnavailable((error as Error).message);
    }
  }

  private async json(res: Response): Promise<unknown> {
    if (!res.ok) throw marketplaceUnavailable(`the fulfillment API answered ${res.status}`);
    const text = await res.text();
    return text ? JSON.parse(text) : {};
  }

  /** An access token for the fulfillment API, by client credentials, kept until shortly before it expires. */
  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > Date.now()) return this.accessToken.value;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      resource: MARKETPLACE_RESOURCE,
    });
    let res: Response;
    try {
      res = await fetch(
        `https://login.microsoftonline.com/${encodeURIComponent(this.config.tenantId)}/oauth2/token`,
        { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) },
      );
    } catch (error) {
      throw marketplaceUnavailable((error as Error).message);
    }
    if (!res.ok) throw marketplaceUnavailable(`the sign-in of the app registration answered ${res.status}`);
    const answer = (await res.json()) as { access_token: string; expires_in: string | number };
    this.accessToken = {
      value: answer.access_token,
      until: Date.now() + Number(answer.expires_in) * 1000 - TOKEN_MARGIN_MS,
    };
    return answer.access_token;
  }
}
