import type { ReportContext } from './report-definition.js';
import { syncReportRuns } from './sync-report-feature.js';

const context = (overrides: Partial<ReportContext>): ReportContext => ({
  instanceId: 318,
  instanceFeatures: ['syncReport'],
  syncReportEnabled: true,
  host: 'riverton.example',
  development: false,
  ...overrides,
});

// The host check itself is proven with the navigation rules (accounts/navigation.spec.ts).
describe('the sync report runs (programs spec §7)', () => {
  it('only on an instance with the syncReport feature, where the host check passes', () => {
    expect(syncReportRuns(context({}))).toBe(true);
    expect(
      syncReportRuns(context({ instanceId: 100, instanceFeatures: [], host: 'springfield.example' })),
    ).toBe(false);
    expect(syncReportRuns(context({ host: 'riverton.staging.example' }))).toBe(false);
    expect(syncReportRuns(context({ host: 'riverton.staging.example', development: true }))).toBe(true);
  });

  it("only while the instance's switch (instance portal → Security) is on", () => {
    expect(syncReportRuns(context({ syncReportEnabled: false }))).toBe(false);
    expect(syncReportRuns(context({ syncReportEnabled: false, development: true }))).toBe(false);
    expect(syncReportRuns(context({ instanceId: 100, instanceFeatures: [], syncReportEnabled: true }))).toBe(
      false,
    );
  });
});
