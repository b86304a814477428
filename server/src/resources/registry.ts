// The admin resources (API.md "Admin resources"). To add one: write `<name>.resource.ts` next to its domain
// with defineResource() and add it to RESOURCES below. Its routes (/api/admin/<name>), guards, OpenAPI paths,
// body validation and its entry in /api/admin/schema all follow from the definition. A resource with its own
// controller is described with describeResource() and listed in SCHEMA_RESOURCES only.
import { addonsResource } from '../modules/addons/addons.resource.js';
import { aiPromptsResource } from '../modules/ai/ai-prompts.resource.js';
import { applicationRulesResource } from '../modules/application-rules/application-rules.resource.js';
import { messageTemplatesResource } from '../modules/communications/message-templates.resource.js';
import { declarationsResource } from '../modules/declarations/declarations.resource.js';
import { outboxResource } from '../modules/delivery/outbox.resource.js';
import { denialReasonsResource } from '../modules/denial-reasons/denial-reasons.resource.js';
import { brandingResource } from '../modules/instances/branding.resource.js';
import { instanceSecurityResource } from '../modules/instances/instance-security.resource.js';
import {
  errorLogResource,
  notificationDeliveriesResource,
  notificationParticipantsResource,
  notificationRulesResource,
  outreachItemsResource,
} from '../modules/notifications/notifications.resources.js';
import { organizationsResource } from '../modules/organizations/organizations.resource.js';
import { programsResource } from '../modules/programs/programs.resource.js';
import { applicationsResource } from '../modules/queue/applications.resource.js';
import { resourceUsesResource } from '../modules/resource-uses/resource-uses.resource.js';
import { subscriptionsResource } from '../modules/subscriptions/subscriptions.resource.js';
import { usersResource } from '../modules/users/users.resource.js';
import { validationRulesResource } from '../modules/validations/validation-rules.resource.js';
import {
  statesResource,
  transitionOwnersResource,
  transitionsResource,
  workflowMembersResource,
  workflowsResource,
} from '../modules/workflow/workflow.resources.js';
import type { ResourceDefinition, ResourceDescription } from './define-resource.js';

/** The resources the generic controller serves. */
export const RESOURCES: readonly ResourceDefinition[] = [
  programsResource,
  denialReasonsResource,
  declarationsResource,
  applicationRulesResource,
  resourceUsesResource,
  addonsResource,
  brandingResource,
  instanceSecurityResource,
  outboxResource,
  workflowsResource,
  statesResource,
  transitionsResource,
  transitionOwnersResource,
  workflowMembersResource,
  organizationsResource,
  notificationRulesResource,
  notificationParticipantsResource,
  notificationDeliveriesResource,
  errorLogResource,
  messageTemplatesResource,
  outreachItemsResource,
  validationRulesResource,
  subscriptionsResource,
  aiPromptsResource,
];

/**
 * Everything /api/admin/schema describes: the work queue and the users (each served by its own controller),
 * then the generic resources.
 */
export const SCHEMA_RESOURCES: readonly ResourceDescription[] = [
  applicationsResource,
  usersResource,
  ...RESOURCES,
];

const names = SCHEMA_RESOURCES.map((r) => r.name);
const twice = names.find((name, i) => names.indexOf(name) !== i);
if (twice) throw new Error(`Resource ${twice} is registered twice`);
