import { type DataProvider, fetchUtils, type HttpError } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { Account } from '../../server/src/modules/accounts/entities/account.entity.js';
import { Government } from '../../server/src/modules/accounts/entities/government.entity.js';
import { OutboxMessage } from '../../server/src/modules/delivery/entities/outbox-message.entity.js';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import { PermissionGrant } from '../../server/src/modules/permissions/entities/permission-grant.entity.js';
import { Program } from '../../server/src/modules/programs/entities/program.entity.js';
import { QUEUE_FILTERS } from '../../server/src/modules/queue/queue-query.js';
import { User } from '../../server/src/modules/users/entities/user.entity.js';
import { SCHEMA_RESOURCES } from '../../server/src/resources/registry.js';
import { useDemoSessions } from '../support/demo-world.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

/** react-admin's own data provider, as the admin UI builds it, remembering the last answer's headers. */
interface Client {
  data: DataProvider;
  lastHeaders(): Headers;
}

const t = useTestApp();
const token = useDemoSessions(t);
let admin: Client;
let riverton: Client;

function clientFor(bearer: string): Client {
  let headers = new Headers();
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const response = await fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: `Bearer ${bearer}` },
    });
    headers = response.headers;
    return response;
  };
  return { data: simpleRestProvider(`${t.url}/api/admin`, httpClient), lastHeaders: () => headers };
}

/** The HttpError react-admin's fetchJson raises, with the server's error body. */
async function failure(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => null,
    (e: HttpError) => e,
  );
  if (!error) throw new Error('the call succeeded');
  return error;
}

const springfieldId = () =>
  t.dataSource.getRepository(Instance).findOneByOrFail({ subdomain: 'springfield' });

/** A staff account on springfield with role `role` and the given Communications grants, for per-program rules. */
async function staffWithGrants(
  email: string,
  role: number,
  grants: { programId: number | null; level: 0 | 1 | 2 }[],
) {
  const instance = await springfieldId();
  const ds = t.dataSource;
  const user = await ds
    .getRepository(User)
    .save({ email, passwordHash: null, firstName: 'Grant', lastName: 'Test' });
  const government = await ds
    .getRepository(Government)
    .save({ instanceId: instance.id, name: 'Grant test office' });
  await ds.getRepository(Account).save({
    instanceId: instance.id,
    userId: user.id,
    entityType: 3,
    entityId: government.id,
    communityEntityType: null,
    roles: [role],
  });
  await ds.getRepository(PermissionGrant).save(
    grants.map((g) => ({
      instanceId: instance.id,
      roleNumber: role,
      permissionKey: 'Communications',
      ...g,
    })),
  );
  return clientFor(await sessionTokenFor(t, email, 'springfield'));
}

beforeAll(() => {
  admin = clientFor(token.admin);
  riverton = clientFor(token.riverton);
});

