import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useCloseNotification,
  useDataProvider,
  useGetMany,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { canAccess } from '../api/access.js';
import type { Caller } from '../api/caller.js';
import { callerName } from '../api/caller.js';
import { ApiError } from '../api/client.js';
import type { PossibleState } from '../api/types.js';
import { useCaller } from '../api/useCaller.js';
import { type BulkToast, bulkResultToast, type QueueApplication } from '../rules.js';
import { type BulkActionName, fetchPossibleStates, postBulk } from './queue-api.js';

interface Choice {
  id: number;
  name: string;
}

const distinct = (choices: Choice[]): Choice[] => [...new Map(choices.map((c) => [c.id, c])).values()];

/** The next states the selection may move to, from its possible-state rows. */
export const stateChoices = (rows: PossibleState[]): Choice[] =>
  distinct(rows.map((r) => ({ id: r.possible_state_id, name: r.possible_state_name })));

/**
 * The owners offered: for a status change, those listed for the chosen state; for an owner change alone,
 * those of any move out of the current states; only the caller themself for roles 2 and 4.
 */
export function ownerChoices(rows: PossibleState[], toState: number | null, caller: Caller): Choice[] {
  if (caller.assignsOnlySelf) return [{ id: caller.me.id, name: callerName(caller.me) }];
  return distinct(
    rows
      .filter((r) => r.possible_user_id !== null && (toState === null || r.possible_state_id === toState))
      .map((r) => ({
        id: r.possible_user_id as number,
        name: [r.possible_user_name ?? `#${r.possible_user_id}`, r.company_name].filter(Boolean).join(' · '),
      })),
  );
}

/**
 * What the chosen state asks for on the way in (its possible-state rows): a denial reason, which a comment
 * may stand in for, and a comment. Rows without the flags ask for nothing; the server's answer still shows.
 */
export function stateDemands(rows: PossibleState[], toState: number | null) {
  const target = rows.filter((r) => r.possible_state_id === toState);
  return {
    reason: target.some((r) => r.requires_reason === true),
    comment: target.some((r) => r.requires_comment === true),
  };
}

/** A toast of §8: an accessible alert with a title, the description and a close button; 5 seconds. */
function ToastContent({ toast }: { toast: BulkToast }) {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <Alert
      severity={toast.kind}
      variant="filled"
      role="alert"
      action={
        <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ minWidth: 320 }}
    >
      <AlertTitle>{toast.title}</AlertTitle>
      {toast.description}
    </Alert>
  );
}

interface Reason {
  id: number;
  label: string;
}

