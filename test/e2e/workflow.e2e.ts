import { useDemoSessions, useUserIds } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const users = useUserIds(t);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

type Graph = {
  id: number;
  states: { id: number; key: string; name: string; publicLabel: string | null; isInitial: boolean }[];
  transitions: { id: number; from: string; to: string; owners: { userId: number; userName: string }[] }[];
};
const graph = async (id: number, token = tokens.admin): Promise<Graph> =>
  (await t.http.get(`/api/admin/workflows/${id}/graph`).set(auth(token)).expect(200)).body;
const save = (id: number, body: object, token = tokens.admin) =>
  t.http.put(`/api/admin/workflows/${id}/graph`).set(auth(token)).send(body);
/** The graph as the editor sends it back. */
const asInput = (g: Graph) => ({
  states: g.states.map(({ id, key, name, isInitial }) => ({ id, key, name, isInitial })),
  transitions: g.transitions.map(({ from, to, owners }) => ({
    from,
    to,
    owners: owners.map((o) => ({ userId: o.userId })),
  })),
});

describe('the workflow editor graph', () => {
  it("gives each state its public label, null where applicants see the state's name", async () => {
    const g = await graph(1716);
    expect(g.states.map((s) => [s.name, s.publicLabel])).toEqual([
      ['Application Received', null],
      ['Review', 'Under review'],
      ['Approved', null],
      ['Waiting for payment', null],
      ['Payment in progress', null],
      ['Paid', null],
      ['Provision-Error', 'Processing'],
      ['Pending-Denial', 'Decision pending'],
      ['Denied', null],
    ]);
  });

  it('saves a public label as typed, trimmed, and a blank one as none', async () => {
    const input = asInput(await graph(3180, tokens.riverton));
    input.states = input.states.map((s, i) => ({
      ...s,
      publicLabel: i === 0 ? '  Received, thank you  ' : i === 1 ? '   ' : undefined,
    }));
    const saved = await save(3180, input, tokens.riverton).expect(200);
    expect(saved.body.states.slice(0, 3).map((s: { publicLabel: string | null }) => s.publicLabel)).toEqual([
      'Received, thank you',
      null,
      null,
    ]);
  });

  it('refuses a public label longer than 100 characters with 422, naming the field', async () => {
    const input = asInput(await graph(3180, tokens.riverton));
    input.states[0] = { ...input.states[0], publicLabel: 'x'.repeat(101) } as never;
    const res = await save(3180, input, tokens.riverton).expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['states.0.publicLabel']);
  });

  it('gives states and transitions with their possible owners by name', async () => {
    const g = await graph(1720);
    expect(g.states.map((s) => s.name)).toEqual([
      'Application Received',
      'Intake',
      'Review',
      'Approved',
      'Provision-Error',
      'Denied',
    ]);
    expect(g.states.filter((s) => s.isInitial).map((s) => s.name)).toEqual(['Application Received']);
    expect(g.transitions.length).toBe(7);
    expect(g.transitions.flatMap((tr) => tr.owners).every((o) => typeof o.userName === 'string')).toBe(true);
  });

  it('saves a whole graph in one go: a new state, a renamed one, a new move with owners; kept moves keep their ids', async () => {
    const before = await graph(1720);
    const input = asInput(before);
    const review = before.states.find((s) => s.name === 'Review') as Graph['states'][number];
    input.states = input.states.map((s) => (s.id === review.id ? { ...s, name: 'Review (food)' } : s));
    input.states.push({ key: 'hold', name: 'On hold' } as never);
    input.transitions.push({
      from: review.key,
      to: 'hold',
      owners: [
        { userId: users['caseworker@springfield.example'] },
        { userId: users['intake@springfield.example'] },
      ],
    });
    const res = await save(1720, input).expect(200);
    const after: Graph = res.body;
    expect(after.states.map((s) => s.name)).toContain('Review (food)');
    const hold = after.states.find((s) => s.name === 'On hold') as Graph['states'][number];
    const move = after.transitions.find((tr) => tr.from === review.key && tr.to === String(hold.id));
    expect(move?.owners.map((o) => o.userId).sort()).toEqual(
      [users['caseworker@springfield.example'], users['intake@springfield.example']].sort(),
    );
    expect(after.transitions.filter((tr) => before.transitions.some((b) => b.id === tr.id))).toHaveLength(7);
    expect(await graph(1720)).toEqual(after);
  });

  it('removes states and moves left out of the graph', async () => {
    const current = await graph(1720);
    const input = asInput(current);
    const hold = current.states.find((s) => s.name === 'On hold') as Graph['states'][number];
    input.states = input.states.filter((s) => s.id !== hold.id);
    input.transitions = input.transitions.filter((tr) => tr.to !== hold.key);
    const res = await save(1720, input).expect(200);
    expect(res.body.states.map((s: { name: string }) => s.name)).not.toContain('On hold');
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM workflow_states WHERE id = $1', [
      hold.id,
    ]);
    expect(n).toBe(0);
  });

  it('refuses a state that still holds applications with 409 stateInUse, and changes nothing', async () => {
    const before = await graph(1720);
    const input = asInput(before);
    const received = before.states.find((s) => s.name === 'Application Received') as Graph['states'][number];
    input.states = input.states
      .filter((s) => s.id !== received.id)
      .map((s, i) => ({ ...s, isInitial: i === 0 }));
    input.transitions = input.transitions.filter((tr) => tr.from !== received.key && tr.to !== received.key);
    const res = await save(1720, input).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'stateInUse' });
    expect(res.body.message).toMatch(
      /^The state Application Received still holds \d+ application\(s\); move them first$/,
    );
    expect(await graph(1720)).toEqual(before);
  });

  it('refuses a graph without exactly one initial state, naming the problem', async () => {
    const input = asInput(await graph(1720));
    input.states = input.states.map((s) => ({ ...s, isInitial: true }));
    const res = await save(1720, input).expect(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'oneInitialState',
      message: 'A workflow needs exactly one initial state',
      errors: [
        { field: 'states', code: 'oneInitialState', message: 'A workflow needs exactly one initial state' },
      ],
    });
  });

  it("refuses another workflow's state, another instance's user and partner with 422", async () => {
    const [{ id: foreignState }] = await t.dataSource.query(
      'SELECT id FROM workflow_states WHERE workflow_id = 7 LIMIT 1',
    );
    const [{ id: foreignPartner }] = await t.dataSource.query(
      `SELECT id FROM organizations WHERE instance_id = 318 LIMIT 1`,
    );
    const input = asInput(await graph(1720));
    input.states.push({ id: foreignState, key: 'stolen', name: 'Stolen', isInitial: false });
    input.transitions[0].owners = [
      { userId: users['admin@riverton.example'] },
      { userId: users['caseworker@springfield.example'], organizationId: foreignPartner } as never,
    ];
    const res = await save(1720, input).expect(422);
    expect(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      [`states.${input.states.length - 1}.id`, 'unknownState'],
      ['transitions.0.owners.0.userId', 'unknownUser'],
      ['transitions.0.owners.1.organizationId', 'unknownOrganization'],
    ]);
  });

  it('refuses malformed graphs with 422 field errors', async () => {
    const res = await save(1720, {
      states: [{ key: '', name: 'x', position: { x: 'left' } }],
      transitions: 'none',
    }).expect(422);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['states.0.key', 'states.0.position.x', 'transitions']));
  });

  it('follows WorkflowConfig: supervisors (200) edit, case managers (201) and case workers (4) may not read', async () => {
    const current = await graph(1720, tokens.supervisor);
    await save(1720, asInput(current), tokens.supervisor).expect(200);
    for (const token of [tokens.casemanager, tokens.caseworker]) {
      const res = await t.http.get('/api/admin/workflows/1720/graph').set(auth(token)).expect(403);
      expect(res.body.code).toBe('forbidden');
    }
  });

  it("answers another instance's administrator 404 workflowNotFound, for reading and saving", async () => {
    const read = await t.http.get('/api/admin/workflows/1720/graph').set(auth(tokens.riverton)).expect(404);
    expect(read.body).toEqual({
      statusCode: 404,
      code: 'workflowNotFound',
      message: 'The workflow 1720 does not exist',
    });
    const write = await save(
      1720,
      { states: [{ key: 'a', name: 'A', isInitial: true }], transitions: [] },
      tokens.riverton,
    ).expect(404);
    expect(write.body.code).toBe('workflowNotFound');
    expect((await graph(1720)).states.length).toBeGreaterThan(1);
  });
});

