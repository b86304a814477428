// Applying with files (issue 17): the applicant uploads before the application exists, the answer of the
// form's file field holds the upload's id, and submitting attaches the file to the new application.
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Grocery support: one application per applicant, its file field proofOfAddress. */
const GROCERY = 5;
// A complete grocery form but for its required proof of address, which each test gives.
const GROCERY_ANSWERS = {
  fullName: 'Rosa Diaz',
  householdSize: 3,
  monthlyIncome: 2100,
  foodCategory: 'Produce',
};

async function newApplicant() {
  const { email } = await newUser(t);
  return sessionTokenFor(t, email, 'springfield');
}

const upload = (token: string, bytes: Buffer, name: string) =>
  t.http.post('/api/upload-file').set(bearer(token)).field('kind', 'document').attach('file', bytes, name);

const submit = (token: string, answers: Record<string, unknown>) =>
  t.http
    .post('/api/submit-application/100/community-type/2')
    .set(bearer(token))
    .send({ programId: GROCERY, answers: { ...GROCERY_ANSWERS, ...answers } });

describe('submitting an application with a file answer', () => {
  it('attaches the uploaded file, which the applicant then finds among the application’s documents', async () => {
    const token = await newApplicant();
    const uploaded = await upload(token, PDF, 'lease.pdf').expect(201);
    expect(uploaded.body.applicationId).toBeNull();

    const answer = { id: uploaded.body.id, name: 'lease.pdf', size: PDF.length };
    const submitted = await submit(token, { proofOfAddress: answer }).expect(201);

    const documents = await t.http
      .get(`/api/applications/${submitted.body.id}/documents`)
      .set(bearer(token))
      .expect(200);
    expect(documents.body).toEqual([
      expect.objectContaining({ id: uploaded.body.id, name: 'lease.pdf', applicationId: submitted.body.id }),
    ]);
    const events = await t.dataSource.query(
      'SELECT type, comment FROM application_events WHERE application_id = $1 ORDER BY id',
      [submitted.body.id],
    );
    expect(events).toEqual([
      { type: 'submitted', comment: null },
      { type: 'file-added', comment: 'lease.pdf' },
    ]);
  });

  it('leaves another applicant’s upload where it is, even when the answers name it', async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    const theirs = await upload(owner, PDF, 'theirs.pdf').expect(201);

    const submitted = await submit(other, {
      proofOfAddress: { id: theirs.body.id, name: 'theirs.pdf' },
    }).expect(201);

    const documents = await t.http
      .get(`/api/applications/${submitted.body.id}/documents`)
      .set(bearer(other))
      .expect(200);
    expect(documents.body).toEqual([]);
    const [row] = await t.dataSource.query('SELECT application_id FROM files WHERE id = $1', [
      theirs.body.id,
    ]);
    expect(row.application_id).toBeNull();
  });
});
