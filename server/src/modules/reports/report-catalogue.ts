// Every report of the programs spec §2 (individual and business) and §7 (the CSV downloads and the sync
// report), as data. Individual and business reports are the same report over community entity type 2 or 1
// (programs spec §1). Times are UTC, written `YYYY-MM-DD HH:MM:SS`, which spreadsheets read as times.

import { CURRENCY_EXPONENT } from '../../contract/payments.js';
import { ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { COMMUNITY_ENTITY_TYPE } from '../accounts/instance-constants.js';
import type { ReportColumn, ReportDefinition, ReportGroup } from './report-definition.js';
import { syncReportRuns } from './sync-report-feature.js';

type Community = 'individual' | 'business';

const utc = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const yesNo = (expr: string) => `CASE WHEN ${expr} THEN 'Yes' ELSE 'No' END`;
const userName = (idExpr: string) => `queue_user_name(${idExpr})`;

/** Columns shared by the reports whose rows are applications (alias `a`, its program `p`). */
const APPLICATION_ID: ReportColumn = { header: 'Application ID', sql: 'a.external_id' };
const APPLICANT: ReportColumn = { header: 'Applicant', sql: 'a.applicant_name' };
const PAYEE: ReportColumn = { header: 'Payee', sql: 'a.applicant_name' };
const PAYEE_TYPE: ReportColumn = {
  header: 'Payee type',
  sql: `CASE a.community_entity_type WHEN ${COMMUNITY_ENTITY_TYPE.business} THEN 'Business' ELSE 'Individual' END`,
};
const PROGRAM: ReportColumn = { header: 'Program', sql: 'p.display_name' };
const STATUS: ReportColumn = { header: 'Status', sql: 'a.state_name' };
const ASSIGNED_TO: ReportColumn = { header: 'Assigned to', sql: 'a.owner_name' };
const AWARD: ReportColumn = { header: 'Award amount', sql: 'a.award_amount' };
const STATUS_SINCE: ReportColumn = { header: 'Status since (UTC)', sql: utc('a.state_entered_at') };

/** Minor units written as the currency writes them (50000 USD: 500.00), exactly, by the contract's exponents. */
const money = (minor: string, currency: string) =>
  `CASE ${currency} ${Object.entries(CURRENCY_EXPONENT)
    .map(([code, e]) => `WHEN '${code}' THEN ((${minor}) / 1${'0'.repeat(e)}.0)::numeric(16, ${e})::text`)
    .join(' ')} END`;

/**
 * The application's payments as the ledger books them (alias pay): money received into the program's
 * account by settlements, and paid back by refunds, with the payments' count, currency and latest time.
 */
const LEDGER_OF_APPLICATION = `LEFT JOIN LATERAL (
    SELECT count(DISTINCT py.id) AS payments, min(py.currency) AS currency, max(py.created_at) AS last_at,
           coalesce(sum(le.amount_minor) FILTER (WHERE lt.kind = 'settlement'), 0) AS received,
           coalesce(-sum(le.amount_minor) FILTER (WHERE lt.kind = 'refund'), 0) AS refunded
      FROM payments py
      LEFT JOIN ledger_transactions lt ON lt.payment_id = py.id AND lt.instance_id = py.instance_id
      LEFT JOIN ledger_entries le ON le.transaction_id = lt.id
       AND le.account_id = (SELECT la.id FROM ledger_accounts la WHERE la.instance_id = py.instance_id
                               AND la.name = 'program:' || py.program_id AND la.currency = py.currency)
     WHERE py.instance_id = a.instance_id AND py.application_id = a.id) pay ON TRUE`;
const LEDGER_COLUMNS: ReportColumn[] = [
  { header: 'Payments', sql: 'pay.payments' },
  { header: 'Currency', sql: 'pay.currency' },
  { header: 'Received', sql: money('pay.received', 'pay.currency') },
  { header: 'Refunded', sql: money('pay.refunded', 'pay.currency') },
  { header: 'Last payment (UTC)', sql: utc('pay.last_at') },
];

const APPLICATIONS_OF_PROGRAMS = `FROM applications a JOIN programs p ON p.id = a.program_id AND p.instance_id = a.instance_id`;
const APPLICATION_ORDER = 'a.created_at, a.id';

const APPLICATIONS_WITH_STATUS = `${APPLICATIONS_OF_PROGRAMS}
  JOIN workflow_states s ON s.id = a.current_state_id AND s.instance_id = a.instance_id`;
/**
 * A payee: an application that will be or was paid, i.e. it has an award amount and its status is not a
 * declined one. The downloads of §7 are about these (over APPLICATIONS_WITH_STATUS).
 */
const PAYEE_CONDITION = 'a.award_amount IS NOT NULL AND NOT s.declined';

function communityReports(community: Community): ReportDefinition[] {
  const type = COMMUNITY_ENTITY_TYPE[community];
  const group: ReportGroup = community;
  const business = community === 'business';
  const accounts = business ? 'business accounts' : 'individuals';
  return [
    {
      group,
      name: 'login-activity',
      description: `Sign-ins of ${accounts}: each session opened and each refused attempt (wrong password, MFA code, lockout); with a program, only people who applied to it`,
      columns: [
        { header: 'Time (UTC)', sql: utc('le.created_at') },
        { header: 'Login id', sql: 'coalesce(u.email, u.phone)' },
        { header: 'Name', sql: `nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '')` },
        ...(business ? [{ header: 'Business', sql: 'b.company_name' }] : []),
        { header: 'Result', sql: `CASE WHEN le.success THEN 'Success' ELSE 'Failed' END` },
        { header: 'Failure', sql: 'le.failure_code' },
      ],
      // An attempt refused before an account was chosen counts for the user's accounts of this type.
      from: (f) => `FROM login_events le
        LEFT JOIN users u ON u.id = le.user_id
        LEFT JOIN accounts ac ON ac.id = le.account_id AND ac.instance_id = le.instance_id
        ${business ? `LEFT JOIN businesses b ON ac.entity_type = ${ENTITY_TYPE.business} AND b.id = ac.entity_id` : ''}
        WHERE le.instance_id = ${f.instanceId}
          AND (le.community_entity_type = ${type}
               OR (le.community_entity_type IS NULL AND EXISTS (
                     SELECT 1 FROM accounts o
                      WHERE o.instance_id = le.instance_id AND o.user_id = le.user_id
                        AND o.community_entity_type = ${type})))
          AND ${
            f.programId === undefined
              ? 'TRUE'
              : `EXISTS (SELECT 1 FROM applications pa WHERE pa.instance_id = le.instance_id
                           AND pa.applicant_user_id = le.user_id AND ${f.program('pa.program_id')})`
          }
          AND ${f.period('le.created_at')}`,
      order: 'le.created_at, le.id',
    },
    {
      group,
      name: 'data-accuracy',
      description: `The validation center's checks on ${accounts}' applications: each check's outcome and message`,
      columns: [
        APPLICATION_ID,
        APPLICANT,
        PROGRAM,
        { header: 'Check', sql: 'r.name' },
        { header: 'Outcome', sql: 'vr.outcome' },
        { header: 'Message', sql: 'vr.message' },
        { header: 'Checked at (UTC)', sql: utc('vr.ran_at') },
      ],
      from: (f) => `FROM validation_results vr
        JOIN applications a ON a.id = vr.application_id AND a.instance_id = vr.instance_id
        JOIN programs p ON p.id = a.program_id AND p.instance_id = a.instance_id
        JOIN validation_rules r ON r.id = vr.rule_id AND r.instance_id = vr.instance_id
        WHERE vr.instance_id = ${f.instanceId} AND a.community_entity_type = ${type}
          AND ${f.program('a.program_id')} AND ${f.period('vr.ran_at')}`,
      order: 'a.created_at, a.id, r.name, vr.id',
    },
    {
      group,
      name: 'applications-resources',
      description: `Every application of ${accounts} to a program (resource), with its status, owner and partner`,
      columns: [
        APPLICATION_ID,
        APPLICANT,
        PROGRAM,
        { header: 'Process', sql: 'a.process_name' },
        STATUS,
        ASSIGNED_TO,
        { header: 'Partner', sql: 'a.company_name' },
        { header: 'Created at (UTC)', sql: utc('a.created_at') },
        { header: 'Submitted at (UTC)', sql: utc('a.submitted_at') },
        { header: 'Last change (UTC)', sql: utc('a.last_changed_at') },
        AWARD,
      ],
      from: (f) => `${APPLICATIONS_OF_PROGRAMS}
        WHERE a.instance_id = ${f.instanceId} AND a.community_entity_type = ${type}
          AND ${f.program('a.program_id')} AND ${f.period('a.created_at')}`,
      order: APPLICATION_ORDER,
    },
    {
      group,
      name: 'bulk-operations',
      description: `Bulk status and owner changes from the work queue, one row per ${business ? 'business' : 'individual'} application changed`,
      columns: [
        { header: 'Operation', sql: 'b.id' },
        { header: 'Performed at (UTC)', sql: utc('b.created_at') },
        { header: 'Performed by', sql: userName('b.actor_user_id') },
        { header: 'Action', sql: 'b.action' },
        APPLICATION_ID,
        APPLICANT,
        PROGRAM,
        { header: 'From status', sql: 'fs.name' },
        { header: 'To status', sql: 'ts.name' },
        { header: 'From owner', sql: userName('e.from_owner_id') },
        { header: 'To owner', sql: userName('e.to_owner_id') },
        { header: 'Comment', sql: 'e.comment' },
      ],
      from: (f) => `FROM application_events e
        JOIN bulk_operations b ON b.id = e.bulk_operation_id AND b.instance_id = e.instance_id
        JOIN applications a ON a.id = e.application_id AND a.instance_id = e.instance_id
        JOIN programs p ON p.id = a.program_id AND p.instance_id = a.instance_id
        LEFT JOIN workflow_states fs ON fs.id = e.from_state_id
        LEFT JOIN workflow_states ts ON ts.id = e.to_state_id
        WHERE e.instance_id = ${f.instanceId} AND e.bulk_operation_id IS NOT NULL
          AND a.community_entity_type = ${type}
          AND ${f.program('a.program_id')} AND ${f.period('b.created_at')}`,
      order: 'b.created_at, b.id, a.id',
    },
  ];
}

const BUSINESS_ONLY: ReportDefinition[] = [
  {
    group: 'business',
    name: 'resource-status',
    description: "Business applications per program and status, with the status's award total",
    columns: [
      { header: 'Program ID', sql: 'p.id' },
      PROGRAM,
      { header: 'Status', sql: 's.name' },
      { header: 'Applications', sql: 'count(*)::int' },
      { header: 'Award total', sql: 'coalesce(sum(a.award_amount), 0)::numeric(14, 2)' },
    ],
    from: (f) => `${APPLICATIONS_WITH_STATUS}
      WHERE a.instance_id = ${f.instanceId} AND a.community_entity_type = ${COMMUNITY_ENTITY_TYPE.business}
        AND ${f.program('a.program_id')} AND ${f.period('a.created_at')}
      GROUP BY p.id, s.id`,
    order: 'p.display_name, p.id, s.sort_order, s.id',
  },
  {
    group: 'business',
    name: 'resource-eligibility',
    description:
      'Programs open to businesses: eligibility criteria, business sign-up, and business applications (in the period) approved and denied',
    columns: [
      { header: 'Program ID', sql: 'p.id' },
      PROGRAM,
      { header: 'Active', sql: yesNo('p.active') },
      { header: 'Business sign-up', sql: yesNo('p.sign_up_business') },
      {
        header: 'Eligibility criteria',
        sql: `(SELECT string_agg(c ->> 'label' || coalesce(': ' || (c ->> 'description'), ''), E'\\n' ORDER BY n)
                 FROM jsonb_array_elements(p.eligibility_criteria) WITH ORDINALITY AS x(c, n))`,
      },
      { header: 'Applications', sql: 'count(a.id)::int' },
      { header: 'Approved', sql: 'count(a.id) FILTER (WHERE s.approved)::int' },
      { header: 'Denied', sql: 'count(a.id) FILTER (WHERE s.declined)::int' },
    ],
    from: (f) => `FROM programs p
      LEFT JOIN applications a ON a.instance_id = p.instance_id AND a.program_id = p.id
        AND a.community_entity_type = ${COMMUNITY_ENTITY_TYPE.business} AND ${f.period('a.created_at')}
      LEFT JOIN workflow_states s ON s.id = a.current_state_id
      WHERE p.instance_id = ${f.instanceId} AND ${COMMUNITY_ENTITY_TYPE.business} = ANY (p.audience)
        AND ${f.program('p.id')}
      GROUP BY p.id`,
    order: 'p.display_name, p.id',
  },
];

const DOWNLOADS: ReportDefinition[] = [
  {
    group: 'downloads',
    name: 'tin-file',
    description:
      'Payees (applications with an award, not denied) with the taxpayer identification number given on the application, for TIN matching',
    columns: [
      PAYEE,
      PAYEE_TYPE,
      { header: 'TIN', sql: `a.answers ->> 'tin'` },
      { header: 'Email', sql: 'coalesce(b.email, i.email, u.email)' },
      { header: 'Address line 1', sql: 'b.address_line1' },
      { header: 'Address line 2', sql: 'b.address_line2' },
      APPLICATION_ID,
      PROGRAM,
      AWARD,
    ],
    from: (f) => `${APPLICATIONS_WITH_STATUS}
      LEFT JOIN accounts ac ON ac.id = a.applicant_account_id
      LEFT JOIN businesses b ON ac.entity_type = ${ENTITY_TYPE.business} AND b.id = ac.entity_id
      LEFT JOIN individuals i ON ac.entity_type = ${ENTITY_TYPE.individual} AND i.id = ac.entity_id
      LEFT JOIN users u ON u.id = a.applicant_user_id
      WHERE a.instance_id = ${f.instanceId} AND ${PAYEE_CONDITION}
        AND ${f.program('a.program_id')} AND ${f.period('a.created_at')}`,
    order: 'a.applicant_name, a.id',
    csvOnly: true,
  },
  {
    group: 'downloads',
    name: 'award-payout-file',
    description:
      'Awards still to be paid: payees whose payment is not marked Paid, with case and payment details',
    columns: [
      APPLICATION_ID,
      { header: 'Case number', sql: 'a.case_number' },
      { header: 'Client ID', sql: 'a.client_id' },
      PROGRAM,
      PAYEE,
      PAYEE_TYPE,
      { header: 'Payment channel', sql: 'a.payment_channel_name' },
      AWARD,
      STATUS,
      STATUS_SINCE,
    ],
    from: (f) => `${APPLICATIONS_WITH_STATUS}
      WHERE a.instance_id = ${f.instanceId} AND ${PAYEE_CONDITION}
        AND a.payment_status_name IS DISTINCT FROM 'Paid' AND s.name <> 'Paid'
        AND ${f.program('a.program_id')} AND ${f.period('a.created_at')}`,
    order: APPLICATION_ORDER,
    csvOnly: true,
  },
  {
    group: 'downloads',
    name: 'finance-review-file',
    description:
      'Payees for finance review: award, income threshold, eviction notice, validation results and who changed it last',
    columns: [
      APPLICATION_ID,
      PROGRAM,
      PAYEE,
      PAYEE_TYPE,
      AWARD,
      { header: 'Income threshold', sql: 'a.income_threshold' },
      { header: 'Eviction notice', sql: yesNo('a.eviction_notice') },
      { header: 'Failed checks', sql: 'a.validation_failed' },
      { header: 'Warnings', sql: 'a.validation_warning' },
      { header: 'Received (net)', sql: money('pay.received - pay.refunded', 'pay.currency') },
      STATUS,
      ASSIGNED_TO,
      { header: 'Last changed by', sql: userName('a.last_changed_by_id') },
      { header: 'Last change (UTC)', sql: utc('a.last_changed_at') },
    ],
    from: (f) => `${APPLICATIONS_WITH_STATUS}
      ${LEDGER_OF_APPLICATION}
      WHERE a.instance_id = ${f.instanceId} AND ${PAYEE_CONDITION}
        AND ${f.program('a.program_id')} AND ${f.period('a.created_at')}`,
    order: APPLICATION_ORDER,
    csvOnly: true,
  },
  {
    group: 'downloads',
    name: 'payment-reports-file',
    description:
      'Applications with a payment channel or status: channel and status, the award, and what the ledger booked (payments, money received and refunded)',
    columns: [
      APPLICATION_ID,
      PROGRAM,
      PAYEE,
      { header: 'Payment channel', sql: 'a.payment_channel_name' },
      { header: 'Payment status', sql: 'a.payment_status_name' },
      AWARD,
      ...LEDGER_COLUMNS,
      STATUS,
      STATUS_SINCE,
    ],
    from: (f) => `${APPLICATIONS_OF_PROGRAMS}
      ${LEDGER_OF_APPLICATION}
      WHERE a.instance_id = ${f.instanceId}
        AND (a.payment_channel_name IS NOT NULL OR a.payment_status_name IS NOT NULL)
        AND ${f.program('a.program_id')} AND ${f.period('a.created_at')}`,
    order: APPLICATION_ORDER,
    csvOnly: true,
  },
];

const LAST_CHANGE = 'coalesce(a.last_changed_at, a.created_at)';

const SYNC: ReportDefinition = {
  group: 'sync',
  name: 'sync-report',
  description:
    "Applications with the forms engine's program id, for reconciling with it; the period is the last change",
  columns: [
    APPLICATION_ID,
    PROGRAM,
    { header: 'Form program id', sql: 'p.external_id' },
    APPLICANT,
    STATUS,
    ASSIGNED_TO,
    { header: 'Submitted at (UTC)', sql: utc('a.submitted_at') },
    { header: 'Last change (UTC)', sql: utc(LAST_CHANGE) },
  ],
  from: (f) => `${APPLICATIONS_OF_PROGRAMS}
    WHERE a.instance_id = ${f.instanceId} AND ${f.program('a.program_id')} AND ${f.period(LAST_CHANGE)}`,
  order: `${LAST_CHANGE}, a.id`,
  runsFor: syncReportRuns,
};

/** Every report, in the order of the specification. */
export const REPORTS: readonly ReportDefinition[] = [
  ...communityReports('individual'),
  ...communityReports('business'),
  ...BUSINESS_ONLY,
  ...DOWNLOADS,
  SYNC,
];

export const findReport = (group: string, name: string): ReportDefinition | undefined =>
  REPORTS.find((r) => r.group === group && r.name === name);
