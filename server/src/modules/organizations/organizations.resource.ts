import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { Organization } from './entities/organization.entity.js';

/** Partners (companies) that work applications; the organizations tab sits under CreateProgram (spec §6). */
export const organizationsResource = defineResource({
  name: 'organizations',
  label: 'Organizations',
  entity: Organization,
  permissionKey: 'CreateProgram',
  fields: [
    field.id,
    { name: 'name', type: 'string', label: 'Name', required: true },
    { name: 'email', type: 'string', label: 'Email' },
    { name: 'phone', type: 'string', label: 'Phone' },
    { name: 'active', type: 'boolean', label: 'Active' },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'email', 'phone', 'active'],
  filters: [filter.search('name', 'email', 'phone'), ...filter.equal('active')],
  sortable: ['id', 'name', 'email', 'active', 'createdAt'],
  defaultSort: ['name', 'ASC'],
});
