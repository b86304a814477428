// The PDFs of the specification (programs spec §7, API.md "Files and documents"): the application snapshot,
// the instance's forms filled from a profile, and the instance's rent PDF.
import { PDFDocument } from 'pdf-lib';
import type { Response } from 'supertest';
import { seedDemo } from '../../server/src/seeds/seed-demo.js';
import { useDemoSessions } from '../support/demo-world.js';
import { type FactoryApplication, newApplication, newUser } from '../support/factories.js';
import { binary, pdfText } from '../support/pdf.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SNAPSHOT = '/api/document/program-application-snapshot-pdf';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const snapshot = (token: string, body: object) =>
  t.http.post(SNAPSHOT).set(bearer(token)).send(body).buffer(true).parse(binary);

const notFound = (id: number) => {
  const message = `The application ${id} does not exist`;
  return { statusCode: 404, code: 'applicationNotFound', message, error: { message } };
};

/** The error body of a binary call, read back as JSON. */
const json = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8'));

/** An individual of the test's own on springfield, with a session, and their account and user ids. */
async function applicant(options: Parameters<typeof newUser>[1] = {}) {
  const { user, email } = await newUser(t, options);
  const [account] = await t.dataSource.query(
    `SELECT a.id, a.entity_id AS "individualId" FROM accounts a JOIN instances i ON i.id = a.instance_id
      WHERE a.user_id = $1 AND i.subdomain = 'springfield' AND a.entity_type = 2`,
    [user.id],
  );
  const token = await sessionTokenFor(t, email, 'springfield');
  return {
    user,
    email,
    token,
    accountId: account.id as number,
    individualId: account.individualId as number,
  };
}

/** An application of that applicant's own account. */
async function applicationOf(
  who: { user: { id: number }; accountId: number },
  options: Parameters<typeof newApplication>[1] = {},
): Promise<FactoryApplication> {
  const app = await newApplication(t, { applicantUserId: who.user.id, ...options });
  await t.dataSource.query('UPDATE applications SET applicant_account_id = $1 WHERE id = $2', [
    who.accountId,
    app.id,
  ]);
  return app;
}

describe('POST /api/document/program-application-snapshot-pdf', () => {
  it('answers a PDF of the application that opens, with its applicant, program, status and answers', async () => {
    const [program] = await t.dataSource.query(
      `SELECT p.id, p.display_name AS name, p.form_fields AS "formFields" FROM programs p
        WHERE p.instance_id = 100 AND jsonb_array_length(p.form_fields) > 0
          AND EXISTS (SELECT 1 FROM workflows w JOIN workflow_states s ON s.workflow_id = w.id AND s.is_initial
                       WHERE w.program_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    const field = program.formFields[0];
    const app = await newApplication(t, {
      program: program.id,
      applicantName: 'Rosa Quill',
      answers: { [field.name]: 'An answer of the test' },
    });
    const [state] = await t.dataSource.query('SELECT name FROM workflow_states WHERE id = $1', [app.stateId]);

    const res = await snapshot(tokens.admin, {
      workflow_id: app.id,
      entity_name: 'Someone Else',
      entity_type: 1,
      status: 'Approved by the client',
      status_description: 'Waiting for documents',
      application_date: '1999-01-01',
      download: false,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="application-${app.externalId}.pdf"`);
    const doc = await PDFDocument.load(res.body);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Application ${app.externalId}`);
    const text = await pdfText(res.body);
    for (const words of [
      'Rosa Quill',
      app.externalId,
      program.name,
      state.name,
      field.label,
      'An answer of the test',
      'Waiting for documents',
      'Individual',
    ]) {
      expect(text).toContain(words);
    }
    // The stored application wins over what the body says.
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('Approved by the client');
  });

  it('is an attachment when download is true', async () => {
    const app = await newApplication(t);
    const res = await snapshot(tokens.supervisor, { workflow_id: app.id, download: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="application-${app.externalId}.pdf"`,
    );
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws an Arabic applicant name, and Vietnamese, Korean and Chinese answers, without error', async () => {
    const app = await newApplication(t, {
      applicantName: 'فاطمة الزهراء',
      answers: { vi: 'Nguyễn Thị Hương', ko: '김민준', zh: '陳美玲' },
    });
    const res = await snapshot(tokens.admin, { workflow_id: app.id });
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(res.body);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = await pdfText(res.body);
    expect(text.normalize('NFKC')).toMatch(/[\u0600-\u06FF]/);
    for (const words of ['Nguyễn Thị', '김민준', '陳美玲']) expect(text.normalize('NFC')).toContain(words);
  });

  it("is the applicant's own to download, with the moves but not the staff notes", async () => {
    const me = await applicant({ firstName: 'Amara', lastName: 'Okafor' });
    const app = await applicationOf(me, { applicantName: 'Amara Okafor' });
    await t.http
      .post(`/api/admin/applications/${app.id}/notes`)
      .set(bearer(tokens.admin))
      .send({ body: 'An internal remark' })
      .expect(201);

    const res = await snapshot(me.token, { workflow_id: app.id });
    expect(res.status).toBe(200);
    const text = await pdfText(res.body);
    expect(text).toContain('Amara Okafor');
    expect(text).toContain('Submitted');
    expect(text).not.toContain('An internal remark');

    const staff = await pdfText((await snapshot(tokens.admin, { workflow_id: app.id })).body);
    expect(staff).toContain('An internal remark');
  });

  it("is not found, with error.message, for another applicant and another instance's staff", async () => {
    const owner = await applicant();
    const app = await applicationOf(owner);
    const stranger = await applicant();
    for (const token of [stranger.token, tokens.riverton, tokens.reviewer]) {
      const res = await snapshot(token, { workflow_id: app.id });
      expect([res.status, json(res)]).toEqual([404, notFound(app.id)]);
    }
    const unknown = await snapshot(tokens.admin, { workflow_id: 2_000_000_000 });
    expect([unknown.status, json(unknown)]).toEqual([404, notFound(2_000_000_000)]);
  });

  it('refuses bad input with 422 in the error shape, error.message included', async () => {
    for (const [body, code, message] of [
      [{}, 'fieldRequired', 'workflow_id is required'],
      [{ workflow_id: 'abc' }, 'invalidNumber', 'workflow_id must be a whole number from 1'],
      [{ workflow_id: 0 }, 'invalidNumber', 'workflow_id must be a whole number from 1'],
      [{ workflow_id: 1, download: 'yes' }, 'invalidBoolean', 'download must be true or false'],
      [{ workflow_id: 1, other: 1 }, 'unknownField', 'The field other is not allowed'],
    ] as const) {
      const res = await snapshot(tokens.admin, body);
      expect(res.status).toBe(422);
      expect(json(res)).toMatchObject({ statusCode: 422, code, message, error: { message } });
    }
  });

  it('asks for a session (401 with error.message)', async () => {
    const res = await t.http.post(SNAPSHOT).send({ workflow_id: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: { message: res.body.message } });
  });
});

