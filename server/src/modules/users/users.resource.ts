import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { Account } from '../accounts/entities/account.entity.js';
import { ROLE_CHOICES } from '../accounts/roles.js';

/**
 * The instance's government users (Tools: users, add-user, edit-user; the program portal's users tab),
 * under UserMgmt (programs spec §6). GovernmentUsersController serves it: a user spans instances while their
 * staff account is this instance's, so records join the two; the id is the user's (what transitions and
 * owners refer to). The login id is typed once, when the user is added.
 */
export const usersResource = defineResource({
  name: 'users',
  label: 'Users',
  entity: Account,
  permissionKey: 'UserMgmt',
  operations: ['create', 'update'],
  fields: [
    field.id,
    { name: 'email', type: 'string', label: 'Email', createOnly: true },
    { name: 'phone', type: 'string', label: 'Phone', createOnly: true },
    { name: 'firstName', type: 'string', label: 'First name' },
    { name: 'lastName', type: 'string', label: 'Last name' },
    { name: 'roles', type: 'enum', label: 'Roles', required: true, many: true, choices: ROLE_CHOICES },
    { name: 'roleNames', type: 'json', label: 'Role names', readOnly: true },
    { name: 'active', type: 'boolean', label: 'Active' },
    field.createdAt('Added'),
  ],
  listColumns: ['id', 'email', 'phone', 'firstName', 'lastName', 'roles', 'active', 'createdAt'],
  filters: [filter.search('email', 'phone', 'firstName', 'lastName'), ...filter.equal('active')],
  sortable: ['id', 'email', 'firstName', 'lastName', 'active', 'createdAt'],
  defaultSort: ['lastName', 'ASC'],
});
