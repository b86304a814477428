// The reports of the programs spec §2 (individual and business) and §7 (CSV downloads, sync report), as
// GET /api/reports/:group/:name (API.md "Reports").

export interface ReportEntry {
  group: string;
  name: string;
  /** Only the CSV form exists (the downloads of §7). */
  csvOnly?: boolean;
}

export const REPORT_GROUPS: Record<string, readonly ReportEntry[]> = {
  individual: ['login-activity', 'data-accuracy', 'applications-resources', 'bulk-operations'].map(
    (name) => ({
      group: 'individual',
      name,
    }),
  ),
  business: [
    'login-activity',
    'resource-status',
    'resource-eligibility',
    'data-accuracy',
    'applications-resources',
    'bulk-operations',
  ].map((name) => ({ group: 'business', name })),
  downloads: ['tin-file', 'award-payout-file', 'finance-review-file', 'payment-reports-file'].map((name) => ({
    group: 'downloads',
    name,
    csvOnly: true,
  })),
};

/** The sync report shows in the navigation only where governmentNavItems allows it. */
export const SYNC_REPORT: ReportEntry = { group: 'sync', name: 'sync-report' };

export const findReport = (group: string, name: string): ReportEntry | undefined =>
  group === SYNC_REPORT.group && name === SYNC_REPORT.name
    ? SYNC_REPORT
    : REPORT_GROUPS[group]?.find((r) => r.name === name);