describe('programs through ra-data-simple-rest', () => {
  const names = ['Resource test Alpha', 'Resource test Beta', 'Resource test Gamma'];
  const ids: number[] = [];

  beforeAll(async () => {
    for (const displayName of names) {
      const { data } = await admin.data.create('programs', {
        data: { displayName, active: displayName !== names[1] },
      });
      ids.push(Number(data.id));
    }
  });

  it('create answers the stored record with its defaults', async () => {
    const { data } = await admin.data.create('programs', {
      data: { displayName: 'Resource test created', scope: 'State', audience: [2] },
    });
    expect(data).toMatchObject({
      displayName: 'Resource test created',
      scope: 'State',
      audience: [2],
      active: true,
      launched: false,
      description: null,
    });
    expect(Number.isInteger(data.id)).toBe(true);
    const stored = await t.dataSource.getRepository(Program).findOneByOrFail({ id: Number(data.id) });
    expect(stored.instanceId).toBe((await springfieldId()).id);
    await admin.data.delete('programs', { id: data.id });
  });

  it('getList sorts, pages and filters, and says so in Content-Range', async () => {
    const page1 = await admin.data.getList('programs', {
      sort: { field: 'displayName', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
      filter: { q: 'resource test' },
    });
    expect(page1.data.map((p) => p.displayName)).toEqual([names[2], names[1]]);
    expect(page1.total).toBe(3);
    expect(admin.lastHeaders().get('content-range')).toBe('programs 0-1/3');

    const page2 = await admin.data.getList('programs', {
      sort: { field: 'displayName', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
      filter: { q: 'resource test' },
    });
    expect(page2.data.map((p) => p.displayName)).toEqual([names[0]]);
    expect(admin.lastHeaders().get('content-range')).toBe('programs 2-2/3');

    const inactive = await admin.data.getList('programs', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
      filter: { q: 'Resource test', active: false },
    });
    expect(inactive.data.map((p) => p.id)).toEqual([ids[1]]);
    expect(admin.lastHeaders().get('content-range')).toBe('programs 0-0/1');
  });

  it('an empty page still carries Content-Range, with the total', async () => {
    const { data, total } = await admin.data.getList('programs', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: { q: 'no program is called this' },
    });
    expect(data).toEqual([]);
    expect(total).toBe(0);
    expect(admin.lastHeaders().get('content-range')).toBe('programs */0');
  });

  it('getList without parameters answers the first 25', async () => {
    const res = await t.http.get('/api/admin/programs').auth(token.admin, { type: 'bearer' }).expect(200);
    const count = await t.dataSource
      .getRepository(Program)
      .countBy({ instanceId: (await springfieldId()).id });
    const shown = Math.min(count, 25);
    expect(res.headers['content-range']).toBe(`programs 0-${shown - 1}/${count}`);
    expect(res.body).toHaveLength(shown);
  });

  it('getOne answers the record with every declared field', async () => {
    const { data } = await admin.data.getOne('programs', { id: ids[0] });
    expect(data).toMatchObject({ id: ids[0], displayName: names[0], active: true });
    expect(Object.keys(data).sort()).toEqual(
      [
        'active',
        'allowMultipleApplications',
        'amountMax',
        'amountMin',
        'applicationType',
        'applyUrl',
        'audience',
        'budgetTotal',
        'closesAt',
        'contactInfo',
        'createdAt',
        'description',
        'displayName',
        'eligibilityCriteria',
        'externalId',
        'formFields',
        'id',
        'launched',
        'mfaRequired',
        'opensAt',
        'scope',
        'settings',
        'signUpBusiness',
        'signUpIndividuals',
        'subscriptionId',
        'updatedAt',
      ].sort(),
    );
  });

  it('getMany answers the records of the ids asked for', async () => {
    const { data } = await admin.data.getMany('programs', { ids: [ids[2], ids[0]] });
    expect(data.map((p) => p.id).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('update changes the fields sent, keeps the others and moves the version on', async () => {
    const { data: before } = await admin.data.getOne('programs', { id: ids[0] });
    const { data } = await admin.data.update('programs', {
      id: ids[0],
      data: { ...before, description: 'Now described', launched: true },
      previousData: before,
    });
    expect(data).toMatchObject({
      id: ids[0],
      displayName: names[0],
      description: 'Now described',
      launched: true,
    });
    expect(data.updatedAt).not.toBe(before.updatedAt);
  });

  it('update with a stale version is refused with 409 staleRecord', async () => {
    const { data: before } = await admin.data.getOne('programs', { id: ids[1] });
    await admin.data.update('programs', {
      id: ids[1],
      data: { ...before, description: 'first' },
      previousData: before,
    });
    const error = await failure(
      admin.data.update('programs', {
        id: ids[1],
        data: { ...before, description: 'second' },
        previousData: before,
      }),
    );
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      statusCode: 409,
      code: 'staleRecord',
      message: 'This record was changed by someone else; reload it and try again',
    });
  });

  it('delete of a program that still has applications answers 409 inUse', async () => {
    const [{ program_id }] = await t.dataSource.query(
      'SELECT program_id FROM applications WHERE instance_id = $1 LIMIT 1',
      [(await springfieldId()).id],
    );
    const error = await failure(admin.data.delete('programs', { id: program_id }));
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      statusCode: 409,
      code: 'inUse',
      message: 'Other records still refer to this one',
    });
    expect((await admin.data.getOne('programs', { id: program_id })).data.id).toBe(program_id);
  });

  it('delete answers the deleted record, which is then gone', async () => {
    const { data: created } = await admin.data.create('programs', {
      data: { displayName: 'Resource test doomed' },
    });
    const { data } = await admin.data.delete('programs', { id: created.id });
    expect(data).toMatchObject({ id: created.id, displayName: 'Resource test doomed' });
    const error = await failure(admin.data.getOne('programs', { id: created.id }));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({
      statusCode: 404,
      code: 'notFound',
      message: `The programs record ${created.id} does not exist`,
    });
  });
});

