import { type GraphInput, graphProblems, unreachableStates } from './graph.js';

const valid = (): GraphInput => ({
  states: [
    { id: 1, key: '1', name: 'Application Received', isInitial: true },
    { key: 'new', name: 'Review' },
  ],
  transitions: [
    {
      from: '1',
      to: 'new',
      defaultUserId: 7,
      requiresUserAssignment: true,
      owners: [{ userId: 7 }, { userId: 8 }],
    },
  ],
});

const codes = (graph: GraphInput) => graphProblems(graph).map((p) => [p.field, p.code]);

describe('workflow graph', () => {
  it('accepts a graph with one initial state and transitions between its states', () => {
    expect(graphProblems(valid())).toEqual([]);
  });

  it('needs a name for every state, of at most 100 characters', () => {
    const graph = valid();
    graph.states[1].name = '  ';
    expect(codes(graph)).toEqual([['states.1.name', 'nameRequired']]);
    graph.states[1].name = 'x'.repeat(101);
    expect(graphProblems(graph)).toEqual([
      { field: 'states.1.name', code: 'nameTooLong', message: "A state's name has at most 100 characters" },
    ]);
    graph.states[1].name = 'x'.repeat(100);
    expect(graphProblems(graph)).toEqual([]);
  });

  it('names the states no move leads to from the initial state', () => {
    const graph = valid();
    expect(unreachableStates(graph)).toEqual([]);
    graph.states.push({ key: 'orphan', name: 'Archived' });
    graph.transitions.push({ from: 'orphan', to: 'new', owners: [] });
    expect(unreachableStates(graph)).toEqual(['Archived']);
  });

  it('needs exactly one initial state', () => {
    const none = valid();
    none.states[0].isInitial = false;
    expect(codes(none)).toEqual([['states', 'oneInitialState']]);
    const two = valid();
    two.states[1].isInitial = true;
    expect(graphProblems(two)).toEqual([
      { field: 'states', code: 'oneInitialState', message: 'A workflow needs exactly one initial state' },
    ]);
  });

  it('refuses repeated keys, names and ids', () => {
    const graph = valid();
    graph.states.push({ id: 1, key: 'new', name: 'review' });
    expect(codes(graph)).toEqual([
      ['states.2.key', 'duplicateKey'],
      ['states.2.name', 'duplicateName'],
      ['states.2.id', 'duplicateState'],
    ]);
  });

  it('refuses transitions to states the graph does not have, and the same move twice', () => {
    const graph = valid();
    graph.transitions.push({ from: '1', to: 'gone', owners: [] }, { from: '1', to: 'new', owners: [] });
    expect(codes(graph)).toEqual([
      ['transitions.1.to', 'unknownState'],
      ['transitions.2', 'duplicateTransition'],
    ]);
  });

  it('keeps the default user among the owners, each owner once, and an owner where assignment is required', () => {
    const graph = valid();
    graph.transitions[0] = { from: '1', to: 'new', defaultUserId: 9, owners: [{ userId: 7 }, { userId: 7 }] };
    graph.transitions.push({ from: 'new', to: '1', requiresUserAssignment: true, owners: [] });
    expect(codes(graph)).toEqual([
      ['transitions.0.owners', 'duplicateOwner'],
      ['transitions.0.defaultUserId', 'defaultNotOwner'],
      ['transitions.1.owners', 'noOwners'],
    ]);
  });
});
