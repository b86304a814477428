// A queue application in the wire names of the programs spec §3, as PostgreSQL writes it from one row of
// the queue's SELECT. The rules that shape a row have a SQL form here, made from the constants of their
// TypeScript form (which the UIs share, so this server-only file holds the SQL); queue-row-rules.e2e.ts
// holds each pair to the same answers.
import { sqlLiteral } from '../../database/sql-literal.js';
import { OTHER_ROLE_NAME, ROLE_NAMES } from '../accounts/roles.js';
import { UNREAD_CHANNELS } from '../communications/unread.js';

/** roleName (accounts/roles.ts) in SQL; null where the role is null. */
export const roleNameSql = (role: string): string =>
  `CASE WHEN ${role} IS NULL THEN NULL ${[...ROLE_NAMES]
    .map(([n, name]) => `WHEN ${role} = ${sqlLiteral(n)} THEN ${sqlLiteral(name)}`)
    .join(' ')} ELSE ${sqlLiteral(OTHER_ROLE_NAME)} END`;

/** unreadTotal (communications/unread.ts) in SQL, over the counters `<prefix>unread_<channel>`. */
export const unreadTotalSql = (prefix: string): string =>
  `(${UNREAD_CHANNELS.map((channel) => `${prefix}unread_${channel}`).join(' + ')})`;

/** showsCaseColumns (queue-columns.ts) in SQL, of a program's settings (jsonb). */
export const showsCaseColumnsSql = (settings: string): string =>
  `coalesce(${settings} -> 'Queue' -> 'CaseColumns' = 'true'::jsonb, false)`;

/** paymentsEnabled (queue-columns.ts) in SQL, of the jsonb value settings -> 'Payments' -> 'Type'. */
export const paymentsEnabledSql = (paymentType: string): string =>
  `coalesce(jsonb_typeof(${paymentType}) = 'string' AND (${paymentType} #>> '{}') ~ '\\S', false)`;

/** A time as the API writes times everywhere (Date.prototype.toJSON): UTC, milliseconds, Z. */
export const isoTimeSql = (time: string): string =>
  `to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The applicant's name as the queue shows it: the text before the first colon, trimmed. */
export const itemNameSql = (applicantName: string): string => `btrim(split_part(${applicantName}, ':', 1))`;

const unreadItemsSql = `json_build_object(${UNREAD_CHANNELS.map((c) => `'${c}', a.unread_${c}`).join(', ')})`;
/** A program's payment type (settings.Payments.Type), of the programs row `p`. */
export const PROGRAM_PAYMENT_TYPE_SQL = `p.settings -> 'Payments' -> 'Type'`;
const paymentsSql = paymentsEnabledSql(PROGRAM_PAYMENT_TYPE_SQL);
const caseColumnsSql = showsCaseColumnsSql('p.settings');

/**
 * One queue application (QueueApplication, in its order) as the columns of a row whose JSON is the wire
 * form, from `a` (the application's row) and `p` (its program): the SELECT list of a lateral subquery that
 * json_agg writes whole. Case Number and Client ID only mean something where the program shows them
 * (settings.Queue.CaseColumns; the category is set only by processes that offer categories), and payment
 * fields only when the program takes payments; elsewhere
 * they are null. A page goes to the client as the text PostgreSQL wrote, never parsed and written again in
 * Node: that was half of the server's work per page. A row written whole costs PostgreSQL a fifth less than
 * json_build_object's forty pairs, and its JSON has no blanks around the colons (10 % fewer bytes).
 */
export const QUEUE_ROW_COLUMNS = `a.id AS "id", a.workflow_id AS "processId", a.process_name AS "processName",
  a.program_id AS "programId", p.display_name AS "programName",
  a.organization_id AS "companyId", a.company_name AS "companyName",
  a.current_state_id AS "currentStateId", a.state_name AS "currentStateName", a.external_id AS "externalId",
  a.owner_id AS "ownerId", a.owner_name AS "ownerName", a.user_name AS "userName", a.applicant_user_id AS "userId",
  ${roleNameSql('a.owner_roles[1]')} AS "roleName", a.owner_roles[1] AS "roleId",
  CASE WHEN ${paymentsSql} THEN a.payment_channel_name END AS "paymentChannelName",
  CASE WHEN ${paymentsSql} THEN a.payment_status_name END AS "paymentStatusName",
  greatest(0, floor(extract(epoch FROM now() - a.state_entered_at)))::bigint AS "stateCurrentTime",
  ${isoTimeSql('a.state_entered_at')} AS "stateEnteredAt",
  a.last_changed_by_name AS "lastChangedBy", ${isoTimeSql('a.last_changed_at')} AS "lastChangedAt",
  a.applicant_account_id AS "cdUser", a.community_entity_type AS "communityEntityType",
  CASE WHEN ${caseColumnsSql} THEN a.client_id END AS "clientId",
  CASE WHEN ${caseColumnsSql} THEN a.case_number END AS "caseNumber",
  ${unreadItemsSql} AS "unreadItems", ${unreadTotalSql('a.')} AS "unreadTotal",
  ${unreadTotalSql('a.')} > 0 AS "hasUnreadMessages",
  a.eviction_notice AS "evictionNotice", a.income_threshold AS "incomeThreshold", a.award_amount AS "awardAmount",
  a.category_name AS "categoryName",
  json_build_object('total', a.validation_total, 'warning', a.validation_warning,
    'failed', a.validation_failed, 'passed', a.validation_passed) AS "validations",
  ${isoTimeSql('a.last_com_date')} AS "lastComDate", a.last_com_direction AS "ComDirection",
  a.last_com_type AS "ComType", ${itemNameSql('a.applicant_name')} AS "itemName",
  ${isoTimeSql('a.created_at')} AS "createdAt", ${isoTimeSql('a.submitted_at')} AS "submittedAt",
  a.version AS "version"`;
