// Communications flows (issue 21): message templates staff pick in the communications panel, an admin
// resource of the communications domain (/api/admin/message-templates, simple-rest), guarded by the
// Communications permission and scoped by instance.
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;

beforeAll(async () => {
  admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
});

describe('message templates', () => {
  it('staff write a template for a program and list the active ones of a type', async () => {
    const created = await t.http
      .post('/api/admin/message-templates')
      .set(bearer(admin))
      .send({
        programId: 5,
        name: 'Missing pay stubs',
        type: 'EMAIL',
        subject: 'Documents for {{externalId}}',
        body: 'Hello {{applicantName}}, please upload your last two pay stubs.',
        active: true,
      })
      .expect(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), programId: 5, type: 'EMAIL' });
    await t.http
      .post('/api/admin/message-templates')
      .set(bearer(admin))
      .send({ name: 'Call us', type: 'SMS', body: 'Please call the office.', active: false })
      .expect(201);

    const listed = await t.http
      .get('/api/admin/message-templates')
      .query({ filter: JSON.stringify({ type: 'EMAIL', active: true }) })
      .set(bearer(admin))
      .expect(200);
    expect(listed.body.map((r: { name: string }) => r.name)).toEqual(['Missing pay stubs']);
  });

  it('a template without its message is refused with 422 fieldRequired', async () => {
    const refused = await t.http
      .post('/api/admin/message-templates')
      .set(bearer(admin))
      .send({ name: 'Empty', type: 'SMS' })
      .expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'body', code: 'fieldRequired', message: 'The field Message is required' },
    ]);
  });

  it('another instance sees none of them', async () => {
    const riverton = await sessionTokenFor(t, 'admin@riverton.example', 'riverton');
    const listed = await t.http.get('/api/admin/message-templates').set(bearer(riverton)).expect(200);
    expect(listed.body).toEqual([]);
  });
});
