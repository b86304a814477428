// The reviewer routes (programs spec §2 "Applications work queue", issue 23) on the calls they are served by
// (API.md "Reviewer, AI tools, languages"): /v2/review lists the queue's Status tab, the applications in the
// states the reviewer works within their processes, and decides one with the bulk change's rules; /v2/inbox
// lists every message thread of the reviewer's applications, unread first (GET /api/admin/inbox);
// /v2/sync-dashboard charts the sync report's total for each month (its period filter on the last change).
import type { InboxThread } from '../../server/src/contract/inbox.js';
import type { PossibleStateRow } from '../../server/src/contract/queue.js';
import { bearer } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

interface ReviewProcess {
  programId: number;
  workflowId: number;
  states: Record<string, number>;
}

/** A riverton program of the test's own, with the default workflow its creation gives it. */
async function newReviewProcess(): Promise<ReviewProcess> {
  const created = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.riverton))
    .send({ displayName: `Review Program ${Date.now()}`, audience: [2], scope: 'Local' })
    .expect(201);
  const rows: { workflowId: number; name: string; id: number }[] = await t.dataSource.query(
    `SELECT w.id AS "workflowId", s.name, s.id FROM workflows w JOIN workflow_states s ON s.workflow_id = w.id
      WHERE w.program_id = $1`,
    [created.body.id],
  );
  return {
    programId: created.body.id,
    workflowId: rows[0].workflowId,
    states: Object.fromEntries(rows.map((r) => [r.name, r.id])),
  };
}

/**
 * A reviewer (government, role 4, on the workflow instance riverton) who is a member of the process and a
 * possible owner after its move into Review, so Review is a state they work; answers their session.
 */
async function newReviewer(process: ReviewProcess): Promise<{ userId: number; token: string }> {
  const { user, email } = await newUser(t, {
    accounts: [{ instance: 'riverton', kind: 'government', roles: [4] }],
  });
  const [{ instanceId }] = await t.dataSource.query(
    'SELECT instance_id AS "instanceId" FROM workflows WHERE id = $1',
    [process.workflowId],
  );
  await t.dataSource.query(
    `INSERT INTO workflow_members (instance_id, workflow_id, user_id, role_name) VALUES ($1, $2, $3, 'Reviewer')`,
    [instanceId, process.workflowId, user.id],
  );
  await t.dataSource.query(
    `INSERT INTO transition_owners (instance_id, transition_id, user_id)
     SELECT instance_id, id, $3 FROM workflow_transitions WHERE workflow_id = $1 AND to_state_id = $2`,
    [process.workflowId, process.states.Review, user.id],
  );
  return { userId: user.id, token: await sessionTokenFor(t, email, 'riverton') };
}

/** The reviewer's list on /v2/review: the queue's Status tab, every page's ids. */
async function reviewList(token: string): Promise<number[]> {
  const res = await t.http
    .get('/api/admin/applications')
    .query({ filter: JSON.stringify({ tab: 'status' }), range: '[0,99]' })
    .set(bearer(token))
    .expect(200);
  return res.body.map((row: { id: number }) => row.id);
}