describe('processes a user works (GetProcessesForUser) and their roles', () => {
  const OWN_PROCESSES = [7, 1715, 1716, 1720];
  const names = (body: { processId: number }[]) => body.map((p) => p.processId);

  it('gives administrators every process of their instance', async () => {
    const res = await t.http.get('/api/admin/processes').set(auth(tokens.admin)).expect(200);
    // Every program of 100 has a process: four of their own, the other twelve the default workflow.
    expect(res.body).toHaveLength(16);
    expect(names(res.body).filter((id) => OWN_PROCESSES.includes(id))).toEqual([1716, 1720, 7, 1715]);
    expect(res.body.find((p: { processId: number }) => p.processId === 1716)).toEqual({
      processId: 1716,
      processName: 'Child savings deposits',
      programId: 6,
      programName: 'Child Savings Account',
    });
    expect(res.body.find((p: { programId: number }) => p.programId === 9)).toEqual({
      processId: expect.any(Number),
      processName: 'Senior Home Repair',
      programId: 9,
      programName: 'Senior Home Repair',
    });
  });

  it('gives other staff the processes they are members of', async () => {
    const intake = await t.http.get('/api/admin/processes').set(auth(tokens.intake)).expect(200);
    expect(names(intake.body)).toEqual([1720, 7]);
    const reviewer = await t.http.get('/api/admin/processes').set(auth(tokens.reviewer)).expect(200);
    expect(names(reviewer.body)).toEqual([3180]);
  });

  it("gives the caller's roles on a process", async () => {
    const admin = await t.http.get('/api/admin/processes/7/roles').set(auth(tokens.admin)).expect(200);
    expect(admin.body).toEqual([{ roleName: 'Process-Admin' }]);
    const worker = await t.http.get('/api/admin/processes/7/roles').set(auth(tokens.caseworker)).expect(200);
    expect(worker.body).toEqual([{ roleName: 'Case Worker' }]);
  });

  it("answers another instance's process with 404 and keeps applicants out", async () => {
    const res = await t.http.get('/api/admin/processes/7/roles').set(auth(tokens.riverton)).expect(404);
    expect(res.body.code).toBe('workflowNotFound');
    const applicant = await t.http.get('/api/admin/processes').set(auth(tokens.applicant)).expect(403);
    expect(applicant.body.code).toBe('forbidden');
  });
});

