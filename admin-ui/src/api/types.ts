// Wire shapes of the calls the admin UI makes (API.md), as far as the screens read them.
import type { AccountWire, PermissionKey, UnreadItems, ValidationSummary } from '../rules.js';

export { accountKey } from '../rules.js';

export type AccessLevelName = 'Hidden' | 'Read' | 'ReadWrite';

/** One of the user's accounts (GET /api/users/accounts, access spec §3). */
export type Account = AccountWire;

export const GOVERNMENT_ENTITY_TYPE = 3;

export type SessionAnswer =
  | { token: string }
  | { mfa: { required: boolean; channels: ('email' | 'phone')[] } };

/** GET /api/users/me. */
export interface Me {
  id: number;
  id_entity: number;
  id_entity_type: number;
  cd_instance: number;
  roles: number[];
  profile: { ds_firstname?: string | null; ds_lastname?: string | null; [key: string]: unknown };
  accountType: string;
  accountTypeTranslation: string;
  email: string | null;
  landingRoute: string;
  accounts: Account[];
}

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json' | 'reference' | 'enum';

export interface SchemaField {
  name: string;
  type: FieldType;
  label: string;
  required: boolean;
  readOnly: boolean;
  choices?: { id: string | number; name: string }[];
  many?: boolean;
  reference?: { resource: string; field: string };
}

export interface SchemaFilter {
  name: string;
  operator: 'eq' | 'in' | 'search' | 'gte' | 'lte';
  field?: string;
  fields?: string[];
  label: string;
}

/** One entry of GET /api/admin/schema. */
export interface SchemaResource {
  name: string;
  label: string;
  permissionKey: PermissionKey;
  access: 'Read' | 'ReadWrite';
  operations: ('create' | 'update' | 'delete')[];
  fields: SchemaField[];
  listColumns: string[];
  filters: SchemaFilter[];
  sortable: string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

/** A possible-state row (programs spec §3). */
export interface PossibleState {
  process_id: number;
  possible_state_id: number;
  possible_state_name: string;
  possible_user_id: number | null;
  possible_user_name: string | null;
  company_id: number | null;
  company_name: string | null;
  default_user: number | boolean | null;
  requires_user_assigment: boolean;
  /** The state asks for a denial reason (or, failing one, a comment) on the way in. */
  requires_reason?: boolean;
  /** The state asks for a comment on the way in. */
  requires_comment?: boolean;
  [key: string]: unknown;
}

export interface BulkAnswer {
  succeeded: number[];
  failed: { id: number; code: string; message: string }[];
}

export interface CommunicationMessage {
  id: number;
  type: 'EMAIL' | 'SMS' | 'CALL' | 'NOTE' | 'VOICE' | 'SESSION' | 'COMMENT';
  direction: 'inbound' | 'outbound';
  senderName: string;
  subject: string | null;
  body: string;
  createdAt: string;
  read: boolean;
}

export interface UnreadCounts extends UnreadItems {
  total: number;
}

export interface ValidationResult {
  id: number;
  ruleId: number;
  ruleName: string;
  severity: 'warning' | 'failed';
  outcome: 'passed' | 'warning' | 'failed';
  message: string;
  ranAt: string;
}

export interface ValidationReport extends ValidationSummary {
  results: ValidationResult[];
}
