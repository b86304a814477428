import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EditBase, SaveButton, SimpleForm, Toolbar, useNotify } from 'react-admin';
import { RecordLoading } from '../layout/RecordLoading.js';

/**
 * A form over one record of the caller's own instance (branding, instance-security, instance-content: the
 * record's id is the instance's), saved pessimistically so the server's checks and its stale-version 409
 * answer first; without write access it only shows. The portal has already checked the tab (its level may
 * be Read), so react-admin's own edit-access check, which would refuse a read-only view, is left out.
 * `refreshes` names the records of the same row shown beside it: a save changes their version too, so they
 * are read again rather than refused as stale on their own save.
 */
export function InstanceForm({
  resource,
  instanceId,
  writable,
  refreshes,
  children,
}: {
  resource: string;
  instanceId: number;
  writable: boolean;
  refreshes?: readonly string[];
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onSuccess = () => {
    // react-admin's own success notice, which a custom onSuccess replaces.
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    for (const other of refreshes ?? []) void queryClient.invalidateQueries({ queryKey: [other] });
  };
  return (
    <EditBase
      resource={resource}
      id={instanceId}
      mutationMode="pessimistic"
      mutationOptions={refreshes ? { onSuccess } : undefined}
      redirect={false}
      loading={<RecordLoading />}
      disableAuthentication
    >
      <SimpleForm
        toolbar={
          writable ? (
            <Toolbar>
              <SaveButton />
            </Toolbar>
          ) : (
            false
          )
        }
        sx={{ p: 0 }}
      >
        {children}
      </SimpleForm>
    </EditBase>
  );
}