describe('bodies are checked against the declared fields', () => {
  it('an unknown field (even instanceId) is refused with 422 unknownField', async () => {
    const instance = await springfieldId();
    const error = await failure(
      admin.data.create('programs', { data: { displayName: 'Sneaky', instanceId: instance.id + 1 } }),
    );
    expect(error.status).toBe(422);
    expect(error.body).toEqual({
      statusCode: 422,
      code: 'unknownField',
      message: 'The field instanceId is not allowed',
      errors: [{ field: 'instanceId', code: 'unknownField', message: 'The field instanceId is not allowed' }],
    });
  });

  it('a missing required field is refused with 422 fieldRequired and its label', async () => {
    const error = await failure(admin.data.create('programs', { data: { description: 'no name' } }));
    expect(error.status).toBe(422);
    expect(error.body).toMatchObject({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'The field Name is required',
      errors: [{ field: 'displayName', code: 'fieldRequired', message: 'The field Name is required' }],
    });
  });

  it('wrongly typed values are refused with 422, each field named', async () => {
    const res = await t.http
      .post('/api/admin/programs')
      .auth(token.admin, { type: 'bearer' })
      .send({
        displayName: 'x'.repeat(201),
        active: 'yes',
        scope: 'Galactic',
        audience: [3],
        applicationType: 1.5,
      })
      .expect(422);
    expect(res.body.errors).toEqual([
      { field: 'displayName', code: 'fieldMaxLength', message: 'Name must be at most 200 characters' },
      { field: 'active', code: 'mustBeBoolean', message: 'The field Active must be true or false' },
      {
        field: 'applicationType',
        code: 'mustBeInteger',
        message: 'The field Application type must be a whole number',
      },
      {
        field: 'scope',
        code: 'invalidChoice',
        message: 'The field Scope must be one of: National, State, Local, Private',
      },
      { field: 'audience', code: 'invalidChoice', message: 'The field Who may apply must be one of: 1, 2' },
    ]);
  });

  it('a body that is not a JSON object is refused with 400 invalidBody', async () => {
    const res = await t.http
      .post('/api/admin/programs')
      .auth(token.admin, { type: 'bearer' })
      .send([1, 2])
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'invalidBody',
      message: 'The request body must be a JSON object',
    });
  });

  it('an id that is not a number is simply not found', async () => {
    const res = await t.http.get('/api/admin/programs/abc').auth(token.admin, { type: 'bearer' }).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'notFound',
      message: 'The programs record abc does not exist',
    });
  });
});

describe('malformed list parameters answer 400 in the error shape', () => {
  const cases: [string, string, string, string][] = [
    [
      'sort that is not JSON',
      'sort=displayName',
      'invalidSort',
      'The sort parameter is not valid JSON; expected ["field", "ASC" or "DESC"]',
    ],
    [
      'sort with a bad order',
      'sort=["displayName","UP"]',
      'invalidSort',
      'The sort parameter must be ["field", "ASC" or "DESC"]',
    ],
    [
      'sort by an unknown field',
      'sort=["password","ASC"]',
      'unknownSortField',
      'programs cannot be sorted by password; sortable: id, displayName, active, launched, createdAt, updatedAt',
    ],
    [
      'sort by a field that is not sortable',
      'sort=["settings","ASC"]',
      'unknownSortField',
      'programs cannot be sorted by settings; sortable: id, displayName, active, launched, createdAt, updatedAt',
    ],
    ...['[5,2]', '[-1,3]', '[0]', '[0,1000]', '[0.5,3]', '"0-24"', 'x'].map(
      (range): [string, string, string, string] => [
        `range ${range}`,
        `range=${range}`,
        'invalidRange',
        range === 'x'
          ? 'The range parameter is not valid JSON; expected [start, end]: whole numbers with 0 <= start <= end, at most 1000 rows'
          : 'The range parameter must be [start, end]: whole numbers with 0 <= start <= end, at most 1000 rows',
      ],
    ),
    [
      'filter that is not JSON',
      'filter={active',
      'invalidFilter',
      'The filter parameter is not valid JSON; expected an object',
    ],
    ['filter that is a list', 'filter=[1]', 'invalidFilter', 'The filter parameter must be a JSON object'],
    [
      'filter on an unknown name',
      'filter={"instanceId":318}',
      'unknownFilter',
      'programs cannot be filtered by instanceId; filters: id, q, active, launched, scope',
    ],
    [
      'filter with a wrongly typed value',
      'filter={"active":"maybe"}',
      'invalidFilter',
      'Filter active: The field Active must be true or false',
    ],
    ['filter in without a list', 'filter={"scope":"Local"}', 'invalidFilter', 'Filter scope must be a list'],
    [
      'filter id that is not a number',
      'filter={"id":["one"]}',
      'invalidFilter',
      'Filter id: The field Id must be a whole number',
    ],
    [
      'a parameter given twice',
      'sort=["id","ASC"]&sort=["id","DESC"]',
      'invalidSort',
      'The sort parameter must be given once, as JSON ["field", "ASC" or "DESC"]',
    ],
  ];

  it.each(cases)('%s', async (_, query, code, message) => {
    const res = await t.http
      .get(`/api/admin/programs?${encodeURI(query)}`)
      .auth(token.admin, { type: 'bearer' })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, code, message });
  });

  it('reaches react-admin as an HttpError with the server message', async () => {
    const error = await failure(
      admin.data.getList('programs', {
        sort: { field: 'nope', order: 'ASC' },
        pagination: { page: 1, perPage: 10 },
        filter: {},
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'programs cannot be sorted by nope; sortable: id, displayName, active, launched, createdAt, updatedAt',
    );
  });

  it('a page of 1000 rows is the most one may ask for', async () => {
    await t.http
      .get(`/api/admin/programs?range=${encodeURI('[0,999]')}`)
      .auth(token.admin, { type: 'bearer' })
      .expect(200);
  });
});

