import { defineResource } from '../../resources/define-resource.js';
import { ROLE } from '../accounts/roles.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/** Messages delivered in outbox mode (DEMO.md "Outbox"): read-only, for instance administrators. */
export const outboxResource = defineResource({
  name: 'outbox',
  label: 'Outbox',
  entity: OutboxMessage,
  permissionKey: 'InstanceConfig',
  roles: [ROLE.Administrator],
  operations: [],
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    {
      name: 'channel',
      type: 'enum',
      label: 'Channel',
      readOnly: true,
      choices: [
        { id: 'email', name: 'Email' },
        { id: 'sms', name: 'SMS' },
        { id: 'voice', name: 'Voice' },
      ],
    },
    { name: 'to', type: 'string', label: 'To', readOnly: true },
    { name: 'subject', type: 'string', label: 'Subject', readOnly: true },
    { name: 'body', type: 'string', label: 'Body', readOnly: true },
    { name: 'createdAt', type: 'date', label: 'Sent', readOnly: true },
  ],
  listColumns: ['createdAt', 'channel', 'to', 'subject'],
  filters: [
    { name: 'q', operator: 'search', fields: ['to', 'subject', 'body'] },
    { name: 'channel', operator: 'eq' },
    { name: 'to', operator: 'eq' },
    { name: 'since', field: 'createdAt', operator: 'gte', label: 'Sent since' },
    { name: 'until', field: 'createdAt', operator: 'lte', label: 'Sent until' },
  ],
  sortable: ['id', 'createdAt', 'channel', 'to'],
  defaultSort: ['createdAt', 'DESC'],
});
