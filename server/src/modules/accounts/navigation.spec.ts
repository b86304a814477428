import { communityBarItems, type GovernmentNavInput, governmentNavItems } from './navigation.js';

const nav = (overrides: Partial<GovernmentNavInput>) =>
  governmentNavItems({
    isAdministrator: false,
    accountType: 'Government',
    instanceId: 318,
    syncReportFeatureOn: true,
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
    expect(nav({ accountType: 'Reviewer', instanceId: 10 })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'review-manager', instanceId: 10 })).toEqual(['reports', 'reviews']);
  });

  it('Sync report needs a reviewer or review-manager on a sync-report instance with the feature on', () => {
    expect(nav({ accountType: 'Reviewer' })).toEqual(['reports', 'reviews', 'sync-report']);
    expect(nav({ accountType: 'review-manager' })).toEqual(['reports', 'reviews', 'sync-report']);
    expect(nav({ accountType: 'Reviewer', syncReportFeatureOn: false })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'Reviewer', instanceId: 319 })).toEqual(['reports', 'reviews']);
    expect(nav({ accountType: 'Government', isAdministrator: true })).not.toContain('sync-report');
    expect(nav({ accountType: 'ReviewerMarket' })).toEqual(['reports']);
  });
});

describe('Community bar (access spec §2 "Top navigation")', () => {
  it('shows About, Programs and My Applications to business and individual accounts', () => {
    expect(
      communityBarItems({ accountType: 'Business', instanceId: 10, instanceProgramType: 'other' }),
    ).toEqual(['about', 'programs', 'my-applications']);
    expect(
      communityBarItems({ accountType: 'Individual', instanceId: 10, instanceProgramType: 'other' }),
    ).toEqual(['about', 'programs', 'my-applications']);
  });

  it('hides About for marketplace and workflow program types', () => {
    for (const instanceProgramType of ['marketplace', 'workflow'] as const) {
      expect(communityBarItems({ accountType: 'Individual', instanceId: 10, instanceProgramType })).toEqual([
        'programs',
        'my-applications',
      ]);
    }
  });

  it('shows only My Subscriptions on the service instance 344', () => {
    expect(
      communityBarItems({ accountType: 'Subscriber', instanceId: 344, instanceProgramType: 'other' }),
    ).toEqual(['my-subscriptions']);
  });

  it('shows the items during impersonation and nothing to government accounts otherwise', () => {
    const input = { accountType: 'Government', instanceId: 10, instanceProgramType: 'other' } as const;
    expect(communityBarItems(input)).toEqual([]);
    expect(communityBarItems({ ...input, impersonating: true })).toEqual([
      'about',
      'programs',
      'my-applications',
    ]);
  });
});
