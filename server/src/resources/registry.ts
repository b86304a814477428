// The admin resources (API.md "Admin resources"). To add one: write `<name>.resource.ts` next to its domain
// with defineResource() and add it to RESOURCES below. Its routes (/api/admin/<name>), guards, OpenAPI paths,
// body validation and its entry in /api/admin/schema all follow from the definition.
import { outboxResource } from '../modules/delivery/outbox.resource.js';
import { denialReasonsResource } from '../modules/denial-reasons/denial-reasons.resource.js';
import { brandingResource } from '../modules/instances/branding.resource.js';
import {
  notificationParticipantsResource,
  notificationRulesResource,
  outreachItemsResource,
} from '../modules/notifications/notifications.resources.js';
import { organizationsResource } from '../modules/organizations/organizations.resource.js';
import { programsResource } from '../modules/programs/programs.resource.js';
import { subscriptionsResource } from '../modules/subscriptions/subscriptions.resource.js';
import { validationRulesResource } from '../modules/validations/validation-rules.resource.js';
import {
  statesResource,
  transitionOwnersResource,
  transitionsResource,
  workflowMembersResource,
  workflowsResource,
} from '../modules/workflow/workflow.resources.js';
import type { ResourceDefinition } from './define-resource.js';

export const RESOURCES: readonly ResourceDefinition[] = [
  programsResource,
  denialReasonsResource,
  brandingResource,
  outboxResource,
  workflowsResource,
  statesResource,
  transitionsResource,
  transitionOwnersResource,
  workflowMembersResource,
  organizationsResource,
  notificationRulesResource,
  notificationParticipantsResource,
  outreachItemsResource,
  validationRulesResource,
  subscriptionsResource,
];

const names = RESOURCES.map((r) => r.name);
const twice = names.find((name, i) => names.indexOf(name) !== i);
if (twice) throw new Error(`Resource ${twice} is registered twice`);
