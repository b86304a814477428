import { judgeMove, type Move, type Mover, possibleStateRows } from './workflow-moves.js';

const owner = (userId: number, organizationId: number | null = null) => ({
  userId,
  name: `User ${userId}`,
  organizationId,
  organizationName: organizationId ? `Partner ${organizationId}` : null,
});

const move = (toStateId: number, owners: number[], extra: Partial<Move> = {}): Move => ({
  transitionId: toStateId,
  processId: 7,
  fromStateId: 104,
  toStateId,
  toStateName: `State ${toStateId}`,
  requiresReason: false,
  requiresComment: false,
  defaultUserId: null,
  requiresUserAssignment: false,
  owners: owners.map((id) => owner(id)),
  ...extra,
});

const MOVES = [move(105, [1, 2], { requiresUserAssignment: true }), move(109, [3], { defaultUserId: 3 })];
const manager: Mover = { userId: 9, name: 'Manager', selfOnly: false };
const caseWorker: Mover = { userId: 4, name: 'Case Worker', selfOnly: true };
const app = { id: 50, currentStateId: 104, ownerId: 2 };

describe('possible states (programs spec §3, §4)', () => {
  it('lists each move with each of its owners', () => {
    const rows = possibleStateRows(MOVES, manager);
    expect(rows.map((r) => [r.possible_state_id, r.possible_user_id])).toEqual([
      [105, 1],
      [105, 2],
      [109, 3],
    ]);
    expect(rows[0]).toMatchObject({
      process_id: 7,
      current_state_id: 104,
      requires_user_assigment: true,
      default_user: null,
    });
  });

  it('offers roles 2 and 4 only themselves as owner', () => {
    const rows = possibleStateRows(MOVES, caseWorker);
    expect(rows.map((r) => [r.possible_state_id, r.possible_user_id, r.possible_user_name])).toEqual([
      [105, 4, 'Case Worker'],
      [109, 4, 'Case Worker'],
    ]);
  });

  it('says whether the state moved to asks for a denial reason or a comment', () => {
    const rows = possibleStateRows(
      [move(110, [1], { requiresReason: true }), move(111, [1], { requiresComment: true })],
      manager,
    );
    expect(rows.map((r) => [r.possible_state_id, r.requires_reason, r.requires_comment])).toEqual([
      [110, true, false],
      [111, false, true],
    ]);
  });

  it('lists a move without owners once, with no user', () => {
    expect(possibleStateRows([move(108, [])], manager)).toEqual([
      expect.objectContaining({ possible_state_id: 108, possible_user_id: null, company_id: null }),
    ]);
  });
});

describe('judging one application of a bulk change (programs spec §4)', () => {
  it('allows only a state the current state leads to', () => {
    expect(judgeMove(app, MOVES, { action: 'UPDATE_STATUS', toStateId: 108 }, manager)).toMatchObject({
      ok: false,
      code: 'stateNotAllowed',
    });
    expect(judgeMove(app, MOVES, { action: 'UPDATE_STATUS', toStateId: 109 }, manager)).toEqual({
      ok: true,
      toStateId: 109,
      ownerId: 2,
    });
  });

  it('a move that requires an owner takes the default user, the self-only mover, or fails', () => {
    expect(judgeMove(app, MOVES, { action: 'UPDATE_STATUS', toStateId: 105 }, manager)).toMatchObject({
      ok: false,
      code: 'ownerRequired',
    });
    expect(judgeMove(app, MOVES, { action: 'UPDATE_STATUS', toStateId: 105 }, caseWorker)).toEqual({
      ok: true,
      toStateId: 105,
      ownerId: 4,
    });
    const withDefault = [move(105, [1], { requiresUserAssignment: true, defaultUserId: 1 })];
    expect(judgeMove(app, withDefault, { action: 'UPDATE_STATUS', toStateId: 105 }, manager)).toMatchObject({
      ownerId: 1,
    });
  });

  it('with a status, the owner must be one of that move', () => {
    expect(
      judgeMove(app, MOVES, { action: 'UPDATE_STATUS_AND_OWNER', toStateId: 105, ownerId: 3 }, manager),
    ).toMatchObject({ ok: false, code: 'ownerNotAllowed' });
    expect(
      judgeMove(app, MOVES, { action: 'UPDATE_STATUS_AND_OWNER', toStateId: 109, ownerId: 3 }, manager),
    ).toEqual({
      ok: true,
      toStateId: 109,
      ownerId: 3,
    });
  });

  it('alone, the owner must be offered by some move out of the current state', () => {
    expect(judgeMove(app, MOVES, { action: 'UPDATE_OWNER', ownerId: 3 }, manager)).toEqual({
      ok: true,
      toStateId: 104,
      ownerId: 3,
    });
    expect(judgeMove(app, MOVES, { action: 'UPDATE_OWNER', ownerId: 8 }, manager)).toMatchObject({
      code: 'ownerNotAllowed',
    });
    expect(judgeMove(app, [], { action: 'UPDATE_OWNER', ownerId: 4 }, caseWorker)).toMatchObject({
      code: 'ownerNotAllowed',
    });
    expect(judgeMove(app, MOVES, { action: 'UPDATE_OWNER', ownerId: 4 }, caseWorker)).toMatchObject({
      ok: true,
    });
  });
});
