// Top navigation and community bar visibility (access spec §2 "Top navigation").

import type { InstanceFeature } from '../../contract/instance-features.js';
import type { AccountType, InstanceProgramType } from './account-type.js';

/** The session layer adds a review-manager type to the derived account types. */
export type SessionAccountType = AccountType | 'review-manager';

export const GOVERNMENT_NAV_ITEMS = [
  'community',
  'programs',
  'reports',
  'reviews',
  'sync-report',
  'tools',
] as const;
export type GovernmentNavItem = (typeof GOVERNMENT_NAV_ITEMS)[number];

const NON_PRODUCTION_LABELS = new Set(['qa', 'staging', 'stg']);

/**
 * The sync-report feature check (access spec §2 "Top navigation", programs spec §7): off on a host with a qa,
 * staging or stg label (split on dots and dashes), always on in a development build. Both UIs ask it.
 */
export const syncReportFeatureOn = (hostname: string, development: boolean): boolean =>
  development ||
  !hostname
    .toLowerCase()
    .split(/[.-]/)
    .some((label) => NON_PRODUCTION_LABELS.has(label));

export interface GovernmentNavInput {
  isAdministrator: boolean;
  accountType: SessionAccountType;
  /** The instance's features: syncReport offers the sync report. */
  instanceFeatures: readonly InstanceFeature[];
  /** The host check (`syncReportFeatureOn` above). */
  syncReportFeatureOn: boolean;
  /** The instance's own switch (instance portal → Security, `instances.sync_report_enabled`). */
  syncReportEnabled: boolean;
}

export function governmentNavItems(input: GovernmentNavInput): GovernmentNavItem[] {
  const { isAdministrator, accountType, instanceFeatures, syncReportFeatureOn, syncReportEnabled } = input;
  const reviewer = accountType === 'Reviewer' || accountType === 'review-manager';
  const visible: Record<GovernmentNavItem, boolean> = {
    community: isAdministrator,
    programs: isAdministrator,
    reports: true,
    reviews: isAdministrator || reviewer,
    'sync-report':
      reviewer && instanceFeatures.includes('syncReport') && syncReportFeatureOn && syncReportEnabled,
    tools: isAdministrator,
  };
  return GOVERNMENT_NAV_ITEMS.filter((item) => visible[item]);
}

export type CommunityBarItem = 'about' | 'programs' | 'my-applications' | 'my-subscriptions';

export interface CommunityBarInput {
  accountType: SessionAccountType;
  /** The instance's features: with subscriberAccounts the bar shows the subscriptions only. */
  instanceFeatures: readonly InstanceFeature[];
  instanceProgramType: InstanceProgramType;
  /** A government user acting as a community account also gets the bar. */
  impersonating?: boolean;
}

const COMMUNITY_ACCOUNT_TYPES = new Set<SessionAccountType>(['Business', 'Individual', 'Subscriber']);

/** Empty for government accounts, whose bar shows the page title instead. */
export function communityBarItems(input: CommunityBarInput): CommunityBarItem[] {
  const { accountType, instanceFeatures, instanceProgramType, impersonating = false } = input;
  if (!impersonating && !COMMUNITY_ACCOUNT_TYPES.has(accountType)) return [];
  if (instanceFeatures.includes('subscriberAccounts')) return ['my-subscriptions'];
  const aboutHidden = instanceProgramType === 'marketplace' || instanceProgramType === 'workflow';
  return aboutHidden ? ['programs', 'my-applications'] : ['about', 'programs', 'my-applications'];
}