describe('/v2/review: the applications a reviewer decides', () => {
  let process: ReviewProcess;
  let reviewer: { userId: number; token: string };

  beforeAll(async () => {
    process = await newReviewProcess();
    reviewer = await newReviewer(process);
  });

  it("lists the applications in the states the reviewer works, within the reviewer's processes", async () => {
    const inReview = await newApplication(t, {
      instance: 'riverton',
      program: process.programId,
      state: process.states.Review,
    });
    const received = await newApplication(t, { instance: 'riverton', program: process.programId });
    const list = await reviewList(reviewer.token);
    expect(list).toContain(inReview.id);
    expect(list).not.toContain(received.id);
  });

  it("keeps another process's applications out of a reviewer's list, though in a state of the same name", async () => {
    const other = await newReviewProcess();
    const elsewhere = await newApplication(t, {
      instance: 'riverton',
      program: other.programId,
      state: other.states.Review,
    });
    expect(await reviewList(reviewer.token)).not.toContain(elsewhere.id);
  });

  it("offers the decisions the application's state leads to, with what each asks for", async () => {
    const app = await newApplication(t, {
      instance: 'riverton',
      program: process.programId,
      state: process.states.Review,
    });
    const res = await t.http
      .get('/api/admin/applications/possible-states')
      .query({ ids: String(app.id) })
      .set(bearer(reviewer.token))
      .expect(200);
    const decisions = (res.body as PossibleStateRow[]).map((r) => [r.possible_state_name, r.requires_reason]);
    expect(decisions).toEqual([
      ['Approved', false],
      ['Denied', true],
    ]);
  });

  it('moves a decided application on and takes it off the list', async () => {
    const app = await newApplication(t, {
      instance: 'riverton',
      program: process.programId,
      state: process.states.Review,
    });
    expect(await reviewList(reviewer.token)).toContain(app.id);
    const decided = await t.http
      .post('/api/admin/applications/bulk')
      .set(bearer(reviewer.token))
      .send({
        action: 'UPDATE_STATUS',
        ids: [app.id],
        toState: process.states.Approved,
        versions: { [app.id]: 1 },
      })
      .expect(200);
    expect(decided.body).toMatchObject({ succeeded: [app.id], failed: [] });
    const [row] = await t.dataSource.query('SELECT current_state_id FROM applications WHERE id = $1', [
      app.id,
    ]);
    expect(row.current_state_id).toBe(process.states.Approved);
    expect(await reviewList(reviewer.token)).not.toContain(app.id);
  });

  it('refuses a denial without a reason or a comment, and keeps the application on the list', async () => {
    const app = await newApplication(t, {
      instance: 'riverton',
      program: process.programId,
      state: process.states.Review,
    });
    const refused = await t.http
      .post('/api/admin/applications/bulk')
      .set(bearer(reviewer.token))
      .send({ action: 'UPDATE_STATUS', ids: [app.id], toState: process.states.Denied })
      .expect(422);
    expect(refused.body.code).toBe('reasonRequired');
    expect(refused.body.errors).toEqual([
      {
        field: 'reasonId',
        code: 'reasonRequired',
        message: 'A denial reason or a comment is required to move applications to Denied',
      },
    ]);
    expect(await reviewList(reviewer.token)).toContain(app.id);
  });

  it('keeps applicants out of the review list (403)', async () => {
    const res = await t.http
      .get('/api/admin/applications')
      .query({ filter: JSON.stringify({ tab: 'status' }) })
      .set(bearer(tokens.applicant))
      .expect(403);
    expect(res.body.code).toBe('forbidden');
  });
});

interface NewMessage {
  direction: 'inbound' | 'outbound';
  type?: string;
  subject: string;
  /** An inbound message not read yet raises the application's unread e-mail counter. */
  unread?: boolean;
  at: string;
}

/** A message on an application's thread, as the communications center keeps it. */
async function newMessage(app: { id: number; instanceId: number }, message: NewMessage): Promise<void> {
  const unread = message.unread ?? false;
  await t.dataSource.query(
    `INSERT INTO communications (instance_id, application_id, type, direction, sender_name, subject, body, read_at,
                                 created_at)
     VALUES ($1, $2, $3, $4, 'Factory Sender', $5, $6, $7, $8)`,
    [
      app.instanceId,
      app.id,
      message.type ?? 'EMAIL',
      message.direction,
      message.subject,
      `About ${message.subject}`,
      unread ? null : message.at,
      message.at,
    ],
  );
  if (unread) {
    await t.dataSource.query('UPDATE applications SET unread_email = unread_email + 1 WHERE id = $1', [
      app.id,
    ]);
  }
}

const inbox = async (token: string): Promise<InboxThread[]> =>
  (await t.http.get('/api/admin/inbox').set(bearer(token)).expect(200)).body;

