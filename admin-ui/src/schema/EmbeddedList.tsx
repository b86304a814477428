import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  LinkBase,
  List,
  ResourceContextProvider,
  useCanAccess,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { lookupFor, schemaEntry, useCaller } from '../api/useCaller.js';
import { fieldFor, useFieldLabel } from './fields.js';
import { DEFAULT_PAGE_SIZE, SchemaCreateInline } from './SchemaViews.js';

/**
 * An admin resource's list inside a portal tab, narrowed by `filter` (a program's rows): rows open the
 * resource's own edit or show screen, and Create opens its create screen with the filter's values filled in
 * (or, with `createInline`, a dialog over the tab, so the user stays in the portal).
 */
export function EmbeddedList({
  resource,
  filter = {},
  title,
  columns,
  writable,
  createInline = false,
}: {
  resource: string;
  filter?: Record<string, unknown>;
  title?: string;
  /** The list columns, when not the schema's. */
  columns?: string[];
  /** The tab's own level; the resource's level decides too. */
  writable: boolean;
  createInline?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const caller = useCaller();
  const entry = schemaEntry(caller, resource);
  const labelOf = useFieldLabel(resource);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  if (!caller) return null;
  if (!entry) return <Alert severity="info">{translate('ra.message.access_denied')}</Alert>;
  const lookup = lookupFor(caller);
  const names = columns ?? entry.listColumns.filter((c) => !Object.hasOwn(filter, c));
  const source = encodeURIComponent(JSON.stringify(filter));
  return (
    <ResourceContextProvider value={resource}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title ?? translate(`resources.${resource}.name`, { smart_count: 2, _: entry.label })}
        </Typography>
        {writable && canCreate && createInline && (
          <Button onClick={() => setCreating(true)} startIcon={<AddIcon />} size="small">
            {translate('ra.action.create')}
          </Button>
        )}
        {writable && canCreate && !createInline && (
          <Button
            component={LinkBase}
            to={`/${resource}/create?source=${source}`}
            startIcon={<AddIcon />}
            size="small"
          >
            {translate('ra.action.create')}
          </Button>
        )}
      </Stack>
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate('ra.page.create', {
            name: translate(`resources.${resource}.name`, { smart_count: 1, _: entry.label }),
          })}
        </DialogTitle>
        <DialogContent>
          {creating && (
            <SchemaCreateInline
              defaults={filter}
              onCreated={() => {
                notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
                setCreating(false);
                refresh();
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <List
        resource={resource}
        filter={filter}
        sort={entry.defaultSort}
        perPage={DEFAULT_PAGE_SIZE}
        disableSyncWithLocation
        actions={false}
        title={false}
        empty={false}
        sx={{ '& .RaList-main': { boxShadow: 'none' } }}
        storeKey={`embedded.${resource}`}
      >
        <Datagrid rowClick={writable && canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
          {names.flatMap((name) => {
            const field = entry.fields.find((f) => f.name === name);
            return field ? [fieldFor(field, labelOf(field), lookup, entry.sortable.includes(name))] : [];
          })}
        </Datagrid>
      </List>
    </ResourceContextProvider>
  );
}
