import type { BulkAction } from '../../contract/queue.js';
import { bulkTargets, foretellMove } from './bulk-targets.js';
import { judgeMove, type Move, type Mover, possibleStateRows } from './workflow-moves.js';

const move = (fromStateId: number, toStateId: number, owners: number[], extra: Partial<Move> = {}): Move => ({
  transitionId: fromStateId * 1000 + toStateId,
  processId: 7,
  fromStateId,
  toStateId,
  toStateName: `State ${toStateId}`,
  requiresReason: false,
  requiresComment: false,
  defaultUserId: null,
  requiresUserAssignment: false,
  owners: owners.map((userId) => ({
    userId,
    name: `User ${userId}`,
    organizationId: null,
    organizationName: null,
  })),
  ...extra,
});

// From 103 one may go to 104 (owners 1, 2) or 109 (owner 3); from 105 to 104 (owner 2) or 108 (which
// requires an owner and has no default user).
const MOVES = [
  move(103, 104, [1, 2]),
  move(103, 109, [3], { requiresReason: true }),
  move(105, 104, [2]),
  move(105, 108, [1], { requiresUserAssignment: true }),
];
const manager: Mover = { userId: 9, name: 'Manager', selfOnly: false };
const caseWorker: Mover = { userId: 4, name: 'Case Worker', selfOnly: true };
const rowsFor = (mover: Mover) => possibleStateRows(MOVES, mover);
const A = { id: 11, currentStateId: 103 };
const B = { id: 12, currentStateId: 105 };
const C = { id: 13, currentStateId: 103 };

describe('the targets the bulk dialog offers a selection (issue 16: only valid targets)', () => {
  it('offers for a status change only the states every selected application can move to', () => {
    const targets = bulkTargets(rowsFor(manager), [A, B, C], 'UPDATE_STATUS');
    expect(targets.states).toEqual([
      { id: 104, name: 'State 104', requiresReason: false, requiresComment: false },
    ]);
  });

  it('says per application which other states would fail and why, in the words of the bulk call', () => {
    const { failures } = bulkTargets(rowsFor(manager), [A, B, C], 'UPDATE_STATUS');
    expect(failures).toEqual([
      {
        applicationId: 12,
        stateId: 109,
        code: 'stateNotAllowed',
        message: 'The status 109 is not a possible next status of application 12',
      },
      {
        applicationId: 11,
        stateId: 108,
        code: 'stateNotAllowed',
        message: 'The status 108 is not a possible next status of application 11',
      },
      {
        applicationId: 12,
        stateId: 108,
        code: 'ownerRequired',
        message: 'Moving application 12 to State 108 needs an owner',
      },
      {
        applicationId: 13,
        stateId: 108,
        code: 'stateNotAllowed',
        message: 'The status 108 is not a possible next status of application 13',
      },
    ]);
  });

  it('a status change that requires an owner is valid for a caller who assigns themselves', () => {
    const targets = bulkTargets(rowsFor(caseWorker), [B], 'UPDATE_STATUS', { assignsOnlySelf: true });
    expect(targets.states.map((s) => s.id)).toEqual([104, 108]);
    expect(targets.failures).toEqual([]);
  });

  it('offers for an owner change the owners every application may get in its status', () => {
    const targets = bulkTargets(rowsFor(manager), [A, B], 'UPDATE_OWNER');
    expect(targets.owners).toEqual([
      { id: 1, name: 'User 1' },
      { id: 2, name: 'User 2' },
    ]);
    expect(targets.states).toEqual([]);
    expect(targets.failures).toEqual([
      {
        applicationId: 12,
        ownerId: 3,
        code: 'ownerNotAllowed',
        message: 'The user 3 is not a possible owner of application 12 in its status',
      },
    ]);
  });

  it('offers for a status and owner change each reachable state with the owners valid there for all', () => {
    const targets = bulkTargets(rowsFor(manager), [A, B], 'UPDATE_STATUS_AND_OWNER');
    expect(targets.states.map((s) => s.id)).toEqual([104]);
    expect(targets.ownersByState).toEqual({ 104: [{ id: 2, name: 'User 2' }] });
    expect(targets.failures).toEqual([
      {
        applicationId: 12,
        stateId: 109,
        code: 'stateNotAllowed',
        message: 'The status 109 is not a possible next status of application 12',
      },
      {
        applicationId: 11,
        stateId: 108,
        code: 'stateNotAllowed',
        message: 'The status 108 is not a possible next status of application 11',
      },
      {
        applicationId: 12,
        stateId: 104,
        ownerId: 1,
        code: 'ownerNotAllowed',
        message: 'The user 1 is not a possible owner of application 12 in State 104',
      },
    ]);
  });

  it('one application offers all of its own targets; rows of states not selected are left out', () => {
    const targets = bulkTargets(rowsFor(manager), [A], 'UPDATE_STATUS');
    expect(targets.states.map((s) => s.id)).toEqual([104, 109]);
    expect(targets.states[1]).toMatchObject({ requiresReason: true });
    expect(targets.failures).toEqual([]);
  });

  it('an empty selection is offered nothing', () => {
    expect(bulkTargets(rowsFor(manager), [], 'UPDATE_STATUS')).toEqual({
      states: [],
      owners: [],
      ownersByState: {},
      failures: [],
    });
  });
});

describe('foretelling one application agrees with the bulk call (judgeMove) on the same moves', () => {
  const choices: { action: BulkAction; toStateId?: number; ownerId?: number }[] = [
    104, 108, 109, 110,
  ].flatMap((toStateId) => [
    { action: 'UPDATE_STATUS' as const, toStateId },
    ...[1, 2, 3, 4].map((ownerId) => ({ action: 'UPDATE_STATUS_AND_OWNER' as const, toStateId, ownerId })),
  ]);
  choices.push(...[1, 2, 3, 4].map((ownerId) => ({ action: 'UPDATE_OWNER' as const, ownerId })));

  it.each([manager, caseWorker])('for %o', (mover) => {
    const rows = rowsFor(mover);
    const cases = [A, B].flatMap((app) => choices.map((choice) => ({ app, choice })));
    expect(cases.length).toBeGreaterThan(0);
    for (const { app, choice } of cases) {
      const verdict = judgeMove(
        { ...app, ownerId: null },
        MOVES.filter((m) => m.fromStateId === app.currentStateId),
        choice,
        mover,
      );
      const foretold = foretellMove(rows, app, choice, { assignsOnlySelf: mover.selfOnly });
      expect([choice, foretold]).toEqual([
        choice,
        verdict.ok ? null : { code: verdict.code, message: verdict.message },
      ]);
    }
  });
});
