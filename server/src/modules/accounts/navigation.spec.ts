import {
  communityBarItems,
  type GovernmentNavInput,
  governmentNavItems,
  syncReportFeatureOn,
} from './navigation.js';

const nav = (overrides: Partial<GovernmentNavInput>) =>
  governmentNavItems({
    isAdministrator: false,
    accountType: 'Government',
    instanceFeatures: ['syncReport'],
    syncReportFeatureOn: true,
    syncReportEnabled: true,
    ...overrides,
  });

describe('Government top navigation (access spec §2 "Top navigation")', () => {
  it('administrators see Community, Programs, Reports, Reviews and Tools', () => {
    expect(nav({ isAdministrator: true })).toEqual(['community', 'programs', 'reports', 'reviews', 'tools']);
  });

  it('non-administrators see only Reports', () => {
    expect(nav({})).toEqual(['reports']);
  });

  it('reviewer and review-manager accounts also see Reviews', () => {
    expect(nav({ accountType: 'Reviewer', instanceFeatures: [] })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'review-manager', instanceFeatures: [] })).toEqual(['reports', 'reviews']);
  });

  it('Sync report needs a reviewer or review-manager on a sync-report instance with the feature on', () => {
    expect(nav({ accountType: 'Reviewer' })).toEqual(['reports', 'reviews', 'sync-report']);
    expect(nav({ accountType: 'review-manager' })).toEqual(['reports', 'reviews', 'sync-report']);
    expect(nav({ accountType: 'Reviewer', syncReportFeatureOn: false })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'review-manager', syncReportFeatureOn: false })).toEqual([
      'reports',
      'reviews',
    ]);
    expect(nav({ accountType: 'Reviewer', instanceFeatures: [] })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'Government', isAdministrator: true })).not.toContain('sync-report');
    expect(nav({ accountType: 'ReviewerMarket' })).toEqual(['reports']);
  });

  it("hides Sync report while the instance's switch (Security tab) is off, whatever else holds", () => {
    expect(nav({ accountType: 'Reviewer', syncReportEnabled: false })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'review-manager', syncReportEnabled: false })).toEqual(['reports', 'reviews']);
    // The switch alone does not show it: the account type, the instance list and the host check still rule.
    expect(nav({ accountType: 'Government', isAdministrator: true, syncReportEnabled: true })).not.toContain(
      'sync-report',
    );
    expect(nav({ accountType: 'Reviewer', instanceFeatures: [], syncReportEnabled: true })).toEqual([
      'reports',
      'reviews',
    ]);
    expect(nav({ accountType: 'Reviewer', syncReportFeatureOn: false, syncReportEnabled: true })).toEqual([
      'reports',
      'reviews',
    ]);
  });
});

describe('Community bar (access spec §2 "Top navigation")', () => {
  it('shows About, Programs and My Applications to business and individual accounts', () => {
    expect(
      communityBarItems({ accountType: 'Business', instanceFeatures: [], instanceProgramType: 'other' }),
    ).toEqual(['about', 'programs', 'my-applications']);
    expect(
      communityBarItems({ accountType: 'Individual', instanceFeatures: [], instanceProgramType: 'other' }),
    ).toEqual(['about', 'programs', 'my-applications']);
  });

  it('hides About for marketplace and workflow program types', () => {
    for (const instanceProgramType of ['marketplace', 'workflow'] as const) {
      expect(
        communityBarItems({ accountType: 'Individual', instanceFeatures: [], instanceProgramType }),
      ).toEqual(['programs', 'my-applications']);
    }
  });

  it('shows only My Subscriptions on the service instance 344', () => {
    expect(
      communityBarItems({
        accountType: 'Subscriber',
        instanceFeatures: ['subscriberAccounts'],
        instanceProgramType: 'other',
      }),
    ).toEqual(['my-subscriptions']);
  });

  it('shows the items during impersonation and nothing to government accounts otherwise', () => {
    const input = { accountType: 'Government', instanceFeatures: [], instanceProgramType: 'other' } as const;
    expect(communityBarItems(input)).toEqual([]);
    expect(communityBarItems({ ...input, impersonating: true })).toEqual([
      'about',
      'programs',
      'my-applications',
    ]);
  });
});

describe('Sync-report feature check (access spec §2 "Top navigation", programs spec §7)', () => {
  it('is on for production hosts', () => {
    expect(syncReportFeatureOn('riverton.porchlight.example', false)).toBe(true);
    expect(syncReportFeatureOn('riverton.localhost', false)).toBe(true);
    expect(syncReportFeatureOn('localhost', false)).toBe(true);
  });

  it('is off on a host with a qa, staging or stg label, split on dots and dashes, in any case', () => {
    expect(syncReportFeatureOn('riverton.qa.porchlight.example', false)).toBe(false);
    expect(syncReportFeatureOn('riverton-staging.porchlight.example', false)).toBe(false);
    expect(syncReportFeatureOn('STG.porchlight.example', false)).toBe(false);
  });

  it('does not mistake a label that only contains qa or stg', () => {
    expect(syncReportFeatureOn('aqaba.porchlight.example', false)).toBe(true);
    expect(syncReportFeatureOn('stgeorge.porchlight.example', false)).toBe(true);
  });

  it('is always on in a development build', () => {
    expect(syncReportFeatureOn('riverton.qa.porchlight.example', true)).toBe(true);
  });
});
