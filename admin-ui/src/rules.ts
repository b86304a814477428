// The specification's pure rules live once, in the server; the admin UI imports them (Vite alias @server).

export {
  BUSINESS_FIELD_MAX_LENGTH,
  businessEmailRules,
  businessNameRules,
  firstFailure,
  type Rule,
} from '@server/common/validation/field-rules.js';
export { type AccountWire, accountKey } from '@server/modules/accounts/account-type.js';
export {
  type GovernmentNavItem,
  governmentNavItems,
  syncReportFeatureOn,
} from '@server/modules/accounts/navigation.js';
export {
  isAdministrator,
  mayAssignOnlySelf,
  ROLE,
  ROLE_CHOICES,
  roleName,
} from '@server/modules/accounts/roles.js';
export { checkPassword, isWeakPasswordError } from '@server/modules/auth/password-policy.js';
export {
  capBadge,
  capUnreadCounter,
  type UnreadItems,
  unreadTooltip,
} from '@server/modules/communications/unread.js';
export { LANGUAGES } from '@server/modules/i18n/languages.js';
export {
  TRANSLATION_FIELDS,
  TRANSLATION_LIMITS,
  type TranslationWireName,
  translationRules,
} from '@server/modules/instances/branding-translations.js';
export {
  CONTENT_KEYS,
  type ContentKey,
  contactEmailRules,
  contactTextRules,
  contentLimit,
  contentRules,
  type InstanceContent,
  LIMITS as CONTENT_LIMITS,
  paragraphsOf,
  phoneLabelRules,
  phoneNumberRules,
} from '@server/modules/instances/instance-content.js';
export { hasFeature } from '@server/modules/instances/instance-features.js';
export {
  ACCESS_LEVEL,
  type AccessLevel,
  hasAdminAccess,
  hasInstanceAccess,
  isTabVisible,
  type PermissionKey,
  type PermissionMap,
  parsePermissionMap,
  permissionKeyForTab,
  TABS_BY_PERMISSION_KEY,
} from '@server/modules/permissions/permission-level.js';
export { PROGRAM_SCOPES } from '@server/modules/programs/scope.js';
export { isThirdPartyProgram, ownHostsFor } from '@server/modules/programs/third-party.js';
export {
  type BulkTargets,
  bulkTargets,
  type TargetOwner,
} from '@server/modules/queue/bulk-targets.js';
export { type BulkToast, bulkResultToast } from '@server/modules/queue/bulk-toast.js';
export {
  NO_DATA_MESSAGE,
  paymentsEnabled,
  QUEUE_TABS,
  type QueueApplication,
  type QueueColumn,
  type QueueTab,
  queueColumns,
  showsCaseColumns,
} from '@server/modules/queue/queue-columns.js';
export { type StatusColour, statusColour } from '@server/modules/queue/status-colour.js';
export {
  type ValidationIndicator,
  type ValidationSummary,
  validationIndicator,
  validationTooltip,
} from '@server/modules/validations/validation-indicator.js';
export { graphProblems, STATE_NAME_MAX_LENGTH, unreachableStates } from '@server/modules/workflow/graph.js';
