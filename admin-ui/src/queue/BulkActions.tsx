import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  AlertTitle,
  Box,
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
import type { BulkAnswer, PossibleStateRow } from '@server/contract/queue.js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
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
import { useCaller } from '../api/useCaller.js';
import { forward } from '../providers/mirrored.js';
import {
  type BulkTargets,
  type BulkToast,
  bulkResultToast,
  bulkTargets,
  type QueueApplication,
  type TargetOwner,
} from '../rules.js';
import { type BulkActionName, fetchPossibleStates, postBulk } from './queue-api.js';

type PossibleState = PossibleStateRow;

interface Choice {
  id: number;
  name: string;
}

/**
 * The owners offered: those valid for every selected application (for the chosen state, or for an owner
 * change alone in their current states); only the caller themself for roles 2 and 4.
 */
export function ownerChoices(owners: TargetOwner[], caller: Caller): Choice[] {
  if (caller.assignsOnlySelf) return [{ id: caller.me.id, name: callerName(caller.me) }];
  return owners.map((o) => ({ id: o.id, name: o.name ?? `#${o.id}` }));
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

/** A failure of a bulk change as the toast lists it: the application's ID and the server's reason. */
interface Failure {
  name: string;
  message: string;
}

/**
 * The result of a bulk change (§8) in one notification, shown at once: what moved and, in the same toast,
 * what failed with each application's reason from the server (two toasts would queue, the second 5 s later).
 */
function ToastContent({ toasts, failures }: { toasts: BulkToast[]; failures: Failure[] }) {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ minWidth: 320, maxWidth: 560 }}>
      {toasts.map((toast) => (
        <Alert
          key={toast.kind}
          severity={toast.kind}
          variant="filled"
          role="alert"
          action={
            <IconButton
              size="small"
              color="inherit"
              aria-label={translate('ra.action.close')}
              onClick={close}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
          {toast.kind === 'error' && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 200, overflow: 'auto' }}>
              {failures.map((f) => (
                <li key={f.name} data-testid="bulk-failure">
                  {f.name}: {f.message}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      ))}
    </Stack>
  );
}

/** What a bulk change acts on. */
export interface BulkSelection {
  /** The selected applications (with "all matching", those of the page on view). */
  ids: number[];
  /** "Select all N matching": the queue filter the change applies to, and how many applications match. */
  matching?: { filter: Record<string, unknown>; total: number };
  /** The rows as the screen showed them: a version changed meanwhile fails rather than being overwritten. */
  shown: QueueApplication[];
}

/**
 * Before confirming: only the targets valid for every selected application are offered; each target left
 * out is named with the applications it would fail for and the bulk call's reason, and "all matching" says
 * the rest is checked by the server.
 */
function Feasibility({
  selection,
  targets,
  rows,
  known,
}: {
  selection: BulkSelection;
  targets: BulkTargets;
  rows: PossibleState[];
  known: QueueApplication[];
}) {
  const translate = useTranslate();
  const externalId = (id: number) => known.find((r) => r.id === id)?.externalId ?? `#${id}`;
  const stateName = (id: number | undefined) =>
    rows.find((r) => r.possible_state_id === id)?.possible_state_name;
  const offered = targets.states.length + targets.owners.length;
  return (
    <>
      {offered === 0 && <Alert severity="info">{translate('porchlight.queue.bulk.no_moves')}</Alert>}
      {targets.failures.length > 0 && (
        <Alert severity="info" data-testid="bulk-left-out">
          {translate('porchlight.queue.bulk.common_only')}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 120, overflow: 'auto' }}>
            {targets.failures.map((f) => (
              <li key={`${f.applicationId}/${f.stateId}/${f.ownerId}`}>
                {externalId(f.applicationId)}
                {stateName(f.stateId) ? ` ${forward()} ${stateName(f.stateId)}` : ''}: {f.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {selection.matching && (
        <Alert severity="info">
          {translate('porchlight.queue.bulk.matching_checked', {
            shown: selection.ids.length,
            total: selection.matching.total,
          })}
        </Alert>
      )}
    </>
  );
}

interface Reason {
  id: number;
  label: string;
}

/** The denial reasons for a state: its own and those of the selection's programs that hold for every state. */
function useReasons(toState: number | '', programIds: number[], enabled: boolean) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['denial-reasons', 'for-state', toState, programIds],
    enabled: enabled && toState !== '',
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
}

/** The notification of a bulk answer, naming applications by their Application ID as the queue shows them. */
function useBulkNotice(action: BulkActionName, known: QueueApplication[]) {
  const notify = useNotify();
  return (answer: BulkAnswer, names: { status?: string; owner?: string }) => {
    const shown = new Map(known.map((r) => [r.id, r.externalId]));
    const named = (id: number) => shown.get(id) ?? `#${id}`;
    const toasts = bulkResultToast(
      action,
      { succeeded: answer.succeeded.map(named), failed: answer.failed.map((f) => ({ id: named(f.id) })) },
      names,
    );
    const failures = answer.failed.map((f) => ({ name: named(f.id), message: f.message }));
    notify(<ToastContent toasts={toasts} failures={failures} />, {
      type: failures.length ? 'error' : 'success',
      autoHideDuration: failures.length ? 10_000 : 5000,
    });
  };
}

/**
 * The status / owner dialog (programs spec §4) for a selection of the queue or the one application of a
 * record page: only what is valid for every selected application, the state's demands (reason, comment),
 * then one notification with the result.
 */
export function BulkDialog({
  action,
  selection,
  onClose,
  onDone,
}: {
  action: BulkActionName;
  selection: BulkSelection;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const caller = useCaller();
  const { ids } = selection;
  const [toState, setToState] = useState<number | ''>('');
  const [ownerId, setOwnerId] = useState<number | ''>('');
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [comment, setComment] = useState('');
  const changesStatus = action !== 'UPDATE_OWNER';
  const changesOwner = action !== 'UPDATE_STATUS';

  const possible = useQuery({
    queryKey: ['possible-states', [...ids].sort()],
    queryFn: () => fetchPossibleStates(ids),
  });
  // The selection may span pages and searches: its rows are read again for their IDs and current states.
  const selected = useGetMany<QueueApplication>('applications', { ids });
  const known = [...(selected.data ?? []), ...selection.shown];
  const rows = possible.data ?? [];
  const targets = useMemo(
    () =>
      bulkTargets(
        possible.data ?? [],
        (selected.data ?? []).map((r) => ({ id: r.id, currentStateId: r.currentStateId })),
        action,
        { assignsOnlySelf: caller?.assignsOnlySelf ?? false },
      ),
    [possible.data, selected.data, action, caller?.assignsOnlySelf],
  );
  const states: Choice[] = targets.states;
  const ownersThere =
    action === 'UPDATE_OWNER' ? targets.owners : toState === '' ? [] : (targets.ownersByState[toState] ?? []);
  const owners = caller ? ownerChoices(ownersThere, caller) : [];
  const programIds = [...new Set((selected.data ?? []).map((r) => r.programId))].sort();
  const readsReasons = caller ? canAccess(caller, 'list', 'denial-reasons') : false;
  const reasons = useReasons(
    toState,
    programIds,
    readsReasons && changesStatus && selected.data !== undefined,
  );
  const demands = stateDemands(rows, changesStatus && toState !== '' ? toState : null);
  const offersReasons = (reasons.data?.length ?? 0) > 0;
  const notice = useBulkNotice(action, known);

  const versions = Object.fromEntries(
    selection.shown.filter((r) => ids.includes(r.id)).map((r) => [String(r.id), r.version]),
  );
  const submit = useMutation({
    mutationFn: () =>
      postBulk({
        action,
        ...(selection.matching ? { filter: selection.matching.filter } : { ids }),
        ...(changesStatus && toState !== '' ? { toState } : {}),
        ...(changesOwner && ownerId !== '' ? { ownerId } : {}),
        ...(reasonId !== '' ? { reasonId } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(selection.matching ? {} : { versions }),
      }),
    onSuccess: (answer) => {
      notice(answer, {
        status: states.find((s) => s.id === toState)?.name,
        owner: owners.find((o) => o.id === ownerId)?.name,
      });
      onDone();
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
  const title =
    ids.length === 1 && !selection.matching && known[0]
      ? known[0].externalId
      : translate('ra.action.bulk_actions', { smart_count: selection.matching?.total ?? ids.length });

  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-title" fullWidth maxWidth="sm">
      <DialogTitle id="bulk-title">
        {translate(titleKey)} ({title})
      </DialogTitle>
      <DialogContent>
        {possible.isPending || selected.isPending ? (
          <CircularProgress size={20} />
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && !error.fieldErrors.length && <Alert severity="error">{error.message}</Alert>}
            <Feasibility selection={selection} targets={targets} rows={rows} known={known} />
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

/**
 * "Select all N matching", offered once the whole page is selected and more rows match the filter: the change
 * then goes to the server with the filter (up to its limit) instead of ids. It stands in for react-admin's
 * Select all, which fetches at most 250 ids.
 */
export function SelectAllMatching({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const translate = useTranslate();
  const { selectedIds, data, total } = useListContext<QueueApplication>();
  const pageIds = (data ?? []).map((r) => r.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  useEffect(() => {
    if (!wholePage) onChange(false);
  }, [wholePage, onChange]);
  if (!wholePage || total === undefined || total <= pageIds.length) return null;
  return (
    <Button size="small" variant={on ? 'contained' : 'text'} onClick={() => onChange(!on)} aria-pressed={on}>
      {translate(on ? 'porchlight.queue.bulk.all_matching_on' : 'porchlight.queue.bulk.all_matching', {
        total,
      })}
    </Button>
  );
}

/**
 * Row selection's actions (programs spec §4): status, owner, or both, for every selected application, or for
 * every application matching the filter once "Select all N matching" is on.
 */
export function BulkActions({ allMatching }: { allMatching: boolean }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { selectedIds, data, total, filterValues, resource } = useListContext<QueueApplication>();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState<BulkActionName | null>(null);
  const selection: BulkSelection = {
    ids: selectedIds.map(Number),
    shown: (data ?? []).filter((r) => selectedIds.includes(r.id)),
    ...(allMatching && total !== undefined ? { matching: { filter: filterValues, total } } : {}),
  };
  return (
    <>
      {ACTIONS.map((action) => (
        <Button key={action} size="small" onClick={() => setOpen(action)}>
          {translate(`porchlight.queue.bulk.${action}`)}
        </Button>
      ))}
      {open && (
        <BulkDialog
          action={open}
          selection={selection}
          onClose={() => setOpen(null)}
          onDone={() => {
            unselectAll();
            refresh();
          }}
        />
      )}
    </>
  );
}
