import type { InstanceFeature } from '../../contract/instance-features.js';
// What a report is, as data: its place in the catalogue, its columns and the SQL of its rows. The same
// definition answers the JSON pages, the streamed CSV and the CLI export (report-sql.ts builds the SQL).

export const REPORT_GROUPS = ['individual', 'business', 'downloads', 'sync'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** One column: its header (the CSV header and the JSON key) and the SQL expression of its value. */
export interface ReportColumn {
  header: string;
  sql: string;
}

/**
 * The caller's scope and filters as SQL conditions. COPY takes no bind parameters, so every value is
 * inlined here, and only values already checked: the instance and program ids are integers, the period's
 * ends are instants built from checked dates and quoted as literals.
 */
export interface ReportScope {
  /** The session's instance: every report reads this instance's rows only. */
  instanceId: number;
  /** The program asked for, if any. */
  programId?: number;
  /** `expr = <programId>`, or TRUE when no program is asked for. */
  program(expr: string): string;
  /** `expr` within the from/to days asked for (whole UTC days, both ends included), or TRUE. */
  period(expr: string): string;
}

/** Where a report is asked for: the sync report runs only on some instances and hosts, with its switch on. */
export interface ReportContext {
  instanceId: number;
  /** The instance's features: syncReport offers the sync report. */
  instanceFeatures: readonly InstanceFeature[];
  /** The instance's sync-report switch (instance portal → Security). */
  syncReportEnabled: boolean;
  /** The host name the request came to (the CLI: this machine's). */
  host: string;
  /** A development run (NODE_ENV=development). */
  development: boolean;
}

export interface ReportDefinition {
  group: ReportGroup;
  name: string;
  /** What a program officer finds in it (Swagger and `porchlight export --help`). */
  description: string;
  columns: readonly ReportColumn[];
  /** `FROM … WHERE … [GROUP BY …]`: the report's rows in the caller's scope. */
  from(scope: ReportScope): string;
  /** The rows' order (an ORDER BY list over the FROM's expressions), ending with a unique key. */
  order: string;
  /** Only the CSV form is offered (the downloads of programs spec §7); JSON answers too. */
  csvOnly?: boolean;
  /** When it answers nothing (programs spec §7: the sync report's instance list and feature check). */
  runsFor?(context: ReportContext): boolean;
}

/** `group/name`, as the CLI names a report and the routes spell it. */
export const reportKey = (report: Pick<ReportDefinition, 'group' | 'name'>): string =>
  `${report.group}/${report.name}`;