describe('denial reasons', () => {
  let programId: number;
  let otherProgramId: number;

  beforeAll(async () => {
    programId = Number(
      (await admin.data.create('programs', { data: { displayName: 'Reasons program' } })).data.id,
    );
    otherProgramId = Number(
      (await admin.data.create('programs', { data: { displayName: 'Other program' } })).data.id,
    );
    for (const label of ['Income too high', 'Outside the city', 'Incomplete documents']) {
      await admin.data.create('denial-reasons', { data: { label, programId } });
    }
    await admin.data.create('denial-reasons', { data: { label: 'Elsewhere', programId: otherProgramId } });
  });

  it('list by program, oldest first by default (getManyReference)', async () => {
    const { data, total } = await admin.data.getManyReference('denial-reasons', {
      target: 'programId',
      id: programId,
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
      filter: {},
    });
    expect(data.map((r) => r.label)).toEqual(['Income too high', 'Outside the city', 'Incomplete documents']);
    expect(total).toBe(3);
    expect(admin.lastHeaders().get('content-range')).toBe('denial-reasons 0-2/3');
    expect(data[0]).toEqual({
      id: expect.any(Number),
      label: 'Income too high',
      programId,
      stateId: null,
      createdAt: expect.any(String),
    });
  });

  it('searches labels case-insensitively, taking % and _ literally', async () => {
    const { data } = await admin.data.getList('denial-reasons', {
      sort: { field: 'label', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
      filter: { q: 'INCOME', programId },
    });
    expect(data.map((r) => r.label)).toEqual(['Income too high']);
    const wildcard = await admin.data.getList('denial-reasons', {
      sort: { field: 'label', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
      filter: { q: '%', programId },
    });
    expect(wildcard.data).toEqual([]);
  });

  it('update and delete one reason', async () => {
    const { data: created } = await admin.data.create('denial-reasons', {
      data: { label: 'Typo reasn', programId },
    });
    const { data: updated } = await admin.data.update('denial-reasons', {
      id: created.id,
      data: { ...created, label: 'Typo reason' },
      previousData: created,
    });
    expect(updated).toMatchObject({ id: created.id, label: 'Typo reason', programId });
    await admin.data.delete('denial-reasons', { id: created.id });
    expect((await failure(admin.data.getOne('denial-reasons', { id: created.id }))).status).toBe(404);
  });

  it('a reason cannot name a program of another instance', async () => {
    const foreign = await riverton.data.create('programs', { data: { displayName: 'Riverton only' } });
    const error = await failure(
      admin.data.create('denial-reasons', { data: { label: 'Cross tenant', programId: foreign.data.id } }),
    );
    expect(error.status).toBe(422);
    expect(error.body).toEqual({
      statusCode: 422,
      code: 'referenceNotFound',
      message: `The Program ${foreign.data.id} does not exist`,
      errors: [
        {
          field: 'programId',
          code: 'referenceNotFound',
          message: `The Program ${foreign.data.id} does not exist`,
        },
      ],
    });
  });

  it('a reason needs its label: 422 fieldRequired', async () => {
    const error = await failure(admin.data.create('denial-reasons', { data: { label: '  ', programId } }));
    expect(error.body).toMatchObject({ code: 'fieldRequired', message: 'The field Reason is required' });
  });

  describe('per-program grants', () => {
    let staff: Client;

    beforeAll(async () => {
      staff = await staffWithGrants('grants.test@springfield.example', 7001, [{ programId, level: 1 }]);
    });

    it('lists only the reasons of programs the grants reach', async () => {
      const { data } = await staff.data.getList('denial-reasons', {
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
        filter: {},
      });
      expect(new Set(data.map((r) => r.programId))).toEqual(new Set([programId]));
    });

    it('a record of another program is 403, and so is a filter naming one', async () => {
      const other = await admin.data.getList('denial-reasons', {
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 1 },
        filter: { programId: otherProgramId },
      });
      const error = await failure(staff.data.getOne('denial-reasons', { id: other.data[0].id }));
      expect(error.status).toBe(403);
      expect(error.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
      const listed = await failure(
        staff.data.getList('denial-reasons', {
          sort: { field: 'id', order: 'ASC' },
          pagination: { page: 1, perPage: 10 },
          filter: { programId: otherProgramId },
        }),
      );
      expect(listed.status).toBe(403);
    });

    it('Read is not enough to write: 403', async () => {
      const error = await failure(
        staff.data.create('denial-reasons', { data: { label: 'Nope', programId } }),
      );
      expect(error.status).toBe(403);
    });

    it('the schema shows the resource with Read access', async () => {
      const schema = await t.http
        .get('/api/admin/schema')
        .auth(await sessionTokenFor(t, 'grants.test@springfield.example', 'springfield'), { type: 'bearer' })
        .expect(200);
      const communications = schema.body.filter(
        (r: { permissionKey: string }) => r.permissionKey === 'Communications',
      );
      expect(communications.map((r: { name: string }) => r.name)).toContain('denial-reasons');
      // The work queue has no key: every staff member works it.
      const keyed = schema.body.filter((r: { permissionKey: string | null }) => r.permissionKey !== null);
      expect(
        keyed.map((r: { permissionKey: string; access: string }) => [r.permissionKey, r.access]),
      ).toEqual(communications.map(() => ['Communications', 'Read']));
    });
  });

  describe("the seed's case manager (role 201: Communications Read, ReadWrite on program 7)", () => {
    let manager: Client;

    beforeAll(async () => {
      manager = clientFor(await sessionTokenFor(t, 'casemanager@springfield.example', 'springfield'));
    });

    it('may add a reason to program 7', async () => {
      const { data } = await manager.data.create('denial-reasons', {
        data: { label: 'Rent paid already', programId: 7 },
      });
      expect(data).toMatchObject({ label: 'Rent paid already', programId: 7 });
    });

    it('may read, not write, the reasons of program 5', async () => {
      const { data } = await manager.data.getList('denial-reasons', {
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
        filter: { programId: 5 },
      });
      expect(data.length).toBeGreaterThan(0);
      const error = await failure(
        manager.data.create('denial-reasons', { data: { label: 'No', programId: 5 } }),
      );
      expect(error.status).toBe(403);
      const moved = await failure(
        manager.data.update('denial-reasons', {
          id: data[0].id,
          data: { programId: 7 },
          previousData: data[0],
        }),
      );
      expect(moved.status).toBe(403);
    });
  });
});

describe('branding: the caller instance, a list of one', () => {
  it('lists exactly the caller instance, in the wire names of GET /api/branding', async () => {
    const { data, total } = await admin.data.getList('branding', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    const instance = await springfieldId();
    expect(total).toBe(1);
    expect(admin.lastHeaders().get('content-range')).toBe('branding 0-0/1');
    expect(data[0]).toMatchObject({
      id: instance.id,
      instance_name: instance.name,
      ds_portalTitle: instance.portalTitle,
      ds_loginHeading: instance.loginHeading,
      ic_captcha: instance.captchaEnabled,
    });
  });

  it('update changes what the public branding call answers', async () => {
    const instance = await springfieldId();
    const { data: before } = await admin.data.getOne('branding', { id: instance.id });
    const { data } = await admin.data.update('branding', {
      id: instance.id,
      data: { ...before, ds_portalTitle: 'Springfield Programs (edited)', ic_sso: true },
      previousData: before,
    });
    expect(data).toMatchObject({ ds_portalTitle: 'Springfield Programs (edited)', ic_sso: true });
    const publicBranding = await t.http.get('/api/branding?instance=springfield').expect(200);
    expect(publicBranding.body).toMatchObject({
      ds_portalTitle: 'Springfield Programs (edited)',
      ic_sso: true,
    });
    await admin.data.update('branding', {
      id: instance.id,
      data: { ...before, updatedAt: data.updatedAt },
      previousData: data,
    });
  });

  it('instance_name is read-only: sent back, it is ignored', async () => {
    const instance = await springfieldId();
    const { data } = await admin.data.update('branding', {
      id: instance.id,
      data: { instance_name: 'Renamed' },
      previousData: {},
    });
    expect(data.instance_name).toBe(instance.name);
  });

  it('create and delete answer 405 in the error shape, with Allow', async () => {
    const created = await t.http
      .post('/api/admin/branding')
      .auth(token.admin, { type: 'bearer' })
      .send({ ds_portalTitle: 'x' })
      .expect(405);
    expect(created.body).toEqual({
      statusCode: 405,
      code: 'methodNotAllowed',
      message: 'The branding resource does not allow create',
    });
    expect(created.headers.allow).toBe('GET, PUT');
    const instance = await springfieldId();
    const deleted = await failure(admin.data.delete('branding', { id: instance.id }));
    expect(deleted.status).toBe(405);
    expect(deleted.body.code).toBe('methodNotAllowed');
  });

  it('another instance branding is not found', async () => {
    const instance = await springfieldId();
    expect((await failure(riverton.data.getOne('branding', { id: instance.id }))).status).toBe(404);
  });
});

describe('outbox: read-only, instance administrators only', () => {
  beforeAll(async () => {
    const instance = await springfieldId();
    const repo = t.dataSource.getRepository(OutboxMessage);
    for (const [i, subject] of ['First code', 'Second code', 'Third code'].entries()) {
      await repo.insert({
        instanceId: instance.id,
        channel: 'email',
        to: 'outbox.test@springfield.example',
        subject,
        body: `Your code is 00000${i}`,
        createdAt: new Date(Date.UTC(2030, 0, 1 + i)),
      });
    }
  });

  it('lists newest first by default', async () => {
    const res = await t.http
      .get(
        `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ to: 'outbox.test@springfield.example' }))}`,
      )
      .auth(token.admin, { type: 'bearer' })
      .expect(200);
    expect(res.headers['content-range']).toBe('outbox 0-2/3');
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual([
      'Third code',
      'Second code',
      'First code',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['body', 'channel', 'createdAt', 'id', 'subject', 'to']);
    expect(res.body[0]).toMatchObject({
      channel: 'email',
      to: 'outbox.test@springfield.example',
      body: 'Your code is 000002',
    });
  });

  it('filters by date with since/until', async () => {
    const { data } = await admin.data.getList('outbox', {
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: {
        to: 'outbox.test@springfield.example',
        since: '2030-01-02T00:00:00.000Z',
        until: '2030-01-02T23:59:59Z',
      },
    });
    expect(data.map((m) => m.subject)).toEqual(['Second code']);
  });

  it('writes answer 405', async () => {
    const error = await failure(admin.data.create('outbox', { data: { to: 'x@y.z' } }));
    expect(error.status).toBe(405);
    expect(error.body).toEqual({
      statusCode: 405,
      code: 'methodNotAllowed',
      message: 'The outbox resource does not allow create',
    });
  });

  it('is refused to anyone but an administrator', async () => {
    const res = await t.http.get('/api/admin/outbox').auth(token.caseworker, { type: 'bearer' }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
  });

  it('another instance administrator sees none of these messages', async () => {
    const { data } = await riverton.data.getList('outbox', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { to: 'outbox.test@springfield.example' },
    });
    expect(data).toEqual([]);
  });
});

describe('tenant isolation', () => {
  let program: number;
  let reason: number;

  beforeAll(async () => {
    program = Number(
      (await admin.data.create('programs', { data: { displayName: 'Springfield private' } })).data.id,
    );
    reason = Number(
      (await admin.data.create('denial-reasons', { data: { label: 'Private', programId: program } })).data.id,
    );
  });

  it('another instance administrator does not see them in lists', async () => {
    for (const resource of ['programs', 'denial-reasons']) {
      const { data } = await riverton.data.getList(resource, {
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
        filter: {},
      });
      const seen = data.map((r) => r.id);
      expect(seen).not.toContain(resource === 'programs' ? program : reason);
    }
    const many = await riverton.data.getMany('programs', { ids: [program] });
    expect(many.data).toEqual([]);
  });

  it.each([
    ['programs', () => program],
    ['denial-reasons', () => reason],
  ])('get, update and delete of %s from another instance answer 404', async (resource, id) => {
    for (const call of [
      riverton.data.getOne(resource, { id: id() }),
      riverton.data.update(resource, {
        id: id(),
        data: { label: 'Hijacked', displayName: 'Hijacked' },
        previousData: {},
      }),
      riverton.data.delete(resource, { id: id() }),
    ]) {
      const error = await failure(call);
      expect(error.status).toBe(404);
      expect(error.body.code).toBe('notFound');
    }
    const { data } = await admin.data.getOne(resource, { id: id() });
    expect(data.id).toBe(id());
  });
});

describe('GET /api/admin/schema', () => {
  interface Entry {
    name: string;
    access: string;
    permissionKey: string | null;
  }
  const schemaOf = (bearer: string) => t.http.get('/api/admin/schema').auth(bearer, { type: 'bearer' });
  const OURS = new Set(['programs', 'denial-reasons', 'branding', 'outbox']);
  /** The caller's schema: this suite's four resources with their access, and every permission key shown. */
  const seenBy = async (loginId: string) => {
    const res = await schemaOf(await sessionTokenFor(t, loginId, 'springfield')).expect(200);
    const entries = res.body as Entry[];
    return {
      ours: entries.filter((r) => OURS.has(r.name)).map((r) => [r.name, r.access]),
      names: entries.map((r) => r.name),
      keys: new Set(entries.map((r) => r.permissionKey).filter((key) => key !== null)),
    };
  };

  it('shows an administrator every registered resource with ReadWrite access, but those of features springfield lacks', async () => {
    const res = await schemaOf(token.admin).expect(200);
    expect(res.body.map((r: Entry) => r.name)).toEqual(
      SCHEMA_RESOURCES.filter((r) => r.feature === undefined).map((r) => r.name),
    );
    expect(new Set(res.body.map((r: Entry) => r.access))).toEqual(new Set(['ReadWrite']));
    const reasons = res.body.find((r: Entry) => r.name === 'denial-reasons');
    expect(reasons).toEqual({
      name: 'denial-reasons',
      label: 'Denial reasons',
      permissionKey: 'Communications',
      access: 'ReadWrite',
      operations: ['create', 'update', 'delete'],
      fields: [
        { name: 'id', type: 'number', label: 'Id', required: false, readOnly: true },
        { name: 'label', type: 'string', label: 'Reason', required: true, readOnly: false },
        {
          name: 'programId',
          type: 'reference',
          label: 'Program',
          required: true,
          readOnly: false,
          reference: { resource: 'programs', field: 'displayName' },
        },
        {
          name: 'stateId',
          type: 'reference',
          label: 'State',
          required: false,
          readOnly: false,
          reference: { resource: 'states', field: 'name' },
        },
        { name: 'createdAt', type: 'date', label: 'Created', required: false, readOnly: true },
      ],
      listColumns: ['id', 'label', 'programId', 'stateId', 'createdAt'],
      filters: [
        { name: 'q', operator: 'search', fields: ['label'], label: 'Search' },
        { name: 'programId', operator: 'eq', label: 'Program' },
        { name: 'stateId', operator: 'eq', label: 'State' },
      ],
      sortable: ['id', 'label', 'programId', 'createdAt'],
      defaultSort: { field: 'createdAt', order: 'ASC' },
    });
    const branding = res.body.find((r: Entry) => r.name === 'branding');
    expect(branding.operations).toEqual(['update']);
    const outbox = res.body.find((r: Entry) => r.name === 'outbox');
    expect(outbox.defaultSort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(outbox.operations).toEqual([]);
  });

  it('shows a role-4 case worker the work queue and only resources of the keys the seed grants them (reports)', async () => {
    const { ours, keys, names } = await seenBy('caseworker@springfield.example');
    expect(names).toContain('applications');
    expect(ours).toEqual([]);
    expect([...keys].filter((k) => k !== 'ReportsConfig')).toEqual([]);
    const res = await t.http
      .get('/api/admin/programs')
      .auth(token.caseworker, { type: 'bearer' })
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
  });

  it('shows a supervisor (role 200) programs and denial reasons, nothing under InstanceConfig', async () => {
    const { ours, keys } = await seenBy('supervisor@springfield.example');
    expect(ours).toEqual([
      ['programs', 'ReadWrite'],
      ['denial-reasons', 'ReadWrite'],
    ]);
    expect(keys.has('InstanceConfig')).toBe(false);
  });

  it('shows a case manager (role 201) their highest level across programs', async () => {
    const { ours } = await seenBy('casemanager@springfield.example');
    expect(ours).toEqual([
      ['programs', 'Read'],
      ['denial-reasons', 'ReadWrite'],
    ]);
  });

  it('shows InstanceConfig holders (role 7) branding, but the outbox only to administrators', async () => {
    const { ours } = await seenBy('operations@springfield.example');
    expect(ours).toEqual([['branding', 'ReadWrite']]);
  });

  it('answers an applicant 403, as do the resources themselves', async () => {
    const res = await schemaOf(token.applicant).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
    const list = await t.http
      .get('/api/admin/programs')
      .auth(token.applicant, { type: 'bearer' })
      .expect(403);
    expect(list.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
  });

  it('answers without a session 401', async () => {
    const res = await t.http.get('/api/admin/schema').expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
  });
});

describe('the OpenAPI document', () => {
  it('lists the paths of every resource, without the writes a resource refuses', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/admin/programs']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/programs/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/api/admin/denial-reasons/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/api/admin/branding']).sort()).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/branding/{id}']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/admin/outbox/{id}']).sort()).toEqual(['get']);
    expect(paths['/api/admin/schema']).toHaveProperty('get');
  });
});

