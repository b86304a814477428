// The marketplace landing's calls (API: /api/marketplace/...): the token calls are anonymous on this
// page's instance, the purchaser's calls carry the session.

import type { MarketplacePlan, MarketplaceSubscription } from '@server/contract/subscriptions.js';
import type { AdminForm } from '@server/modules/marketplace/marketplace-rules.js';
import { api } from '../api/http';

export type { MarketplacePlan, MarketplaceSubscription };

export const resolvePurchase = async (purchaseToken: string) =>
  (
    await api<{ result: MarketplaceSubscription }>('/marketplace/resolve', {
      method: 'POST',
      auth: 'none',
      withInstance: true,
      body: { purchaseToken },
    })
  ).result;

export const createSubscription = async (purchaseToken: string, admin: AdminForm) =>
  (
    await api<{ result: MarketplaceSubscription }>('/marketplace/subscriptions', {
      method: 'POST',
      auth: 'none',
      withInstance: true,
      body: { purchaseToken, admin },
    })
  ).result;

export const mySubscriptions = async () =>
  (await api<{ result: { subscriptions: MarketplaceSubscription[] } }>('/marketplace/subscriptions')).result
    .subscriptions;

export const plansOf = async (id: string) =>
  (
    await api<{ result: { plans: MarketplacePlan[] } }>(
      `/marketplace/subscriptions/${encodeURIComponent(id)}/plans`,
    )
  ).result.plans;

export const changePlan = async (id: string, planId: string) =>
  (
    await api<{ result: MarketplaceSubscription }>(`/marketplace/subscriptions/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { planId },
    })
  ).result;
