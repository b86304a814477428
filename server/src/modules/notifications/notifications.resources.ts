import { translationsErrors } from '../../contract/notifications.js';
import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { ErrorLogEntry } from './entities/error-log-entry.entity.js';
import { NotificationDelivery } from './entities/notification-delivery.entity.js';
import { NotificationParticipant } from './entities/notification-participant.entity.js';
import { NotificationRule } from './entities/notification-rule.entity.js';
import { OutreachItem } from './entities/outreach-item.entity.js';

const channel = field.enum('channel', 'Channel', { email: 'Email', sms: 'SMS' });
/** A rule's message may also be a call that says it (voice/IVR, through the telephony port). */
const RULE_CHANNELS = { email: 'Email', sms: 'SMS', voice: 'Voice call' };
const ruleChannel = field.enum('channel', 'Channel', RULE_CHANNELS);

/** What to tell whom when something happens (notification-tool tab, key Communications; spec §6, §7). */
export const notificationRulesResource = defineResource({
  name: 'notification-rules',
  label: 'Notification rules',
  entity: NotificationRule,
  permissionKey: 'Communications',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ label: 'Program (none: instance notification)' }),
    { name: 'name', type: 'string', label: 'Name', required: true },
    field.enum(
      'event',
      'When',
      {
        submitted: 'An application is submitted',
        state_entered: 'An application enters a state',
        owner_assigned: 'An owner is assigned',
        message_received: 'A message is received',
      },
      { required: true },
    ),
    field.reference('stateId', 'State', 'states', 'name'),
    ruleChannel,
    { name: 'subject', type: 'string', label: 'Subject' },
    { name: 'body', type: 'string', label: 'Message', required: true },
    { name: 'active', type: 'boolean', label: 'Active' },
    {
      name: 'translations',
      type: 'json',
      label: 'Translations ({ "es": { "subject": "...", "body": "..." } })',
      contentErrors: translationsErrors,
    },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'programId', 'event', 'channel', 'active'],
  filters: [filter.search('name', 'subject', 'body'), ...filter.equal('programId', 'event', 'active')],
  sortable: ['id', 'name', 'programId', 'event', 'createdAt'],
  defaultSort: ['createdAt', 'ASC'],
});

/** Who a notification rule tells (the participants call of spec §7). */
export const notificationParticipantsResource = defineResource({
  name: 'notification-participants',
  label: 'Participants',
  entity: NotificationParticipant,
  permissionKey: 'Communications',
  fields: [
    field.id,
    field.reference('ruleId', 'Rule', 'notification-rules', 'name', { required: true }),
    field.enum(
      'kind',
      'Who',
      { applicant: 'The applicant', owner: 'The owner', user: 'A staff user', address: 'An address' },
      { required: true },
    ),
    { name: 'value', type: 'string', label: 'User id or address' },
    field.createdAt(),
  ],
  listColumns: ['id', 'ruleId', 'kind', 'value'],
  filters: filter.equal('ruleId', 'kind'),
  sortable: ['id', 'ruleId', 'kind', 'createdAt'],
  defaultSort: ['createdAt', 'ASC'],
});

/** Campaign messages to a program's audience (outreach-items tab, key UserMgmt; spec §6). */
export const outreachItemsResource = defineResource({
  name: 'outreach-items',
  label: 'Outreach items',
  entity: OutreachItem,
  permissionKey: 'UserMgmt',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    { name: 'title', type: 'string', label: 'Title', required: true },
    channel,
    { name: 'body', type: 'string', label: 'Message', required: true },
    { name: 'scheduledAt', type: 'date', label: 'Scheduled for' },
    field.enum('status', 'Status', { draft: 'Draft', scheduled: 'Scheduled', sent: 'Sent' }),
    field.createdAt(),
  ],
  listColumns: ['id', 'title', 'programId', 'channel', 'status', 'scheduledAt'],
  filters: [filter.search('title', 'body'), ...filter.equal('programId', 'status')],
  sortable: ['id', 'title', 'programId', 'status', 'scheduledAt', 'createdAt'],
  defaultSort: ['createdAt', 'ASC'],
});

/**
 * Every attempt to deliver a fired rule's message (API.md "Notifications that fire"): read-only, for staff
 * who manage communications.
 */
export const notificationDeliveriesResource = defineResource({
  name: 'notification-deliveries',
  label: 'Notification deliveries',
  entity: NotificationDelivery,
  permissionKey: 'Communications',
  operations: [],
  fields: [
    field.id,
    field.reference('ruleId', 'Rule', 'notification-rules', 'name', { readOnly: true }),
    { name: 'applicationId', type: 'number', label: 'Application', readOnly: true },
    field.enum(
      'event',
      'When',
      {
        submitted: 'An application is submitted',
        state_entered: 'An application enters a state',
        owner_assigned: 'An owner is assigned',
        message_received: 'A message is received',
      },
      { readOnly: true },
    ),
    field.enum('channel', 'Channel', RULE_CHANNELS, { readOnly: true }),
    field.enum(
      'participant',
      'Who',
      { applicant: 'The applicant', owner: 'The owner', user: 'A staff user', address: 'An address' },
      { readOnly: true },
    ),
    { name: 'recipient', type: 'string', label: 'To', readOnly: true },
    { name: 'subject', type: 'string', label: 'Subject', readOnly: true },
    { name: 'attempt', type: 'number', label: 'Attempt', readOnly: true },
    field.enum(
      'status',
      'Status',
      { sent: 'Sent', failed: 'Failed', skipped: 'Skipped' },
      { readOnly: true },
    ),
    { name: 'error', type: 'string', label: 'Error', readOnly: true },
    field.createdAt('At'),
  ],
  listColumns: ['createdAt', 'event', 'channel', 'recipient', 'attempt', 'status'],
  filters: [
    filter.search('recipient', 'subject', 'error'),
    ...filter.equal('ruleId', 'applicationId', 'status', 'channel', 'event'),
  ],
  sortable: ['id', 'createdAt', 'status', 'recipient'],
  defaultSort: ['createdAt', 'DESC'],
});

/** Failures staff should see (programs spec §7 "Notification management"): read-only, newest first. */
export const errorLogResource = defineResource({
  name: 'error-log',
  label: 'Error log',
  entity: ErrorLogEntry,
  permissionKey: 'Communications',
  operations: [],
  fields: [
    field.id,
    field.enum('source', 'Source', { 'notification-delivery': 'A notification' }, { readOnly: true }),
    { name: 'applicationId', type: 'number', label: 'Application', readOnly: true },
    field.enum('channel', 'Channel', RULE_CHANNELS, { readOnly: true }),
    { name: 'recipient', type: 'string', label: 'To', readOnly: true },
    { name: 'message', type: 'string', label: 'Error', readOnly: true },
    field.createdAt('At'),
  ],
  listColumns: ['createdAt', 'source', 'channel', 'recipient', 'message'],
  filters: [filter.search('recipient', 'message'), ...filter.equal('source', 'applicationId', 'channel')],
  sortable: ['id', 'createdAt', 'source'],
  defaultSort: ['createdAt', 'DESC'],
});