describe("/v2/inbox: every message thread of the reviewer's applications, unread first", () => {
  let process: ReviewProcess;
  let reviewer: { userId: number; token: string };
  const inProcess = () => newApplication(t, { instance: 'riverton', program: process.programId });

  beforeAll(async () => {
    process = await newReviewProcess();
    reviewer = await newReviewer(process);
  });

  it('lists unread threads first, then the newest message first, each with its newest message', async () => {
    const [answered, waiting, recent] = [await inProcess(), await inProcess(), await inProcess()];
    await newMessage(answered, { direction: 'inbound', subject: 'Question', at: '2025-01-01T10:00:00Z' });
    await newMessage(answered, { direction: 'outbound', subject: 'Answer', at: '2025-01-02T10:00:00Z' });
    await newMessage(waiting, {
      direction: 'inbound',
      subject: 'Still waiting',
      unread: true,
      at: '2025-01-01T09:00:00Z',
    });
    await newMessage(recent, { direction: 'outbound', subject: 'Reminder', at: '2025-01-03T10:00:00Z' });
    const threads = await inbox(reviewer.token);
    expect(threads.map((th) => th.externalId)).toEqual([
      waiting.externalId,
      recent.externalId,
      answered.externalId,
    ]);
    expect(threads[2]).toEqual({
      applicationId: answered.id,
      externalId: answered.externalId,
      applicantName: `Factory Applicant ${answered.externalId}`,
      programName: expect.stringMatching(/^Review Program /),
      unread: 0,
      messages: 2,
      last: {
        type: 'EMAIL',
        direction: 'outbound',
        senderName: 'Factory Sender',
        subject: 'Answer',
        excerpt: 'About Answer',
        at: '2025-01-02T10:00:00.000Z',
      },
    });
    expect(threads[0].unread).toBe(1);
  });

  it("leaves out applications with only staff notes, and other processes' and instances' threads", async () => {
    const noted = await inProcess();
    await newMessage(noted, {
      direction: 'outbound',
      type: 'NOTE',
      subject: 'Internal',
      at: '2025-01-04T10:00:00Z',
    });
    const other = await newReviewProcess();
    const elsewhere = await newApplication(t, { instance: 'riverton', program: other.programId });
    await newMessage(elsewhere, {
      direction: 'inbound',
      subject: 'Other process',
      unread: true,
      at: '2025-01-04T10:00:00Z',
    });
    const springfield = await newApplication(t);
    await newMessage(springfield, {
      direction: 'inbound',
      subject: 'Other instance',
      unread: true,
      at: '2025-01-04T10:00:00Z',
    });
    const shown = (await inbox(reviewer.token)).map((th) => th.applicationId);
    expect(shown).not.toContain(noted.id);
    expect(shown).not.toContain(elsewhere.id);
    expect(shown).not.toContain(springfield.id);
    expect((await inbox(tokens.riverton)).map((th) => th.applicationId)).toContain(elsewhere.id);
  });

  it('keeps applicants out (403)', async () => {
    const res = await t.http.get('/api/admin/inbox').set(bearer(tokens.applicant)).expect(403);
    expect(res.body.code).toBe('forbidden');
  });
});

describe("/v2/sync-dashboard: the sync report's applications by the month of their last change", () => {
  /** The sync report's total for a period, as the dashboard reads each month. */
  const monthTotal = async (token: string, from: string, to: string): Promise<string> => {
    const res = await t.http
      .get('/api/reports/sync/sync-report')
      .query({ filter: JSON.stringify({ from, to }), range: '[0,0]' })
      .set(bearer(token))
      .expect(200);
    return res.headers['content-range'];
  };

  it('counts each month the applications last changed in it, the month before and after apart', async () => {
    const process = await newReviewProcess();
    const changedAt = ['2023-03-02T10:00:00Z', '2023-03-31T23:00:00Z', '2023-04-01T00:30:00Z'];
    for (const at of changedAt) {
      const app = await newApplication(t, { instance: 'riverton', program: process.programId });
      await t.dataSource.query('UPDATE applications SET last_changed_at = $2 WHERE id = $1', [app.id, at]);
    }
    expect(await monthTotal(tokens.reviewer, '2023-03-01', '2023-03-31')).toBe('sync-report 0-0/2');
    expect(await monthTotal(tokens.reviewer, '2023-04-01', '2023-04-30')).toBe('sync-report 0-0/1');
    expect(await monthTotal(tokens.reviewer, '2023-02-01', '2023-02-28')).toBe('sync-report */0');
  });
});
