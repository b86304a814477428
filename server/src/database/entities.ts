import { Account } from '../modules/accounts/entities/account.entity.js';
import { Business } from '../modules/accounts/entities/business.entity.js';
import { Government } from '../modules/accounts/entities/government.entity.js';
import { Individual } from '../modules/accounts/entities/individual.entity.js';
import { ProgramAddon } from '../modules/addons/entities/program-addon.entity.js';
import { AiPrompt } from '../modules/ai/entities/ai-prompt.entity.js';
import { ApiKey } from '../modules/api-keys/entities/api-key.entity.js';
import { ApiKeyUse } from '../modules/api-keys/entities/api-key-use.entity.js';
import { ApplicationRuleRow } from '../modules/application-rules/entities/application-rule.entity.js';
import { Application } from '../modules/applications/entities/application.entity.js';
import { ApplicationEvent } from '../modules/applications/entities/application-event.entity.js';
import { ApplicationNote } from '../modules/applications/entities/application-note.entity.js';
import { BulkOperation } from '../modules/applications/entities/bulk-operation.entity.js';
import { LoginEvent } from '../modules/auth/entities/login-event.entity.js';
import { OneTimeCode } from '../modules/auth/entities/one-time-code.entity.js';
import { OperationToken } from '../modules/auth/entities/operation-token.entity.js';
import { RateLimitCounter } from '../modules/auth/entities/rate-limit-counter.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { SignInFailure } from '../modules/auth/entities/sign-in-failure.entity.js';
import {
  BusinessActivity,
  BusinessActivityPeriod,
  BusinessFinancial,
} from '../modules/business-profiles/entities/business-activity.entities.js';
import {
  BusinessLicense,
  BusinessProfileRow,
} from '../modules/business-profiles/entities/business-profile.entities.js';
import { Communication } from '../modules/communications/entities/communication.entity.js';
import { MessageTemplate } from '../modules/communications/entities/message-template.entity.js';
import { CommunityNote } from '../modules/community-activity/entities/community-note.entity.js';
import { ProgramDeclaration } from '../modules/declarations/entities/program-declaration.entity.js';
import { OutboxMessage } from '../modules/delivery/entities/outbox-message.entity.js';
import { DenialReason } from '../modules/denial-reasons/entities/denial-reason.entity.js';
import { InstanceDocument } from '../modules/documents/entities/instance-document.entity.js';
import { StoredFile } from '../modules/files/entities/stored-file.entity.js';
import { Instance } from '../modules/instances/entities/instance.entity.js';
import { ErrorLogEntry } from '../modules/notifications/entities/error-log-entry.entity.js';
import { NotificationDelivery } from '../modules/notifications/entities/notification-delivery.entity.js';
import { NotificationParticipant } from '../modules/notifications/entities/notification-participant.entity.js';
import { NotificationRule } from '../modules/notifications/entities/notification-rule.entity.js';
import { OutreachItem } from '../modules/notifications/entities/outreach-item.entity.js';
import { UserPreference } from '../modules/notifications/entities/user-preference.entity.js';
import { Organization } from '../modules/organizations/entities/organization.entity.js';
import { LedgerAccount, LedgerEntry, LedgerTransaction } from '../modules/payments/entities/ledger.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import { PaymentIdempotency } from '../modules/payments/entities/payment-idempotency.entity.js';
import { PaymentMethod } from '../modules/payments/entities/payment-method.entity.js';
import { PermissionGrant } from '../modules/permissions/entities/permission-grant.entity.js';
import { IndividualDemographic, ProfileSectionRow } from '../modules/profiles/entities/profile.entities.js';
import { Program } from '../modules/programs/entities/program.entity.js';
import {
  CountryRow,
  IndustryRow,
  ReferenceListItemRow,
  UsCountyRow,
  UsStateRow,
} from '../modules/reference-data/entities/reference.entities.js';
import { ResourceUse } from '../modules/resource-uses/entities/resource-use.entity.js';
import { MarketplaceToken } from '../modules/subscriptions/entities/marketplace-token.entity.js';
import { Plan } from '../modules/subscriptions/entities/plan.entity.js';
import { Subscription } from '../modules/subscriptions/entities/subscription.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { ValidationResult } from '../modules/validations/entities/validation-result.entity.js';
import { ValidationRule } from '../modules/validations/entities/validation-rule.entity.js';
import { TransitionOwner } from '../modules/workflow/entities/transition-owner.entity.js';
import { Workflow } from '../modules/workflow/entities/workflow.entity.js';
import { WorkflowMember } from '../modules/workflow/entities/workflow-member.entity.js';
import { WorkflowState } from '../modules/workflow/entities/workflow-state.entity.js';
import { WorkflowTransition } from '../modules/workflow/entities/workflow-transition.entity.js';

/** Every entity of the data model; the data source and the migration generator read this list. */
export const ENTITIES = [
  Instance,
  User,
  Account,
  Business,
  Individual,
  Government,
  Session,
  SignInFailure,
  RateLimitCounter,
  ApiKey,
  ApiKeyUse,
  OneTimeCode,
  OperationToken,
  LoginEvent,
  OutboxMessage,
  Organization,
  Program,
  ProgramDeclaration,
  ApplicationRuleRow,
  ResourceUse,
  ProgramAddon,
  Workflow,
  WorkflowState,
  WorkflowTransition,
  TransitionOwner,
  WorkflowMember,
  Application,
  ApplicationEvent,
  ApplicationNote,
  BulkOperation,
  Communication,
  ValidationRule,
  ValidationResult,
  DenialReason,
  PermissionGrant,
  NotificationRule,
  NotificationParticipant,
  NotificationDelivery,
  ErrorLogEntry,
  UserPreference,
  MessageTemplate,
  AiPrompt,
  OutreachItem,
  Plan,
  Subscription,
  MarketplaceToken,
  InstanceDocument,
  StoredFile,
  PaymentMethod,
  Payment,
  PaymentIdempotency,
  LedgerAccount,
  LedgerTransaction,
  LedgerEntry,
  // Community reference data and profiles (issue 19)
  UsStateRow,
  UsCountyRow,
  CountryRow,
  IndustryRow,
  ReferenceListItemRow,
  ProfileSectionRow,
  BusinessProfileRow,
  BusinessLicense,
  IndividualDemographic,
  BusinessFinancial,
  BusinessActivityPeriod,
  BusinessActivity,
  // Communications and community (issue 21)
  CommunityNote,
];
