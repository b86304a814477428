// Top navigation and community bar visibility (access spec §2 "Top navigation").
import type { AccountType, InstanceProgramType } from './account-type.js';
import { SERVICE_INSTANCE_ID, SYNC_REPORT_INSTANCE_IDS } from './instance-constants.js';

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
  instanceId: number;
  /** The host check (`syncReportFeatureOn` above). */
  syncReportFeatureOn: boolean;
  /** The instance's own switch (instance portal → Security, `instances.sync_report_enabled`). */
  syncReportEnabled: boolean;
}

export function governmentNavItems(input: GovernmentNavInput): GovernmentNavItem[] {
  const { isAdministrator, accountType, instanceId, syncReportFeatureOn, syncReportEnabled } = input;
  const reviewer = accountType === 'Reviewer' || accountType === 'review-manager';
  const visible: Record<GovernmentNavItem, boolean> = {
    community: isAdministrator,
    programs: isAdministrator,
    reports: true,
    reviews: isAdministrator || reviewer,
    'sync-report':
      reviewer && SYNC_REPORT_INSTANCE_IDS.includes(instanceId) && syncReportFeatureOn && syncReportEnabled,
    tools: isAdministrator,
  };
  return GOVERNMENT_NAV_ITEMS.filter((item) => visible[item]);
}

export type CommunityBarItem = 'about' | 'programs' | 'my-applications' | 'my-subscriptions';

export interface CommunityBarInput {
  accountType: SessionAccountType;
  instanceId: number;
  instanceProgramType: InstanceProgramType;
  /** A government user acting as a community account also gets the bar. */
  impersonating?: boolean;
}

const COMMUNITY_ACCOUNT_TYPES = new Set<SessionAccountType>(['Business', 'Individual', 'Subscriber']);

/** Empty for government accounts, whose bar shows the page title instead. */
export function communityBarItems(input: CommunityBarInput): CommunityBarItem[] {
  const { accountType, instanceId, instanceProgramType, impersonating = false } = input;
  if (!impersonating && !COMMUNITY_ACCOUNT_TYPES.has(accountType)) return [];
  if (instanceId === SERVICE_INSTANCE_ID) return ['my-subscriptions'];
  const aboutHidden = instanceProgramType === 'marketplace' || instanceProgramType === 'workflow';
  return aboutHidden ? ['programs', 'my-applications'] : ['about', 'programs', 'my-applications'];
}
