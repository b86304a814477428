import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type Edge,
  MarkerType,
  type Node,
  type NodeChange,
  Position,
  ReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type {
  GraphState as ContractGraphState,
  GraphTransition,
  WorkflowGraph,
} from '@server/contract/workflow.js';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';
import { forward } from '../providers/mirrored.js';
import { fetchFilterOptions } from '../queue/queue-api.js';
import { TAG_COLOURS } from '../queue/StatusTag.js';
import { graphProblems, STATE_NAME_MAX_LENGTH, statusColour, unreachableStates } from '../rules.js';
import type { TabProps } from './ProgramPortal.js';

/** A state as the editor holds it: the contract's, and its size once the graph measured it (xyflow shows a
 * node only when measured). */
type GraphState = ContractGraphState & { measured?: { width?: number; height?: number } };

type Graph = Pick<WorkflowGraph, 'id' | 'name'> & { states: GraphState[]; transitions: GraphTransition[] };

type Selection = { kind: 'state'; key: string } | { kind: 'transition'; from: string; to: string } | null;

const STATE_FLAGS = ['isInitial', 'requiresReason', 'requiresComment', 'approved', 'declined'] as const;

/** What PUT /workflows/:id/graph takes: the graph's own fields only (its DTO refuses the rest). */
export function graphBody(states: GraphState[], transitions: GraphTransition[]) {
  return {
    states: states.map((s, i) => ({
      ...(s.id === undefined ? {} : { id: s.id }),
      key: s.key,
      name: s.name,
      publicLabel: s.publicLabel?.trim() || null,
      isInitial: s.isInitial,
      requiresReason: s.requiresReason,
      requiresComment: s.requiresComment,
      approved: s.approved,
      declined: s.declined,
      sortOrder: i,
      position: { x: Math.round(s.position.x), y: Math.round(s.position.y) },
    })),
    transitions: transitions.map((t) => ({
      from: t.from,
      to: t.to,
      defaultUserId: t.defaultUserId,
      requiresUserAssignment: t.requiresUserAssignment,
      owners: t.owners.map((o) => ({ userId: o.userId, organizationId: o.organizationId })),
    })),
  };
}

/** States without a saved position are laid out in a grid, in their order. */
const placed = (state: GraphState, i: number): GraphState =>
  state.position && (state.position.x !== 0 || state.position.y !== 0)
    ? state
    : { ...state, position: { x: (i % 4) * 220, y: Math.floor(i / 4) * 130 } };

const edgeId = (t: { from: string; to: string }) => `${t.from}->${t.to}`;

