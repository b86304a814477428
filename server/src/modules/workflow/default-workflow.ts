// The workflow a program gets when it is created without one of its own (issue 18): the seeds, the admin's
// Create Program tab and `porchlight instance create --program` all use this one definition, so every program
// offered to applicants has an initial state to start in. The states are the programs spec §4's.
import type { GraphInput } from './graph.js';

export interface DefaultState {
  name: string;
  /** What applicants see; absent: the name. */
  publicLabel?: string;
  isInitial?: boolean;
  requiresReason?: boolean;
  approved?: boolean;
  declined?: boolean;
}

export const DEFAULT_WORKFLOW: {
  states: readonly DefaultState[];
  transitions: readonly { from: string; to: string }[];
} = {
  states: [
    { name: 'Application Received', isInitial: true },
    { name: 'Review', publicLabel: 'Under review' },
    { name: 'Approved', approved: true },
    { name: 'Denied', requiresReason: true, declined: true },
  ],
  transitions: [
    { from: 'Application Received', to: 'Review' },
    { from: 'Application Received', to: 'Denied' },
    { from: 'Review', to: 'Approved' },
    { from: 'Review', to: 'Denied' },
  ],
};

/** Where the workflow editor first draws the state at this index: four to a row, so it opens readable. */
export const statePosition = (index: number) => ({
  x: 40 + (index % 4) * 240,
  y: 40 + Math.floor(index / 4) * 160,
});

/** The default workflow as the editor's graph, keyed by state name, so graphProblems can judge it. */
export const defaultWorkflowGraph = (): GraphInput => ({
  states: DEFAULT_WORKFLOW.states.map((s) => ({ key: s.name, name: s.name, isInitial: s.isInitial })),
  transitions: DEFAULT_WORKFLOW.transitions.map((t) => ({ ...t, owners: [] })),
});
