import { defineResource } from '../../resources/define-resource.js';
import { NotificationParticipant } from './entities/notification-participant.entity.js';
import { NotificationRule } from './entities/notification-rule.entity.js';
import { OutreachItem } from './entities/outreach-item.entity.js';

const id = { name: 'id', type: 'number', label: 'Id', readOnly: true } as const;
const createdAt = { name: 'createdAt', type: 'date', label: 'Created', readOnly: true } as const;
const channel = {
  name: 'channel',
  type: 'enum',
  label: 'Channel',
  choices: [
    { id: 'email', name: 'Email' },
    { id: 'sms', name: 'SMS' },
  ],
} as const;

/** What to tell whom when something happens (notification-tool tab, key Communications; spec §6, §7). */
export const notificationRulesResource = defineResource({
  name: 'notification-rules',
  label: 'Notification rules',
  entity: NotificationRule,
  permissionKey: 'Communications',
  programField: 'programId',
  fields: [
    id,
    {
      name: 'programId',
      type: 'reference',
      label: 'Program (none: instance notification)',
      reference: { resource: 'programs', field: 'displayName' },
    },
    { name: 'name', type: 'string', label: 'Name', required: true },
    {
      name: 'event',
      type: 'enum',
      label: 'When',
      required: true,
      choices: [
        { id: 'submitted', name: 'An application is submitted' },
        { id: 'state_entered', name: 'An application enters a state' },
        { id: 'owner_assigned', name: 'An owner is assigned' },
        { id: 'message_received', name: 'A message is received' },
      ],
    },
    { name: 'stateId', type: 'reference', label: 'State', reference: { resource: 'states', field: 'name' } },
    channel,
    { name: 'subject', type: 'string', label: 'Subject' },
    { name: 'body', type: 'string', label: 'Message', required: true },
    { name: 'active', type: 'boolean', label: 'Active' },
    createdAt,
  ],
  listColumns: ['id', 'name', 'programId', 'event', 'channel', 'active'],
  filters: [
    { name: 'q', operator: 'search', fields: ['name', 'subject', 'body'] },
    { name: 'programId', operator: 'eq' },
    { name: 'event', operator: 'eq' },
    { name: 'active', operator: 'eq' },
  ],
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
    id,
    {
      name: 'ruleId',
      type: 'reference',
      label: 'Rule',
      required: true,
      reference: { resource: 'notification-rules', field: 'name' },
    },
    {
      name: 'kind',
      type: 'enum',
      label: 'Who',
      required: true,
      choices: [
        { id: 'applicant', name: 'The applicant' },
        { id: 'owner', name: 'The owner' },
        { id: 'user', name: 'A staff user' },
        { id: 'address', name: 'An address' },
      ],
    },
    { name: 'value', type: 'string', label: 'User id or address' },
    createdAt,
  ],
  listColumns: ['id', 'ruleId', 'kind', 'value'],
  filters: [
    { name: 'ruleId', operator: 'eq' },
    { name: 'kind', operator: 'eq' },
  ],
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
    id,
    {
      name: 'programId',
      type: 'reference',
      label: 'Program',
      required: true,
      reference: { resource: 'programs', field: 'displayName' },
    },
    { name: 'title', type: 'string', label: 'Title', required: true },
    channel,
    { name: 'body', type: 'string', label: 'Message', required: true },
    { name: 'scheduledAt', type: 'date', label: 'Scheduled for' },
    {
      name: 'status',
      type: 'enum',
      label: 'Status',
      choices: [
        { id: 'draft', name: 'Draft' },
        { id: 'scheduled', name: 'Scheduled' },
        { id: 'sent', name: 'Sent' },
      ],
    },
    createdAt,
  ],
  listColumns: ['id', 'title', 'programId', 'channel', 'status', 'scheduledAt'],
  filters: [
    { name: 'q', operator: 'search', fields: ['title', 'body'] },
    { name: 'programId', operator: 'eq' },
    { name: 'status', operator: 'eq' },
  ],
  sortable: ['id', 'title', 'programId', 'status', 'scheduledAt', 'createdAt'],
  defaultSort: ['createdAt', 'ASC'],
});
