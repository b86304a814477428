import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  tokens.applicant = await sessionTokenFor(t, 'applicant@springfield.example', 'springfield');
  tokens.owner = await sessionTokenFor(t, 'owner@springfield.example', 'springfield');
  tokens.admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  tokens.rivertonApplicant = await sessionTokenFor(t, 'applicant@riverton.example', 'riverton');
  // Booting and seeding a fresh database takes longer than jest's default hook timeout.
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (path: string, token: string) => t.http.get(path).set('authorization', `Bearer ${token}`);
const ids = (body: { cd_resource: number }[]) => body.map((p) => p.cd_resource);

describe('the catalogue (instanceresources) per account type', () => {
  it('shows an individual the active programs that take individuals, in every scope by default', async () => {
    const res = await get('/api/instanceresources', tokens.applicant).expect(200);
    expect(ids(res.body).sort((a, b) => a - b)).toEqual([5, 6, 7, 9, 10, 11, 12, 13, 15, 20, 21, 23]);
  });

  it('shows a business the active programs that take businesses', async () => {
    const res = await get('/api/instanceresources', tokens.owner).expect(200);
    expect(ids(res.body).sort((a, b) => a - b)).toEqual([8, 12, 13, 18, 19, 20]);
  });

  it('never shows an inactive program to applicants (22 is closed)', async () => {
    const res = await get('/api/instanceresources?scope=all', tokens.applicant).expect(200);
    expect(ids(res.body)).not.toContain(22);
  });

  it('shows government staff their Local programs by default, active or not', async () => {
    const res = await get('/api/instanceresources', tokens.admin).expect(200);
    expect(ids(res.body).sort((a, b) => a - b)).toEqual([5, 7, 8, 9, 11, 12, 19, 22]);
    expect(res.body.every((p: { scope: string }) => p.scope === 'Local')).toBe(true);
    const all = await get('/api/instanceresources?scope=all', tokens.admin).expect(200);
    expect(all.body).toHaveLength(16);
  });

  it.each([
    ['National', [15, 21]],
    ['State', [6, 10, 13, 23]],
    ['Local', [5, 7, 9, 11, 12]],
    ['Private', [20]],
  ])('filters an individual catalogue by scope %s', async (scope, expected) => {
    const res = await get(`/api/instanceresources?scope=${scope}`, tokens.applicant).expect(200);
    expect(ids(res.body).sort((a, b) => a - b)).toEqual(expected);
  });

  it('refuses an unknown scope with 422 naming the allowed values', async () => {
    const res = await get('/api/instanceresources?scope=Galactic', tokens.applicant).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: 'isIn' });
    expect(res.body.errors[0]).toMatchObject({ field: 'scope' });
  });

  it('gives each program the fields of the spec with its resource details and third-party flag', async () => {
    const res = await get('/api/instanceresources', tokens.applicant).expect(200);
    const rebate = res.body.find((p: { cd_resource: number }) => p.cd_resource === 21);
    expect(rebate).toEqual({
      canApply: false,
      cannotApplyReason: 'thirdParty',
      cd_resource: 21,
      nr_f2_external_id: expect.any(String),
      ic_active: true,
      ic_allow_multiple_applications: false,
      ds_displayname: 'Home Energy Efficiency Rebate',
      ds_description: expect.any(String),
      cd_application_type: 1,
      ic_sign_up_individuals: expect.any(Boolean),
      ic_sign_up_business: expect.any(Boolean),
      scope: 'National',
      audience: [2],
      isThirdParty: true,
      resource: { ds_resourceapplyurl: 'https://rebates.energy.example/apply', ds_subscription_id: null },
      opensAt: null,
      closesAt: null,
      amountMin: null,
      amountMax: null,
      budgetTotal: null,
      budgetLeft: null,
      eligibilityCriteria: [],
    });
    const grocery = res.body.find((p: { cd_resource: number }) => p.cd_resource === 5);
    expect(grocery.isThirdParty).toBe(false);
  });

  it("shows another instance's applicant only that instance's programs", async () => {
    const res = await get('/api/instanceresources', tokens.rivertonApplicant).expect(200);
    expect(ids(res.body).sort((a, b) => a - b)).toEqual([31, 32]);
  });

  it('needs a session', async () => {
    const res = await t.http.get('/api/instanceresources').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });
});

describe('program detail and eligibility criteria', () => {
  it('gives the detail with criteria, form fields, settings and whether the account applied', async () => {
    const res = await get('/api/resource/5', tokens.applicant).expect(200);
    expect(res.body).toMatchObject({
      cd_resource: 5,
      ds_displayname: 'Grocery Support',
      eligibilityCriteria: [
        { label: 'Lives in Springfield' },
        { label: 'Household income under $3,500 a month' },
      ],
      settings: { Payments: { Type: false } },
      alreadyApplied: true,
    });
    expect(res.body.formFields.map((f: { name: string }) => f.name)).toContain('householdSize');
    const other = await get('/api/resource/9', tokens.applicant).expect(200);
    expect(other.body.alreadyApplied).toBe(false);
  });

  it('lists eligibility criteria by programId, each with its rule (null where only a label)', async () => {
    const res = await get('/api/eligibility-criterias?programId=5', tokens.applicant).expect(200);
    expect(res.body).toEqual([
      { id: 1, programId: 5, label: 'Lives in Springfield', field: null, operator: null, value: null },
      {
        id: 2,
        programId: 5,
        label: 'Household income under $3,500 a month',
        field: 'monthlyIncome',
        operator: '<',
        value: 3500,
      },
    ]);
  });

  it('requires programId for the criteria', async () => {
    const res = await get('/api/eligibility-criterias', tokens.applicant).expect(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'programId' });
  });

  it('answers 404 programNotFound for a program the applicant may not see: a business-only one, or another instance', async () => {
    const businessOnly = await get('/api/resource/8', tokens.applicant).expect(404);
    expect(businessOnly.body).toEqual({
      statusCode: 404,
      code: 'programNotFound',
      message: 'The program 8 does not exist',
    });
    const riverton = await get('/api/resource/31', tokens.applicant).expect(404);
    expect(riverton.body.code).toBe('programNotFound');
    const criteria = await get('/api/eligibility-criterias?programId=31', tokens.applicant).expect(404);
    expect(criteria.body.code).toBe('programNotFound');
  });

  it('lets staff open an inactive program of their own instance, not of another', async () => {
    await get('/api/resource/22', tokens.admin).expect(200);
    const res = await get('/api/resource/31', tokens.admin).expect(404);
    expect(res.body.code).toBe('programNotFound');
  });
});

describe('OpenAPI', () => {
  it('documents the programs, workflow, communications, validation and users calls', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/instanceresources',
        '/api/resource/{id}',
        '/api/eligibility-criterias',
        '/api/submit-application/{instance}/community-type/{type}',
        '/api/applications/mine',
        '/api/admin/workflows/{id}/graph',
        '/api/admin/processes',
        '/api/admin/processes/{id}/roles',
        '/api/admin/applications/{id}/communications',
        '/api/admin/applications/{id}/communications/unread',
        '/api/admin/applications/{id}/communications/read',
        '/api/admin/applications/{id}/validations',
        '/api/admin/applications/{id}/validations/run',
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/organizations',
        '/api/admin/notification-rules',
        '/api/admin/outreach-items',
        '/api/admin/validation-rules',
        '/api/admin/subscriptions',
        '/api/admin/workflow-members',
      ]),
    );
  });
});
