// Tools → users: the instance's government users (GET/POST/PUT /api/admin/users), add-user and edit-user.
import { Chip, Stack } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  email,
  FunctionField,
  List,
  NullableBooleanInput,
  required,
  SaveButton,
  SearchInput,
  SelectArrayInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { ROLE, roleName } from '../rules.js';

export interface StaffUser {
  id: number;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  roles: number[];
  roleNames: string[];
  active: boolean;
  createdAt: string;
}

/** The named roles, and Operation User (any other number, 7 in the demo). */
export const ROLE_CHOICES = [...Object.values(ROLE), 7].map((id) => ({
  id,
  name: `${roleName(id)} (${id})`,
}));

function UserListActions() {
  const { canAccess } = useCanAccess({ action: 'create', resource: 'users' });
  return <TopToolbar>{canAccess && <CreateButton label="porchlight.tools.add_user" />}</TopToolbar>;
}

export function UserGrid({ writable }: { writable: boolean }) {
  const translate = useTranslate();
  return (
    <Datagrid rowClick={writable ? 'edit' : false} bulkActionButtons={false}>
      <TextField source="id" label={translate('resources.users.fields.id')} />
      <TextField source="email" label={translate('resources.users.fields.email')} />
      <TextField source="phone" label={translate('resources.users.fields.phone')} sortable={false} />
      <TextField source="firstName" label={translate('resources.users.fields.firstName')} />
      <TextField source="lastName" label={translate('resources.users.fields.lastName')} />
      <FunctionField<StaffUser>
        label={translate('resources.users.fields.roles')}
        sortable={false}
        render={(user) => (
          <Stack direction="row" spacing={0.5}>
            {user.roles.map((role) => (
              <Chip key={role} size="small" label={roleName(role)} />
            ))}
          </Stack>
        )}
      />
      <BooleanField source="active" label={translate('resources.users.fields.active')} />
      <DateField source="createdAt" label={translate('resources.users.fields.createdAt')} />
    </Datagrid>
  );
}

export function UserList() {
  const translate = useTranslate();
  const { canAccess: writable } = useCanAccess({ action: 'edit', resource: 'users' });
  return (
    <List
      sort={{ field: 'lastName', order: 'ASC' }}
      perPage={25}
      actions={<UserListActions />}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />,
        <NullableBooleanInput
          key="active"
          source="active"
          label={translate('resources.users.fields.active')}
        />,
      ]}
    >
      <UserGrid writable={writable ?? false} />
    </List>
  );
}

function UserForm({ create }: { create: boolean }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      defaultValues={create ? { active: true, roles: [] } : undefined}
    >
      <TextInput
        source="email"
        label={label('email')}
        validate={create ? [email()] : []}
        disabled={!create}
        fullWidth
      />
      <TextInput source="phone" label={label('phone')} disabled={!create} fullWidth />
      <TextInput source="firstName" label={label('firstName')} fullWidth />
      <TextInput source="lastName" label={label('lastName')} fullWidth />
      <SelectArrayInput
        source="roles"
        label={label('roles')}
        choices={ROLE_CHOICES}
        validate={[required()]}
        fullWidth
      />
      <BooleanInput source="active" label={label('active')} />
    </SimpleForm>
  );
}

/** Edit user: names, roles and the active flag; the login id stays as it is. */
export const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <UserForm create={false} />
  </Edit>
);

/** Add user: a new login by email or phone, or a staff account for someone who already has one. */
export const UserCreate = () => (
  <Create redirect="list">
    <UserForm create />
  </Create>
);
