import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { MessageTemplate } from './entities/message-template.entity.js';

/**
 * Communications flows (programs spec §7 "Communications and community"): messages staff pick in the
 * communications panel, written with the placeholders of notification rules ({{externalId}}, ...).
 */
export const messageTemplatesResource = defineResource({
  name: 'message-templates',
  label: 'Message templates',
  entity: MessageTemplate,
  permissionKey: 'Communications',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ label: 'Program (none: every program)' }),
    { name: 'name', type: 'string', label: 'Name', required: true },
    field.enum('type', 'Type', { EMAIL: 'Email', SMS: 'SMS' }, { required: true }),
    { name: 'subject', type: 'string', label: 'Subject' },
    { name: 'body', type: 'string', label: 'Message', required: true },
    { name: 'active', type: 'boolean', label: 'Active' },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'programId', 'type', 'active'],
  filters: [filter.search('name', 'subject', 'body'), ...filter.equal('programId', 'type', 'active')],
  sortable: ['id', 'name', 'programId', 'type', 'createdAt'],
  defaultSort: ['name', 'ASC'],
});
