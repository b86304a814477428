// Community reference data (issue 19, API.md "Community profiles"): seeded by migration with real content,
// answered to anyone, cached by browsers with an ETag. Complete: the 50 states and DC, each with its
// counties (3,144 in all, FIPS codes), the 249 ISO 3166-1 countries, NAICS sectors and subsectors.
import { REFERENCE_LISTS } from '../../server/src/contract/profiles.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('GET /api/states', () => {
  it('lists the 50 states and DC with their FIPS codes, by name, cached a day with an ETag', async () => {
    const res = await t.http.get('/api/states').expect(200);
    expect(res.body).toHaveLength(51);
    expect(res.body[0]).toEqual({ code: 'AL', fips: '01', name: 'Alabama' });
    expect(res.body).toContainEqual({ code: 'DC', fips: '11', name: 'District of Columbia' });
    expect(res.body.map((s: { code: string }) => s.code)).not.toContain('PR');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    await t.http.get('/api/states').set('if-none-match', res.headers.etag).expect(304);
  });
});

describe('GET /api/counties', () => {
  it("every state and DC has its counties, 3,144 in all, each FIPS code starting with its state's", async () => {
    const states: { code: string; fips: string }[] = (await t.http.get('/api/states')).body;
    let total = 0;
    for (const state of states) {
      const counties: { fips: string; state: string }[] = (
        await t.http.get(`/api/counties?state=${state.code}`).expect(200)
      ).body;
      expect(counties.length).toBeGreaterThan(0);
      expect(counties.every((c) => c.state === state.code && c.fips.startsWith(state.fips))).toBe(true);
      total += counties.length;
    }
    expect(total).toBe(3144);
  });

  it('has the current counties: Oglala Lakota, Kusilvak, Connecticut planning regions; 1 in DC, 254 in Texas', async () => {
    const sd = (await t.http.get('/api/counties?state=sd')).body;
    expect(sd).toContainEqual({ fips: '46102', state: 'SD', name: 'Oglala Lakota County' });
    expect((await t.http.get('/api/counties?state=AK&id=02158')).body).toEqual([
      { fips: '02158', state: 'AK', name: 'Kusilvak Census Area' },
    ]);
    const ct = (await t.http.get('/api/counties?state=CT')).body;
    expect(ct).toHaveLength(9);
    expect(ct[0]).toEqual({ fips: '09110', state: 'CT', name: 'Capitol Planning Region' });
    expect((await t.http.get('/api/counties?state=DC')).body).toEqual([
      { fips: '11001', state: 'DC', name: 'District of Columbia' },
    ]);
    expect((await t.http.get('/api/counties?state=TX')).body).toHaveLength(254);
  });

  it('needs a state: 422 fieldRequired; an unknown state or county is 404', async () => {
    const missing = await t.http.get('/api/counties').expect(422);
    expect(missing.body).toEqual({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'The field state is required',
      errors: [{ field: 'state', code: 'fieldRequired', message: 'The field state is required' }],
    });
    const state = await t.http.get('/api/counties?state=ZZ').expect(404);
    expect(state.body).toMatchObject({ code: 'stateNotFound', message: 'There is no state ZZ' });
    const county = await t.http.get('/api/counties?state=CA&id=48201').expect(404);
    expect(county.body).toMatchObject({ code: 'countyNotFound', message: 'CA has no county 48201' });
  });
});

describe('GET /api/countries', () => {
  it('lists the 249 ISO 3166-1 countries with alpha-2, alpha-3 and numeric codes', async () => {
    const res = await t.http.get('/api/countries').expect(200);
    expect(res.body).toHaveLength(249);
    expect(res.body).toContainEqual({
      alpha2: 'US',
      alpha3: 'USA',
      numeric: '840',
      name: 'United States of America',
    });
    expect(res.body).toContainEqual({ alpha2: 'MX', alpha3: 'MEX', numeric: '484', name: 'Mexico' });
  });
});

describe('GET /api/industries', () => {
  it('lists the 20 NAICS sectors and 99 subsectors with supersector and domain', async () => {
    const res = await t.http.get('/api/industries').expect(200);
    const sectors = res.body.filter((i: { code: string }) => i.code.length !== 3);
    expect(sectors).toHaveLength(20);
    expect(res.body).toHaveLength(119);
    expect(res.body).toContainEqual({
      code: '31-33',
      industry: 'Manufacturing',
      sector: '31-33',
      supersector: 'Manufacturing',
      domain: 'Goods-producing',
    });
    expect(res.body).toContainEqual({
      code: '511',
      industry: 'Publishing Industries (except Internet)',
      sector: '51',
      supersector: 'Information',
      domain: 'Service-providing',
    });
  });
});

describe('the short lists', () => {
  it.each(Object.keys(REFERENCE_LISTS))('GET /api/%s answers the seeded list in order', async (kind) => {
    const res = await t.http.get(`/api/${kind}`).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body).toEqual(REFERENCE_LISTS[kind as keyof typeof REFERENCE_LISTS]);
    expect(res.headers.etag).toMatch(/^W\//);
  });

  it('income types start with wages; household types name relationships', async () => {
    expect((await t.http.get('/api/income-types')).body[0]).toEqual({
      code: 'wages',
      name: 'Wages and salary',
    });
    expect((await t.http.get('/api/household-types')).body).toContainEqual({
      code: 'spouse',
      name: 'Spouse',
    });
  });
});
