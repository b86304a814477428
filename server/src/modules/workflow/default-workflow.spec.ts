import { DEFAULT_WORKFLOW, defaultWorkflowGraph, statePosition } from './default-workflow.js';
import { graphProblems, unreachableStates } from './graph.js';

describe('the default workflow', () => {
  it('is a graph the workflow editor would save: one initial state, known ends, no duplicates', () => {
    expect(graphProblems(defaultWorkflowGraph())).toEqual([]);
  });

  it('starts applications in Application Received', () => {
    expect(DEFAULT_WORKFLOW.states.filter((s) => s.isInitial).map((s) => s.name)).toEqual([
      'Application Received',
    ]);
  });

  it('lets an application reach every state from the initial one', () => {
    expect(unreachableStates(defaultWorkflowGraph())).toEqual([]);
  });

  it('ends in one approved and one declined state, the declined one asking for a reason', () => {
    expect(DEFAULT_WORKFLOW.states.filter((s) => s.approved).map((s) => s.name)).toEqual(['Approved']);
    expect(DEFAULT_WORKFLOW.states.filter((s) => s.declined)).toEqual([
      { name: 'Denied', requiresReason: true, declined: true },
    ]);
  });
});

describe('statePosition', () => {
  it('draws four states to a row, 240 apart, rows 160 apart', () => {
    expect([0, 3, 4, 9].map(statePosition)).toEqual([
      { x: 40, y: 40 },
      { x: 760, y: 40 },
      { x: 40, y: 200 },
      { x: 280, y: 360 },
    ]);
  });
});