describe('workflows, states, transitions and owners as admin resources', () => {
  it('lists each tenant its own workflows only', async () => {
    const mine = await t.http.get('/api/admin/workflows').set(auth(tokens.admin)).expect(200);
    const programsOf = (body: { programId: number }[]) => body.map((w) => w.programId).sort((a, b) => a - b);
    // The seeded processes and, for the programs without one, the default workflow.
    expect(programsOf(mine.body)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 18, 19, 20, 21, 22, 23]);
    const theirs = await t.http.get('/api/admin/workflows').set(auth(tokens.riverton)).expect(200);
    expect(programsOf(theirs.body)).toEqual([31, 32]);
    expect(theirs.body.map((w: { id: number }) => w.id)).toContain(3180);
    expect(theirs.headers['content-range']).toBe('workflows 0-1/2');
    await t.http.get('/api/admin/workflows/1720').set(auth(tokens.riverton)).expect(404);
  });

  it('reads states, transitions and owners by workflow, and leaves their writing to the graph (405)', async () => {
    const states = await t.http
      .get('/api/admin/states')
      .query({ filter: JSON.stringify({ workflowId: 7 }), range: '[0,99]' })
      .set(auth(tokens.admin))
      .expect(200);
    expect(states.body[0]).toMatchObject({ workflowId: 7, name: 'Application Received', isInitial: true });
    const transitions = await t.http
      .get('/api/admin/transitions')
      .query({ filter: JSON.stringify({ workflowId: 7 }) })
      .set(auth(tokens.admin))
      .expect(200);
    expect(transitions.headers['content-range']).toMatch(/^transitions 0-\d+\/14$/);
    const owners = await t.http
      .get('/api/admin/transition-owners')
      .query({ filter: JSON.stringify({ transitionId: transitions.body[0].id }) })
      .set(auth(tokens.admin))
      .expect(200);
    expect(
      owners.body.every((o: { transitionId: number }) => o.transitionId === transitions.body[0].id),
    ).toBe(true);
    const refused = await t.http
      .post('/api/admin/states')
      .set(auth(tokens.admin))
      .send({ name: 'Sneaky' })
      .expect(405);
    expect(refused.body.code).toBe('methodNotAllowed');
    const foreign = await t.http
      .get('/api/admin/states')
      .query({ filter: JSON.stringify({ workflowId: 7 }) })
      .set(auth(tokens.riverton))
      .expect(200);
    expect(foreign.body).toEqual([]);
  });

  it('refuses to delete a workflow that applications run through (409 inUse)', async () => {
    const res = await t.http.delete('/api/admin/workflows/7').set(auth(tokens.admin)).expect(409);
    expect(res.body.code).toBe('inUse');
  });
});
