// The workflow editor's graph: states and the transitions between them, with their possible owners
// (programs spec §3 "Possible-state row", §4). Pure, so the editor can show the same problems before saving.
import type { FieldError } from '../../common/errors/domain.exception.js';

export interface GraphStateInput {
  id?: number;
  key: string;
  name: string;
  isInitial?: boolean;
}

export interface GraphTransitionInput {
  from: string;
  to: string;
  defaultUserId?: number | null;
  requiresUserAssignment?: boolean;
  owners: { userId: number; organizationId?: number | null }[];
}

export interface GraphInput {
  states: GraphStateInput[];
  transitions: GraphTransitionInput[];
}

/** A state's name: required, at most this many characters (the editor's field and the states table). */
export const STATE_NAME_MAX_LENGTH = 100;

/** Every way the graph cannot be saved, each on the field it concerns; empty when it can be. */
export function graphProblems({ states, transitions }: GraphInput): FieldError[] {
  const problems: FieldError[] = [];
  const seen = { keys: new Set<string>(), names: new Set<string>(), ids: new Set<number>() };
  states.forEach((state, i) => {
    if (seen.keys.has(state.key)) {
      problems.push({
        field: `states.${i}.key`,
        code: 'duplicateKey',
        message: `Two states use the key ${state.key}`,
      });
    }
    const name = state.name.trim().toLowerCase();
    if (name === '') {
      problems.push({ field: `states.${i}.name`, code: 'nameRequired', message: 'Every state needs a name' });
    } else if (state.name.length > STATE_NAME_MAX_LENGTH) {
      problems.push({
        field: `states.${i}.name`,
        code: 'nameTooLong',
        message: `A state's name has at most ${STATE_NAME_MAX_LENGTH} characters`,
      });
    }
    if (name !== '' && seen.names.has(name)) {
      problems.push({
        field: `states.${i}.name`,
        code: 'duplicateName',
        message: `Two states are named ${state.name}`,
      });
    }
    if (state.id !== undefined && seen.ids.has(state.id)) {
      problems.push({
        field: `states.${i}.id`,
        code: 'duplicateState',
        message: `The state ${state.id} appears twice`,
      });
    }
    seen.keys.add(state.key);
    seen.names.add(name);
    if (state.id !== undefined) seen.ids.add(state.id);
  });
  if (states.filter((s) => s.isInitial).length !== 1) {
    problems.push({
      field: 'states',
      code: 'oneInitialState',
      message: 'A workflow needs exactly one initial state',
    });
  }
  const pairs = new Set<string>();
  transitions.forEach((t, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!seen.keys.has(t[end])) {
        problems.push({
          field: `transitions.${i}.${end}`,
          code: 'unknownState',
          message: `No state in this graph has the key ${t[end]}`,
        });
      }
    }
    const pair = JSON.stringify([t.from, t.to]);
    if (pairs.has(pair)) {
      problems.push({
        field: `transitions.${i}`,
        code: 'duplicateTransition',
        message: `The move from ${t.from} to ${t.to} is listed twice`,
      });
    }
    pairs.add(pair);
    const owners = t.owners.map((o) => o.userId);
    if (new Set(owners).size !== owners.length) {
      problems.push({
        field: `transitions.${i}.owners`,
        code: 'duplicateOwner',
        message: 'An owner is listed twice',
      });
    }
    if (t.defaultUserId != null && !owners.includes(t.defaultUserId)) {
      problems.push({
        field: `transitions.${i}.defaultUserId`,
        code: 'defaultNotOwner',
        message: 'The default user must be one of the possible owners',
      });
    }
    if (t.requiresUserAssignment && owners.length === 0) {
      problems.push({
        field: `transitions.${i}.owners`,
        code: 'noOwners',
        message: 'A move that requires an assignment needs at least one possible owner',
      });
    }
  });
  return problems;
}

/**
 * The states no move leads to from the initial state: not an error (a workflow may be drawn in steps), but
 * applications can never reach them, so the editor warns. Names in the graph's order.
 */
export function unreachableStates({ states, transitions }: GraphInput): string[] {
  const initial = states.find((s) => s.isInitial);
  if (!initial) return [];
  const reached = new Set([initial.key]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of transitions) {
      if (reached.has(t.from) && !reached.has(t.to)) {
        reached.add(t.to);
        grew = true;
      }
    }
  }
  return states.filter((s) => !reached.has(s.key)).map((s) => s.name || s.key);
}
