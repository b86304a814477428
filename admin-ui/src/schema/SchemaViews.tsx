// List, show, edit and create screens of any admin resource, built from its entry in /api/admin/schema.
import {
  BulkDeleteButton,
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  SaveButton,
  Show,
  SimpleForm,
  SimpleShowLayout,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { SchemaResource } from '../api/types.js';
import { lookupFor, schemaEntry, useCaller } from '../api/useCaller.js';
import { fieldFor, filterInputs, inputFor, useFieldLabel } from './fields.js';

export const DEFAULT_PAGE_SIZE = 25;

function useEntry(): { entry: SchemaResource; lookup: ReturnType<typeof lookupFor> } | null {
  const resource = useResourceContext();
  const caller = useCaller();
  const entry = resource ? schemaEntry(caller, resource) : undefined;
  return caller && entry ? { entry, lookup: lookupFor(caller) } : null;
}

const shown = (entry: SchemaResource, names: readonly string[]) =>
  names.flatMap((name) => entry.fields.filter((f) => f.name === name));

function ListActions({ entry }: { entry: SchemaResource }) {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: entry.name });
  return (
    <TopToolbar>
      {entry.filters.some((f) => f.operator !== 'search') && <FilterButton />}
      {canCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}

export function SchemaList() {
  const context = useEntry();
  const translate = useTranslate();
  const labelOf = useFieldLabel(context?.entry.name ?? '');
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: context?.entry.name ?? '' });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: context?.entry.name ?? '' });
  if (!context) return null;
  const { entry, lookup } = context;
  return (
    <List
      sort={entry.defaultSort}
      perPage={DEFAULT_PAGE_SIZE}
      filters={filterInputs(entry, labelOf, lookup, translate('ra.action.search'))}
      actions={<ListActions entry={entry} />}
    >
      <Datagrid
        rowClick={canEdit ? 'edit' : 'show'}
        bulkActionButtons={canDelete ? <BulkDeleteButton /> : false}
      >
        {shown(entry, entry.listColumns).map((field) =>
          fieldFor(field, labelOf(field), lookup, entry.sortable.includes(field.name)),
        )}
      </Datagrid>
    </List>
  );
}

export function SchemaShow() {
  const context = useEntry();
  const labelOf = useFieldLabel(context?.entry.name ?? '');
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: context?.entry.name ?? '' });
  if (!context) return null;
  const { entry, lookup } = context;
  return (
    <Show
      actions={
        canEdit ? (
          <TopToolbar>
            <EditButton />
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <SimpleShowLayout>
        {entry.fields.map((field) => fieldFor(field, labelOf(field), lookup, false))}
      </SimpleShowLayout>
    </Show>
  );
}

function FormToolbar({ entry }: { entry: SchemaResource }) {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: entry.name });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

function SchemaForm({
  entry,
  lookup,
  editing,
}: {
  entry: SchemaResource;
  lookup: ReturnType<typeof lookupFor>;
  /** An edit: create-only fields (a user's login id) are shown, not changed. */
  editing: boolean;
}) {
  const labelOf = useFieldLabel(entry.name);
  return (
    <SimpleForm toolbar={<FormToolbar entry={entry} />}>
      {entry.fields
        .filter((f) => !f.readOnly)
        .map((field) => inputFor(field, labelOf(field), lookup, editing && field.createOnly === true))}
    </SimpleForm>
  );
}

export function SchemaEdit() {
  const context = useEntry();
  if (!context) return null;
  // Pessimistic: the server's checks (fields, a stale version) answer before the screen moves on.
  return (
    <Edit mutationMode="pessimistic">
      <SchemaForm {...context} editing />
    </Edit>
  );
}

/**
 * A resource's create form where it is used (a portal tab's dialog), with the tab's values filled in:
 * saving stays on the page instead of opening the resource's list.
 */
export function SchemaCreateInline({
  defaults,
  onCreated,
}: {
  defaults: Record<string, unknown>;
  onCreated: () => void;
}) {
  const context = useEntry();
  if (!context) return null;
  return (
    <Create
      redirect={false}
      record={defaults}
      title={false}
      actions={false}
      component="div"
      mutationOptions={{ onSuccess: onCreated }}
    >
      <SchemaForm {...context} editing={false} />
    </Create>
  );
}

export function SchemaCreate() {
  const context = useEntry();
  if (!context) return null;
  return (
    <Create redirect="list">
      <SchemaForm {...context} editing={false} />
    </Create>
  );
}