describe('the work queue in GET /api/admin/schema (its own controller, described for the admin UI)', () => {
  interface Described {
    name: string;
    permissionKey: string | null;
    fields: { name: string; type: string; label: string; readOnly: boolean }[];
    listColumns: string[];
    filters: { name: string; operator: string; field?: string; label: string }[];
    sortable: string[];
  }
  const applicationsFor = async (bearer: string): Promise<Described | undefined> =>
    (await t.http.get('/api/admin/schema').auth(bearer, { type: 'bearer' }).expect(200)).body.find(
      (r: Described) => r.name === 'applications',
    );
  const queue = (path: string, bearer = token.admin) =>
    t.http.get(`/api/admin/applications${path}`).auth(bearer, { type: 'bearer' });

  it('lists applications with no permission key, no simple-rest writes, and the columns of the spec in order', async () => {
    expect(await applicationsFor(token.admin)).toMatchObject({
      name: 'applications',
      label: 'Applications',
      permissionKey: null,
      access: 'ReadWrite',
      operations: [],
      listColumns: [
        'externalId',
        'itemName',
        'processName',
        'createdAt',
        'ownerName',
        'companyName',
        'lastComDate',
        'ComDirection',
        'ComType',
        'lastChangedBy',
        'currentStateName',
      ],
      defaultSort: { field: 'createdAt', order: 'ASC' },
    });
  });

  it('labels the columns as the queue shows them (programs spec §2)', async () => {
    const { fields } = (await applicationsFor(token.admin)) as Described;
    const label = (name: string) => fields.find((f) => f.name === name)?.label;
    expect(['externalId', 'itemName', 'processName', 'createdAt', 'lastChangedBy'].map(label)).toEqual([
      'Application ID',
      'Applicant name',
      'Program name',
      'Submission date',
      'Last change',
    ]);
    expect(['caseNumber', 'clientId', 'paymentChannelName'].map(label)).toEqual([
      'Case Number',
      'Client ID',
      'Payment Channel',
    ]);
    expect(fields.every((f) => f.readOnly)).toBe(true);
  });

  it('declares the filters the queue takes (API.md), the tabs as a view with their labels', async () => {
    const { filters } = (await applicationsFor(token.admin)) as Described;
    // Every filter the queue takes, but the built-in id (getMany) and q (the search box's other name).
    expect(filters.map((f) => f.name)).toEqual(QUEUE_FILTERS.filter((name) => name !== 'id' && name !== 'q'));
    expect(filters.find((f) => f.name === 'state')).toEqual({
      name: 'state',
      operator: 'in',
      field: 'currentStateId',
      label: 'Status',
    });
    expect(filters.find((f) => f.name === 'tab')).toEqual({
      name: 'tab',
      operator: 'view',
      label: 'Tab',
      choices: [
        { id: 'all', name: 'All' },
        { id: 'status', name: 'Status' },
        { id: 'assignment', name: 'Assignment' },
      ],
    });
  });

  it('describes exactly the fields a queue row carries (and GET /:id its record fields too)', async () => {
    const { fields } = (await applicationsFor(token.admin)) as Described;
    const names = fields.map((f) => f.name).sort();
    const recordOnly = [
      'possibleStates',
      'applicant',
      'program',
      'form',
      'answers',
      'declarations',
      'addons',
    ];
    const [row] = (await queue('').expect(200)).body;
    expect(Object.keys(row).sort()).toEqual(names.filter((n) => !recordOnly.includes(n)));
    const one = (await queue(`/${row.id}`).expect(200)).body;
    expect(Object.keys(one).sort()).toEqual(names);
  });

  it('sorts the queue by every field it calls sortable, and by no other', async () => {
    const { fields, sortable } = (await applicationsFor(token.admin)) as Described;
    for (const field of sortable) {
      const res = await queue(`?sort=${encodeURIComponent(JSON.stringify([field, 'DESC']))}`);
      expect([field, res.status]).toEqual([field, 200]);
    }
    const unsortable = fields.map((f) => f.name).filter((name) => !sortable.includes(name));
    expect(unsortable.length).toBeGreaterThan(0);
    for (const field of unsortable) {
      const res = await queue(`?sort=${encodeURIComponent(JSON.stringify([field, 'ASC']))}`);
      expect([field, res.status, res.body.code]).toEqual([field, 400, 'unknownSortField']);
    }
  });

  it('shows the queue to a case worker (role 4), and not to an applicant', async () => {
    expect(await applicationsFor(token.caseworker)).toMatchObject({
      name: 'applications',
      access: 'ReadWrite',
    });
    await t.http.get('/api/admin/schema').auth(token.applicant, { type: 'bearer' }).expect(403);
  });
});