const FILL = '/api/document/fill-pdf';
const fill = (token: string, body: object) =>
  t.http.post(FILL).set(bearer(token)).send(body).buffer(true).parse(binary);
/** The rental assistance template's fields, in the form's order (scripts/make-demo-pdfs.mjs). */
const RENTAL_FIELDS = [
  'applicant_name',
  'email',
  'phone',
  'street_address',
  'city',
  'state',
  'zip',
  'household_size',
  'monthly_income',
  'monthly_rent',
  'landlord_name',
  'landlord_phone',
  'date',
];
const randomPhone = () => `+1555555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

describe('POST /api/document/fill-pdf', () => {
  it('lists exactly the fields the profile has no value for: a user without a phone or a profile', async () => {
    const me = await applicant({ phone: null });
    const res = await fill(me.token, {
      individual_id: me.individualId,
      file_alias: 'Rental assistance',
      instance_id: 100,
      download: false,
    });
    expect(res.status).toBe(200);
    expect(json(res)).toEqual({
      missing_fields: RENTAL_FIELDS.filter((f) => !['applicant_name', 'email', 'date'].includes(f)),
    });
  });

  it("downloads the form filled with the user's values, read back from its fields", async () => {
    const phone = randomPhone();
    const me = await applicant({ firstName: 'Lena', lastName: 'Park', phone });
    await t.dataSource.query('UPDATE individuals SET profile = $1 WHERE id = $2', [
      JSON.stringify({
        householdSize: 3,
        monthlyIncome: 2100,
        monthlyRent: 1200,
        addressLine1: '12 Elm Street',
        city: 'Springfield',
        landlord: { name: 'Acme Rentals' },
      }),
      me.individualId,
    ]);
    const body = { individual_id: me.individualId, file_alias: 'rental assistance', instance_id: 100 };
    const missing = await fill(me.token, body);
    expect(json(missing)).toEqual({ missing_fields: ['state', 'zip', 'landlord_phone'] });

    const res = await fill(me.token, { ...body, download: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rental-assistance.pdf"');
    const form = (await PDFDocument.load(res.body)).getForm();
    const value = (name: string) => form.getTextField(name).getText() ?? null;
    expect(Object.fromEntries(RENTAL_FIELDS.map((f) => [f, value(f)]))).toEqual({
      applicant_name: 'Lena Park',
      email: me.email,
      phone,
      street_address: '12 Elm Street',
      city: 'Springfield',
      state: null,
      zip: null,
      household_size: '3',
      monthly_income: '2100',
      monthly_rent: '1200',
      landlord_name: 'Acme Rentals',
      landlord_phone: null,
      date: new Date().toISOString().slice(0, 10),
    });
  });

  it('fills the form from the community profile the individual keeps (issue 19)', async () => {
    const me = await applicant({ firstName: 'Rosa', lastName: 'Diaz' });
    const put = (section: string, answers: object) =>
      t.http.put(`/api/user-${section}`).set(bearer(me.token)).send(answers).expect(200);
    await put('mailing-address', {
      addressLine1: '4 Oak St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
    await put('household', { householdSize: 4 });
    await put('income', { sources: [{ type: 'wages', amount: 1200, frequency: 'biweekly' }] });
    await put('rent', { rentType: 'rent', monthlyRent: 950 });
    await put('landlord', { landlordName: 'Oak Properties', landlordPhone: '(217) 555-0100' });
    const body = { individual_id: me.individualId, file_alias: 'Rental assistance', instance_id: 100 };
    const res = await fill(me.token, { ...body, download: true });
    const form = (await PDFDocument.load(res.body)).getForm();
    const value = (name: string) => form.getTextField(name).getText() ?? null;
    expect(
      Object.fromEntries(
        [
          'street_address',
          'city',
          'state',
          'zip',
          'household_size',
          'monthly_income',
          'monthly_rent',
          'landlord_name',
          'landlord_phone',
        ].map((f) => [f, value(f)]),
      ),
    ).toEqual({
      street_address: '4 Oak St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      household_size: '4',
      // 1,200 every two weeks is 2,600 a month.
      monthly_income: '2600',
      monthly_rent: '950',
      landlord_name: 'Oak Properties',
      landlord_phone: '(217) 555-0100',
    });
  });

  it("fills an individual's form for the instance's staff, and a name no Latin font draws", async () => {
    const person = await applicant({ firstName: 'فاطمة', lastName: 'الزهراء' });
    const res = await fill(tokens.caseworker, {
      individual_id: person.individualId,
      file_alias: 'Rental assistance',
      instance_id: 100,
      download: true,
    });
    expect(res.status).toBe(200);
    const form = (await PDFDocument.load(res.body)).getForm();
    expect(form.getTextField('applicant_name').getText()).toBe('فاطمة الزهراء');
  });

  it('is not found, with error.message, for another individual, another instance and an unknown alias', async () => {
    const owner = await applicant();
    const stranger = await applicant();
    const notFoundBody = (id: number) => {
      const message = `The individual ${id} does not exist`;
      return { statusCode: 404, code: 'individualNotFound', message, error: { message } };
    };
    for (const [token, instance_id] of [
      [stranger.token, 100],
      [tokens.riverton, 100],
      [tokens.riverton, 318],
      [tokens.admin, 318],
    ] as const) {
      const res = await fill(token, {
        individual_id: owner.individualId,
        file_alias: 'Rental assistance',
        instance_id,
      });
      expect([res.status, json(res)]).toEqual([404, notFoundBody(owner.individualId)]);
    }
    const unknown = await fill(owner.token, {
      individual_id: owner.individualId,
      file_alias: 'Pet licence',
      instance_id: 100,
    });
    const message = 'This instance has no form named "Pet licence"';
    expect([unknown.status, json(unknown)]).toEqual([
      404,
      { statusCode: 404, code: 'documentTemplateNotFound', message, error: { message } },
    ]);
  });

  it('refuses bad input with 422', async () => {
    for (const [body, code] of [
      [{ file_alias: 'Rental assistance', instance_id: 100 }, 'fieldRequired'],
      [{ individual_id: 1, instance_id: 100 }, 'fieldRequired'],
      [{ individual_id: 1, file_alias: 7, instance_id: 100 }, 'isString'],
      [{ individual_id: 1, file_alias: 'x', instance_id: 'one' }, 'invalidNumber'],
    ] as const) {
      const res = await fill(tokens.admin, body);
      expect(res.status).toBe(422);
      expect(json(res)).toMatchObject({ statusCode: 422, code, error: { message: json(res).message } });
    }
  });
});

describe('GET /api/instances/:id/rent-pdf', () => {
  const rent = (id: number | string) =>
    t.http.get(`/api/instances/${id}/rent-pdf`).buffer(true).parse(binary);

  it("answers springfield's rent PDF inline", async () => {
    const res = await rent(100);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="springfield-rent.pdf"');
    expect((await PDFDocument.load(res.body)).getPageCount()).toBe(1);
    expect(await pdfText(res.body)).toContain('Rent limits');
  });

  it('is 204 for an instance without one, 404 for no instance', async () => {
    const none = await rent(318);
    expect([none.status, (none.body as Buffer).length]).toEqual([204, 0]);
    const unknown = await rent(999_999);
    expect(unknown.status).toBe(404);
    expect(json(unknown)).toMatchObject({
      code: 'instanceNotFound',
      error: { message: 'No instance has this name' },
    });
  });
});

describe('the demo seeds', () => {
  it("hold springfield's Rental assistance template and rent PDF, and seeding again adds nothing", async () => {
    const rows = await t.dataSource.query(
      'SELECT kind, alias, file_name FROM instance_documents WHERE instance_id = 100 ORDER BY kind',
    );
    expect(rows).toEqual([
      { kind: 'pdf-template', alias: 'Rental assistance', file_name: 'rental-assistance.pdf' },
      { kind: 'rent-pdf', alias: '', file_name: 'springfield-rent.pdf' },
    ]);
    const again = await seedDemo(t.dataSource);
    expect(again.created.instance_documents).toBeUndefined();
  });
});
