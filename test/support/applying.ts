// An applicant of a test's own and their submissions, as the suites of a program's application setup reach
// for them (declarations, application rules, add-ons, resource uses).
import type { ProgramView } from '../../server/src/contract/programs.js';
import { newUser } from './factories.js';
import { sessionTokenFor } from './sessions.js';
import type { TestApp } from './test-app.js';

const SPRINGFIELD = 100;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new individual signed in to springfield: their session token. */
export async function newApplicantToken(t: TestApp): Promise<string> {
  const { email } = await newUser(t);
  return sessionTokenFor(t, email, 'springfield');
}

/** submit-application on springfield as an individual, with the body given. */
export const submitAs = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.http.post(`/api/submit-application/${SPRINGFIELD}/community-type/2`).set(bearer(token)).send(body);

/** The catalogue's row of one program as the caller sees it. */
export const catalogueRow = async (t: TestApp, token: string, id: number): Promise<ProgramView | undefined> =>
  (await t.http.get('/api/instanceresources?scope=all').set(bearer(token)).expect(200)).body.find(
    (p: ProgramView) => p.cd_resource === id,
  );
