import { REPORTS } from './report-catalogue.js';
import { reportCopy, reportCount, reportPage, reportScope, reportSelect } from './report-sql.js';

describe('report SQL', () => {
  it('inlines the program as an integer and the period as whole UTC days, the last day included', () => {
    const scope = reportScope(100, { programId: 8, from: '2024-01-01', to: '2024-01-31' });
    expect(scope.program('a.program_id')).toBe('a.program_id = 8');
    expect(scope.period('a.created_at')).toBe(
      "a.created_at >= '2024-01-01T00:00:00.000Z'::timestamptz AND a.created_at < '2024-02-01T00:00:00.000Z'::timestamptz",
    );
  });

  it('leaves out what the filter does not ask for', () => {
    const scope = reportScope(100, { to: '2024-12-31' });
    expect(scope.program('a.program_id')).toBe('TRUE');
    expect(scope.period('x')).toBe("x < '2025-01-01T00:00:00.000Z'::timestamptz");
    expect(reportScope(100, {}).period('x')).toBe('TRUE');
  });

  it('names each column by its header, orders by the report, pages after a chosen sort', () => {
    const report = REPORTS[0];
    const scope = reportScope(100, {});
    const select = reportSelect(report, scope);
    for (const column of report.columns) expect(select).toContain(`AS "${column.header}"`);
    expect(select.endsWith(`ORDER BY ${report.order}`)).toBe(true);
    expect(reportSelect(report, scope, { none: true }).endsWith(' LIMIT 0')).toBe(true);
    expect(reportCopy(select)).toBe(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER true)`);
    expect(
      reportPage(report, scope, { offset: 50, limit: 25, sort: { header: 'Login id', order: 'DESC' } }),
    ).toMatch(new RegExp(`ORDER BY "Login id" DESC, ${report.order} LIMIT 25 OFFSET 50$`));
    expect(reportCount(report, scope)).toMatch(/^SELECT count\(\*\)::int AS total FROM \(SELECT 1 FROM /);
  });

  it('has one definition per group and name, each with distinct headers and scoped to the instance', () => {
    const keys = REPORTS.map((r) => `${r.group}/${r.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([
      'individual/login-activity',
      'individual/data-accuracy',
      'individual/applications-resources',
      'individual/bulk-operations',
      'business/login-activity',
      'business/data-accuracy',
      'business/applications-resources',
      'business/bulk-operations',
      'business/resource-status',
      'business/resource-eligibility',
      'downloads/tin-file',
      'downloads/award-payout-file',
      'downloads/finance-review-file',
      'downloads/payment-reports-file',
      'sync/sync-report',
    ]);
    for (const report of REPORTS) {
      const headers = report.columns.map((c) => c.header);
      expect(new Set(headers).size).toBe(headers.length);
      expect(report.from(reportScope(4242, {}))).toMatch(/instance_id = 4242/);
    }
  });
});
