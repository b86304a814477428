import { defineResource } from '../../resources/define-resource.js';
import { Organization } from './entities/organization.entity.js';

/** Partners (companies) that work applications; the organizations tab sits under CreateProgram (spec §6). */
export const organizationsResource = defineResource({
  name: 'organizations',
  label: 'Organizations',
  entity: Organization,
  permissionKey: 'CreateProgram',
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    { name: 'name', type: 'string', label: 'Name', required: true },
    { name: 'email', type: 'string', label: 'Email' },
    { name: 'phone', type: 'string', label: 'Phone' },
    { name: 'active', type: 'boolean', label: 'Active' },
    { name: 'createdAt', type: 'date', label: 'Created', readOnly: true },
  ],
  listColumns: ['id', 'name', 'email', 'phone', 'active'],
  filters: [
    { name: 'q', operator: 'search', fields: ['name', 'email', 'phone'] },
    { name: 'active', operator: 'eq' },
  ],
  sortable: ['id', 'name', 'email', 'active', 'createdAt'],
  defaultSort: ['name', 'ASC'],
});
