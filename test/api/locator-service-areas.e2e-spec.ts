import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Retailer service areas: a search inside one returns the retailer even beyond the search radius, marked. */
jest.setTimeout(30_000);

interface Found {
  id: number;
  name: string;
  distance: number;
  servesYourArea: boolean;
}

describe(`retailer service areas (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const ids: Record<string, number> = {};
  const save = (body: Record<string, unknown>) =>
    t.http
      .post('/api/admin/directory/retailers/save')
      .set(auth())
      .send({ region: 2, ...body });
  const search = async (zip: string): Promise<{ radius: number; retailers: Found[] }> => (await t.http.post('/api/directory/search').send({ label: 'Retailers', zip })).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    const add = async (key: string, body: Record<string, unknown>) => {
      const res = await save(body);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      ids[key] = res.body.data.id;
    };
    await add('near', { name: 'Des Moines Co-op', city: 'Des Moines', postalCode: '50309' });
    // Omaha, 122 miles from Des Moines, serving the 503 ZIP prefix.
    await add('omaha', { name: 'Omaha Ag Supply', city: 'Omaha', postalCode: '68102', serviceArea: { codes: ['503', '504'], radius: null } });
    // Ames, 31 miles north of Des Moines, serving 40 miles around it.
    await add('ames', { name: 'Ames Agronomy', city: 'Ames', postalCode: '50010', serviceArea: { codes: [], radius: 40 } });
    await add('inactive', { name: 'Closed Depot', city: 'Omaha', postalCode: '68102', active: false, serviceArea: { codes: ['503'], radius: null } });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('returns retailers whose area holds the searched ZIP beyond the 25-mile radius, marked, after the nearby ones', async () => {
    const r = await search('50309');
    expect(r.radius).toBe(25);
    expect(r.retailers.map((x) => [x.name, x.servesYourArea])).toEqual([
      ['Des Moines Co-op', false],
      ['Ames Agronomy', true],
      ['Omaha Ag Supply', true],
    ]);
    expect(r.retailers[1].distance).toBeGreaterThan(25);
    expect(r.retailers[2].distance).toBeGreaterThan(100);
  });

  it('does not mark them for searches outside their area', async () => {
    // Iowa City: 112 miles from Ames (outside its 40), ZIP prefix 522 (not Omaha's). Nothing is within 50 miles,
    // so the search widens to 250 and finds all three by distance alone.
    const r = await search('52240');
    expect(r.radius).toBe(250);
    expect(r.retailers.map((x) => [x.name, x.servesYourArea])).toEqual([
      ['Des Moines Co-op', false],
      ['Ames Agronomy', false],
      ['Omaha Ag Supply', false],
    ]);
  });

  it('marks a retailer inside the radius that also serves the area', async () => {
    const r = await search('50010');
    expect(r.retailers.find((x) => x.name === 'Ames Agronomy')).toMatchObject({ servesYourArea: true, distance: 0 });
  });

  it('keeps the area with the retailer: shown on its record, refused when it does not fit the region', async () => {
    const got = (await t.http.get(`/api/admin/directory/retailers/get/${ids.omaha}`).set(auth())).body.data;
    expect(got.serviceArea).toEqual({ codes: ['503', '504'], radius: null });
    const bad = await save({ name: 'X', city: 'Ames', postalCode: '50010', serviceArea: { codes: ['M5V'], radius: null } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.serviceArea).toBe('"M5V" is not a 3-digit ZIP prefix; a US service area lists ZIP prefixes such as 503.');
    const far = await save({ name: 'X', city: 'Ames', postalCode: '50010', serviceArea: { codes: [], radius: 900 } });
    expect(far.body.errors.serviceArea).toBe('The service radius must be a number of miles from 1 to 500.');
  });

  it('follows a retailer that moves, and goes with it when it is deleted', async () => {
    // Ames Agronomy moves to Iowa City: its 40 miles no longer reach Des Moines.
    await save({ id: ids.ames, name: 'Ames Agronomy', city: 'Iowa City', postalCode: '52240', serviceArea: { codes: [], radius: 40 } });
    expect((await search('50309')).retailers.map((x) => x.name)).not.toContain('Ames Agronomy');
    expect((await search('52240')).retailers.find((x) => x.name === 'Ames Agronomy')).toMatchObject({ servesYourArea: true });
    expect((await t.http.delete(`/api/admin/directory/retailers/${ids.omaha}`).set(auth())).status).toBe(200);
    expect((await search('50309')).retailers.map((x) => x.name)).not.toContain('Omaha Ag Supply');
  });

  it('travels through CSV export and import', async () => {
    const exp = await t.http.get('/api/admin/directory/retailers/export').set(auth());
    const line = exp.body.data.csv.split('\r\n').find((l: string) => l.startsWith(`${ids.ames},`));
    expect(line.endsWith(',,40')).toBe(true);
    const csv = `id,name,city,postalCode,region,serviceAreas,serviceRadius\n${ids.ames},Ames Agronomy,Iowa City,52240,2,"503 500",\n`;
    const imp = await t.http.post('/api/admin/directory/retailers/import?dryRun=false').set(auth()).attach('file', Buffer.from(csv), 'r.csv');
    expect(imp.body.data).toMatchObject({ updated: 1, rejected: [] });
    expect((await t.http.get(`/api/admin/directory/retailers/get/${ids.ames}`).set(auth())).body.data.serviceArea).toEqual({ codes: ['503', '500'], radius: null });
    expect((await search('50309')).retailers.find((x) => x.name === 'Ames Agronomy')).toMatchObject({ servesYourArea: true });
  });
});
