// Wire shapes of the calls the admin UI makes (API.md): the contract's, never copied here.
import type { SchemaResource as ContractSchemaResource } from '@server/contract/schema.js';
import type { PermissionKey } from '../rules.js';

export type { AccountWire as Account, Me, SessionAnswer } from '@server/contract/accounts.js';
export type { ApiKeyWire, CreatedApiKeyWire } from '@server/contract/api-keys.js';
export type { CommunicationMessage, UnreadCounts } from '@server/contract/communications.js';
export type { BulkAnswer, PossibleStateRow as PossibleState } from '@server/contract/queue.js';
export type { FieldType, SchemaField, SchemaFilter } from '@server/contract/schema.js';
export type { ValidationReport, ValidationResult } from '@server/contract/validations.js';
export { accountKey } from '../rules.js';

export const GOVERNMENT_ENTITY_TYPE = 3;

/** One entry of GET /api/admin/schema, its permission key one the admin UI knows. */
export type SchemaResource = ContractSchemaResource<PermissionKey>;
