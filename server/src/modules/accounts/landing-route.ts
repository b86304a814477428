// Where each account type lands after sign-in (access spec §2 "Landing route by account type").
import type { AccountType } from './account-type.js';

export const LANDING_ROUTES: Readonly<Record<AccountType, string>> = {
  Government: '/reports',
  Business: '/resources',
  Individual: '/resources',
  Reviewer: '/reports',
  Demo: '/v2/ai-tools/generate-ideas',
  Subscriber: '/subscriptions',
  ReviewerMarket: '/rem-routes',
};

export const landingRouteFor = (accountType: AccountType): string => LANDING_ROUTES[accountType];
