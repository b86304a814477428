import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
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
    field.id,
    field.enum('channel', 'Channel', { email: 'Email', sms: 'SMS', voice: 'Voice' }, { readOnly: true }),
    { name: 'to', type: 'string', label: 'To', readOnly: true },
    { name: 'subject', type: 'string', label: 'Subject', readOnly: true },
    { name: 'body', type: 'string', label: 'Body', readOnly: true },
    field.createdAt('Sent'),
  ],
  listColumns: ['createdAt', 'channel', 'to', 'subject'],
  filters: [
    filter.search('to', 'subject', 'body'),
    ...filter.equal('channel', 'to'),
    { name: 'since', field: 'createdAt', operator: 'gte', label: 'Sent since' },
    { name: 'until', field: 'createdAt', operator: 'lte', label: 'Sent until' },
  ],
  sortable: ['id', 'createdAt', 'channel', 'to'],
  defaultSort: ['createdAt', 'DESC'],
});