function BulkDialog({ action, onClose }: { action: BulkActionName; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const caller = useCaller();
  const dataProvider = useDataProvider();
  const { selectedIds, data, resource } = useListContext<QueueApplication>();
  const unselectAll = useUnselectAll(resource);
  const [toState, setToState] = useState<number | ''>('');
  const [ownerId, setOwnerId] = useState<number | ''>('');
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [comment, setComment] = useState('');
  const changesStatus = action !== 'UPDATE_OWNER';
  const changesOwner = action !== 'UPDATE_STATUS';

  const possible = useQuery({
    queryKey: ['possible-states', [...selectedIds].sort()],
    queryFn: () => fetchPossibleStates(selectedIds),
  });
  const rows = possible.data ?? [];
  const states = stateChoices(rows);
  const owners = caller
    ? ownerChoices(rows, changesStatus ? (toState === '' ? -1 : toState) : null, caller)
    : [];

  // The selection may span pages and searches: its rows are read again for their Application IDs.
  const selected = useGetMany<QueueApplication>('applications', { ids: selectedIds });
  const programIds = [...new Set((selected.data ?? []).map((r) => r.programId))].sort();

  // Denial reasons are offered for the chosen state when the caller can read them (grouped by state, §3):
  // the state's own and those of the selection's programs that hold for every state.
  const readsReasons = caller ? canAccess(caller, 'list', 'denial-reasons') : false;
  const reasons = useQuery({
    queryKey: ['denial-reasons', 'for-state', toState, programIds],
    enabled: readsReasons && changesStatus && toState !== '' && selected.data !== undefined,
    queryFn: async () => {
      const lists = await Promise.all(
        [{ stateId: toState }, ...programIds.map((programId) => ({ programId, stateId: null }))].map(
          async (filter) =>
            (
              await dataProvider.getList<Reason>('denial-reasons', {
                filter,
                pagination: { page: 1, perPage: 100 },
                sort: { field: 'createdAt', order: 'ASC' },
              })
            ).data,
        ),
      );
      return [...new Map(lists.flat().map((r) => [r.id, r])).values()];
    },
  });
  const demands = stateDemands(rows, changesStatus && toState !== '' ? toState : null);
  const offersReasons = (reasons.data?.length ?? 0) > 0;

  const versions = useMemo(
    () =>
      Object.fromEntries(
        (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => [String(r.id), r.version]),
      ),
    [data, selectedIds],
  );

  const submit = useMutation({
    mutationFn: () =>
      postBulk({
        action,
        ids: selectedIds.map(Number),
        ...(changesStatus && toState !== '' ? { toState } : {}),
        ...(changesOwner && ownerId !== '' ? { ownerId } : {}),
        ...(reasonId !== '' ? { reasonId } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        versions,
      }),
    onSuccess: (answer) => {
      const names = {
        status: states.find((s) => s.id === toState)?.name,
        owner: owners.find((o) => o.id === ownerId)?.name.split(' · ')[0],
      };
      // The toasts name applications by their Application ID, as the queue shows them.
      const shown = new Map([...(selected.data ?? []), ...(data ?? [])].map((r) => [r.id, r.externalId]));
      const named = (id: number) => shown.get(id) ?? String(id);
      const result = {
        succeeded: answer.succeeded.map(named),
        failed: answer.failed.map((f) => ({ id: named(f.id) })),
      };
      for (const toast of bulkResultToast(action, result, names)) {
        notify(<ToastContent toast={toast} />, { type: toast.kind, autoHideDuration: 5000 });
      }
      unselectAll();
      refresh();
      onClose();
    },
  });

  const error = submit.error instanceof ApiError ? submit.error : null;
  const fieldError = (field: string) => error?.fieldErrors.find((e) => e.field === field)?.message;
  const hasComment = comment.trim() !== '';
  const demandsMet = (!demands.reason || reasonId !== '' || hasComment) && (!demands.comment || hasComment);
  const ready =
    (!changesStatus || toState !== '') &&
    (!changesOwner || ownerId !== '') &&
    demandsMet &&
    !submit.isPending;
  // The demand is said where it can be met: on the reason when reasons are offered, else on the comment.
  const reasonHint =
    demands.reason && offersReasons ? translate('porchlight.queue.bulk.reason_required') : undefined;
  const commentHint = demands.comment
    ? translate('porchlight.queue.bulk.comment_required')
    : demands.reason && !offersReasons
      ? translate('porchlight.queue.bulk.reason_in_comment')
      : undefined;
  const titleKey = `porchlight.queue.bulk.${action}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-title" fullWidth maxWidth="sm">
      <DialogTitle id="bulk-title">
        {translate(titleKey)} ({translate('ra.action.bulk_actions', { smart_count: selectedIds.length })})
      </DialogTitle>
      <DialogContent>
        {possible.isPending ? (
          <CircularProgress size={20} />
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && !error.fieldErrors.length && <Alert severity="error">{error.message}</Alert>}
            {rows.length === 0 && (
              <Alert severity="info">{translate('porchlight.queue.bulk.no_moves')}</Alert>
            )}
            {changesStatus && (
              <TextField
                select
                label={translate('porchlight.queue.bulk.status')}
                value={toState}
                onChange={(e) => {
                  setToState(Number(e.target.value));
                  setOwnerId('');
                  setReasonId('');
                }}
                error={Boolean(fieldError('toState'))}
                helperText={fieldError('toState')}
                name="toState"
              >
                {states.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {changesOwner && (
              <TextField
                select
                label={translate('porchlight.queue.bulk.owner')}
                value={ownerId}
                onChange={(e) => setOwnerId(Number(e.target.value))}
                disabled={changesStatus && toState === ''}
                error={Boolean(fieldError('ownerId'))}
                helperText={
                  fieldError('ownerId') ??
                  (caller?.assignsOnlySelf ? translate('porchlight.queue.bulk.self_only') : undefined)
                }
                name="ownerId"
              >
                {owners.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {changesStatus && offersReasons && (
              <TextField
                select
                label={translate('porchlight.queue.bulk.reason')}
                value={reasonId}
                onChange={(e) => setReasonId(e.target.value === '' ? '' : Number(e.target.value))}
                error={Boolean(fieldError('reasonId'))}
                helperText={fieldError('reasonId') ?? reasonHint}
                required={demands.reason && !hasComment}
                name="reasonId"
              >
                <MenuItem value="">{translate('porchlight.queue.bulk.no_reason')}</MenuItem>
                {reasons.data?.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={translate('porchlight.queue.bulk.comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={2}
              error={Boolean(fieldError('comment') ?? (!offersReasons && fieldError('reasonId')))}
              helperText={
                fieldError('comment') ?? (!offersReasons ? fieldError('reasonId') : undefined) ?? commentHint
              }
              required={demands.comment || (demands.reason && !offersReasons)}
              name="comment"
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => submit.mutate()} disabled={!ready}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ACTIONS: BulkActionName[] = ['UPDATE_STATUS', 'UPDATE_OWNER', 'UPDATE_STATUS_AND_OWNER'];

/** Row selection's actions (programs spec §4): status, owner, or both, for every selected application. */
export function BulkActions() {
  const translate = useTranslate();
  const [open, setOpen] = useState<BulkActionName | null>(null);
  return (
    <>
      {ACTIONS.map((action) => (
        <Button key={action} size="small" onClick={() => setOpen(action)}>
          {translate(`porchlight.queue.bulk.${action}`)}
        </Button>
      ))}
      {open && <BulkDialog action={open} onClose={() => setOpen(null)} />}
    </>
  );
}