function GraphEditor({ workflowId, writable }: { workflowId: number; writable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const graph = useQuery({
    queryKey: ['workflow-graph', workflowId],
    queryFn: () => apiJson<Graph>(`/api/admin/workflows/${workflowId}/graph`),
  });
  const options = useQuery({
    queryKey: ['queue', 'filter-options'],
    queryFn: fetchFilterOptions,
    staleTime: 60_000,
  });
  const [states, setStates] = useState<GraphState[]>([]);
  const [transitions, setTransitions] = useState<GraphTransition[]>([]);
  const [selection, setSelection] = useState<Selection>(null);
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (!graph.data) return;
    setStates(graph.data.states.map(placed));
    setTransitions(
      graph.data.transitions.map((t) => ({
        ...t,
        owners: t.owners.map(({ userId, organizationId }) => ({ userId, organizationId })),
      })),
    );
    setSelection(null);
  }, [graph.data]);

  const save = useMutation({
    mutationFn: () =>
      apiJson<Graph>(`/api/admin/workflows/${workflowId}/graph`, {
        method: 'PUT',
        body: graphBody(states, transitions),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['workflow-graph', workflowId], saved);
      setProblems([]);
      notify('porchlight.workflow.saved', { type: 'success' });
    },
    onError: (error) =>
      setProblems(
        error instanceof ApiError && error.fieldErrors.length
          ? error.fieldErrors.map((e) => e.message)
          : [(error as Error).message],
      ),
  });

  const nodes: Node[] = useMemo(
    () =>
      states.map((s) => {
        const colour = TAG_COLOURS[statusColour(s.name)];
        const selected = selection?.kind === 'state' && selection.key === s.key;
        return {
          id: s.key,
          position: s.position,
          measured: s.measured,
          data: { label: s.isInitial ? `▶ ${s.name}` : s.name },
          draggable: writable,
          sourcePosition: Position.Right,
          targetPosition: Position.Left,
          selected,
          style: {
            border: `${selected ? 3 : 1}px solid ${colour}`,
            color: colour,
            fontWeight: s.isInitial ? 700 : 500,
            width: 170,
          },
        };
      }),
    [states, selection, writable],
  );
  const edges: Edge[] = useMemo(
    () =>
      transitions.map((t) => ({
        id: edgeId(t),
        source: t.from,
        target: t.to,
        markerEnd: { type: MarkerType.ArrowClosed },
        label: t.owners.length ? String(t.owners.length) : undefined,
        selected: selection?.kind === 'transition' && edgeId(selection) === edgeId(t),
        style: { strokeWidth: selection?.kind === 'transition' && edgeId(selection) === edgeId(t) ? 3 : 1.5 },
      })),
    [transitions, selection],
  );

  if (graph.isPending) return <CircularProgress size={24} />;
  if (graph.error) return <Alert severity="error">{(graph.error as Error).message}</Alert>;

  const onNodesChange = (changes: NodeChange[]) => {
    // Positions and measured sizes come back through here; selection stays the editor's own.
    const next = applyNodeChanges(
      changes.filter((c) => c.type === 'position' || c.type === 'dimensions'),
      nodes,
    );
    setStates((current) =>
      current.map((s) => {
        const node = next.find((n) => n.id === s.key);
        return node ? { ...s, position: node.position, measured: node.measured } : s;
      }),
    );
  };
  const onConnect = (connection: Connection) => {
    if (!writable || !connection.source || !connection.target || connection.source === connection.target)
      return;
    const next = { from: connection.source, to: connection.target };
    if (transitions.some((t) => edgeId(t) === edgeId(next))) return;
    setTransitions([
      ...transitions,
      { ...next, defaultUserId: null, requiresUserAssignment: false, owners: [] },
    ]);
    setSelection({ kind: 'transition', ...next });
  };
  const addState = () => {
    const n = states.length + 1;
    const key = `new-${Date.now()}`;
    setStates([
      ...states,
      placed(
        {
          key,
          name: `${translate('porchlight.workflow.new_state')} ${n}`,
          publicLabel: null,
          isInitial: states.length === 0,
          requiresReason: false,
          requiresComment: false,
          approved: false,
          declined: false,
          sortOrder: states.length,
          position: { x: 0, y: 0 },
        },
        states.length,
      ),
    ]);
    setSelection({ kind: 'state', key });
  };
  const removeSelection = () => {
    if (selection?.kind === 'state') {
      setStates(states.filter((s) => s.key !== selection.key));
      setTransitions(transitions.filter((t) => t.from !== selection.key && t.to !== selection.key));
    } else if (selection?.kind === 'transition') {
      setTransitions(transitions.filter((t) => edgeId(t) !== edgeId(selection)));
    }
    setSelection(null);
  };
  const trySave = () => {
    const found = graphProblems(graphBody(states, transitions));
    setProblems(found.map((p) => p.message));
    if (found.length === 0) save.mutate();
  };

  const staff = (options.data?.assignedTo ?? []).map((o) => ({ id: Number(o.id), name: o.name }));
  const partners = (options.data?.partner ?? []).map((o) => ({ id: Number(o.id), name: o.name }));
  const state = selection?.kind === 'state' ? states.find((s) => s.key === selection.key) : undefined;
  const transition =
    selection?.kind === 'transition' ? transitions.find((t) => edgeId(t) === edgeId(selection)) : undefined;
  const updateState = (patch: Partial<GraphState>) =>
    setStates(
      states.map((s) =>
        s.key === state?.key ? { ...s, ...patch } : patch.isInitial ? { ...s, isInitial: false } : s,
      ),
    );
  const updateTransition = (patch: Partial<GraphTransition>) =>
    setTransitions(
      transitions.map((t) => (transition && edgeId(t) === edgeId(transition) ? { ...t, ...patch } : t)),
    );
  const nameOf = (key: string) => states.find((s) => s.key === key)?.name ?? key;
  // A warning, not a refusal: a workflow may be drawn in steps, but nothing reaches these states yet.
  const unreachable = unreachableStates(graphBody(states, transitions));
  const nameMissing = state !== undefined && state.name.trim() === '';

  return (
    <Stack spacing={1}>
      {writable && (
        <Stack direction="row" spacing={1}>
          <Button startIcon={<AddIcon />} onClick={addState}>
            {translate('porchlight.workflow.add_state')}
          </Button>
          <Button startIcon={<DeleteIcon />} onClick={removeSelection} disabled={!selection} color="warning">
            {translate('ra.action.delete')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" startIcon={<SaveIcon />} onClick={trySave} disabled={save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      )}
      {unreachable.length > 0 && (
        <Alert severity="warning" data-testid="unreachable-states">
          {translate('porchlight.workflow.unreachable', { names: unreachable.join(', ') })}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate(writable ? 'porchlight.workflow.help' : 'porchlight.workflow.read_only')}
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Box
          sx={{ height: 520, flex: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          data-testid="workflow-graph"
        >
          <ReactFlow
            nodes={nodes}
            edges={edges}
            onNodesChange={onNodesChange}
            onConnect={onConnect}
            onNodeClick={(_, node) => setSelection({ kind: 'state', key: node.id })}
            onEdgeClick={(_, edge) =>
              setSelection({ kind: 'transition', from: edge.source, to: edge.target })
            }
            onPaneClick={() => setSelection(null)}
            nodesConnectable={writable}
            fitView
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </Box>
        <Box sx={{ width: { lg: 320 } }}>
          {!state && !transition && (
            <Typography variant="body2" color="text.secondary">
              {translate('porchlight.workflow.pick')}
            </Typography>
          )}
          {state && (
            <Stack spacing={1} data-testid="state-form">
              <Typography variant="subtitle2">{translate('porchlight.workflow.state')}</Typography>
              <TextField
                size="small"
                label={translate('porchlight.workflow.name')}
                value={state.name}
                onChange={(e) => updateState({ name: e.target.value })}
                required
                error={nameMissing}
                helperText={
                  nameMissing
                    ? translate('porchlight.workflow.name_required')
                    : `${state.name.length}/${STATE_NAME_MAX_LENGTH}`
                }
                slotProps={{ htmlInput: { maxLength: STATE_NAME_MAX_LENGTH, readOnly: !writable } }}
              />
              <TextField
                size="small"
                label={translate('porchlight.workflow.public_label')}
                value={state.publicLabel ?? ''}
                placeholder={state.name}
                onChange={(e) => updateState({ publicLabel: e.target.value })}
                helperText={translate('porchlight.workflow.public_label_help')}
                slotProps={{ htmlInput: { maxLength: STATE_NAME_MAX_LENGTH, readOnly: !writable } }}
              />
              {STATE_FLAGS.map((flag) => (
                <FormControlLabel
                  key={flag}
                  control={
                    <Checkbox
                      checked={state[flag]}
                      disabled={!writable}
                      onChange={(e) => updateState({ [flag]: e.target.checked })}
                    />
                  }
                  label={translate(`porchlight.workflow.flags.${flag}`)}
                />
              ))}
            </Stack>
          )}
          {transition && (
            <Stack spacing={1.5} data-testid="transition-form">
              <Typography variant="subtitle2">
                {nameOf(transition.from)} {forward()} {nameOf(transition.to)}
              </Typography>
              <Autocomplete
                multiple
                size="small"
                disabled={!writable}
                options={staff}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={staff.filter((u) => transition.owners.some((o) => o.userId === u.id))}
                onChange={(_, users) =>
                  updateTransition({
                    owners: users.map(
                      (u) =>
                        transition.owners.find((o) => o.userId === u.id) ?? {
                          userId: u.id,
                          organizationId: null,
                        },
                    ),
                    defaultUserId: users.some((u) => u.id === transition.defaultUserId)
                      ? transition.defaultUserId
                      : null,
                  })
                }
                renderInput={(params) => (
                  <TextField {...params} label={translate('porchlight.workflow.owners')} />
                )}
              />
              {transition.owners.map((owner) => (
                <TextField
                  key={owner.userId}
                  select
                  size="small"
                  disabled={!writable}
                  label={`${translate('porchlight.workflow.partner')} · ${staff.find((u) => u.id === owner.userId)?.name ?? owner.userId}`}
                  value={owner.organizationId ?? ''}
                  onChange={(e) =>
                    updateTransition({
                      owners: transition.owners.map((o) =>
                        o.userId === owner.userId
                          ? { ...o, organizationId: e.target.value === '' ? null : Number(e.target.value) }
                          : o,
                      ),
                    })
                  }
                >
                  <MenuItem value="">—</MenuItem>
                  {partners.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.name}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              <TextField
                select
                size="small"
                disabled={!writable}
                label={translate('porchlight.workflow.default_user')}
                value={transition.defaultUserId ?? ''}
                onChange={(e) =>
                  updateTransition({ defaultUserId: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <MenuItem value="">—</MenuItem>
                {transition.owners.map((o) => (
                  <MenuItem key={o.userId} value={o.userId}>
                    {staff.find((u) => u.id === o.userId)?.name ?? o.userId}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={transition.requiresUserAssignment}
                    disabled={!writable}
                    onChange={(e) => updateTransition({ requiresUserAssignment: e.target.checked })}
                  />
                }
                label={translate('porchlight.workflow.requires_assignment')}
              />
            </Stack>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}

/** The workflow editor (WorkflowConfig): the program's workflows, each edited as a graph and saved whole. */
export function WorkflowEditorTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const workflows = useGetList<{ id: number; name: string }>('workflows', {
    filter: { programId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number | ''>('');
  const workflowId = chosen === '' ? workflows.data?.[0]?.id : chosen;
  if (workflows.isPending) return <CircularProgress size={24} />;
  if (!workflowId) return <Alert severity="info">{translate('porchlight.workflow.none')}</Alert>;
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={translate('porchlight.workflow.workflow')}
        value={workflowId}
        onChange={(e) => setChosen(Number(e.target.value))}
        sx={{ maxWidth: 420 }}
      >
        {(workflows.data ?? []).map((w) => (
          <MenuItem key={w.id} value={w.id}>
            {w.name} (#{w.id})
          </MenuItem>
        ))}
      </TextField>
      <GraphEditor key={workflowId} workflowId={workflowId} writable={writable} />
    </Stack>
  );
}
