import { DirectoryClock } from '../../src/directory/directory-clock';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

// The server's own zone must not matter: the app runs here as if on a server in New Zealand.
process.env.TZ = 'Pacific/Auckland';

/** Retailer opening hours: "open now" in the retailer's zone around daylight-saving changes, the time zone, CSV. */
jest.setTimeout(30_000);

const WEEKDAYS_9_TO_5 = {
  weekly: { mon: [['08:00', '17:00']], tue: [['08:00', '17:00']], wed: [['08:00', '17:00']], thu: [['08:00', '17:00']], fri: [['08:00', '17:00']], sat: [['08:00', '12:00']], sun: [] },
  holidays: [],
  closedUntil: null,
};

describe(`retailer hours (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const ids: Record<string, number> = {};
  const save = async (body: Record<string, unknown>) => t.http.post('/api/admin/directory/retailers/save').set(auth()).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    for (const [key, body] of Object.entries({
      chicago: { name: 'Loop Agronomy', region: 2, city: 'Chicago', postalCode: '60601' },
      toronto: { name: 'Harbourfront Farm Supply', region: 3, city: 'Toronto', postalCode: 'M5V 3L9' },
      regina: { name: 'Queen City Ag', region: 3, city: 'Regina', postalCode: 'S4P 3Y2' },
    })) {
      const res = await save({ ...body, hours: WEEKDAYS_9_TO_5 });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      ids[key] = res.body.data.id;
    }
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The status line of the retailer found by a search made at `iso`, as a visitor in any zone reads it: text [zone]. */
  async function statusAt(zip: string, id: number, iso: string): Promise<string> {
    const spy = jest.spyOn(t.app.get(DirectoryClock), 'now').mockReturnValue(new Date(iso));
    try {
      const res = await t.http.post('/api/directory/search').send({ label: 'Retailers', zip });
      const r = res.body.data.retailers.find((x: { id: number }) => x.id === id);
      const now = Date.parse(iso);
      const e = [...r.openStatus.entries].reverse().find((x: { from: number }) => x.from <= now);
      return `${e.text} [${e.zone}]`;
    } finally {
      spy.mockRestore();
    }
  }

  it('derives each retailer’s zone from its location, and keeps one set by hand', async () => {
    const get = async (id: number) => (await t.http.get(`/api/admin/directory/retailers/get/${id}`).set(auth())).body.data;
    expect(await get(ids.chicago)).toMatchObject({ timeZone: null, defaultTimeZone: 'America/Chicago', hours: WEEKDAYS_9_TO_5 });
    expect((await get(ids.toronto)).defaultTimeZone).toBe('America/Toronto');
    expect((await get(ids.regina)).defaultTimeZone).toBe('America/Regina');
  });

  it('America/Chicago around the spring change (8 March 2026): open at 8:30 CDT on Monday', async () => {
    expect(await statusAt('60601', ids.chicago, '2026-03-07T18:30:00Z')).toBe('Closed · opens Mon 8:00 AM [CDT]');
    expect(await statusAt('60601', ids.chicago, '2026-03-09T12:30:00Z')).toBe('Closed · opens 8:00 AM [CDT]');
    expect(await statusAt('60601', ids.chicago, '2026-03-09T13:30:00Z')).toBe('Open now · closes 5:00 PM [CDT]');
  });

  it('America/Toronto around the autumn change (1 November 2026): open at 8:30 EST on Monday', async () => {
    expect(await statusAt('M5V 3L9', ids.toronto, '2026-10-31T15:00:00Z')).toBe('Open now · closes 12:00 PM [EDT]');
    expect(await statusAt('M5V 3L9', ids.toronto, '2026-11-02T12:30:00Z')).toBe('Closed · opens 8:00 AM [EST]');
    expect(await statusAt('M5V 3L9', ids.toronto, '2026-11-02T13:30:00Z')).toBe('Open now · closes 5:00 PM [EST]');
  });

  it('America/Regina keeps standard time: closed at the instant Chicago opens', async () => {
    expect(await statusAt('S4P 3Y2', ids.regina, '2026-03-09T13:30:00Z')).toBe('Closed · opens 8:00 AM [CST]');
    expect(await statusAt('S4P 3Y2', ids.regina, '2026-03-09T14:30:00Z')).toBe('Open now · closes 5:00 PM [CST]');
  });

  it('a zone set by hand wins over the location’s', async () => {
    const res = await save({ id: ids.regina, name: 'Queen City Ag', region: 3, city: 'Regina', postalCode: 'S4P 3Y2', hours: WEEKDAYS_9_TO_5, timeZone: 'America/Winnipeg' });
    expect(res.body.data.timeZone).toBe('America/Winnipeg');
    // Winnipeg is on daylight time on 9 March: 13:30 UTC is 8:30 CDT.
    expect(await statusAt('S4P 3Y2', ids.regina, '2026-03-09T13:30:00Z')).toBe('Open now · closes 5:00 PM [CDT]');
    await save({ id: ids.regina, name: 'Queen City Ag', region: 3, city: 'Regina', postalCode: 'S4P 3Y2', hours: WEEKDAYS_9_TO_5, timeZone: '' });
  });

  it('refuses an unknown zone and bad hours with the words the form shows', async () => {
    const zone = await save({ name: 'X', region: 2, city: 'Ames', postalCode: '50010', timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.body.errors.timeZone).toBe('Unknown time zone: Mars/Olympus. Use a name such as America/Chicago.');
    const hours = await save({ name: 'X', region: 2, city: 'Ames', postalCode: '50010', hours: { weekly: { mon: [['17:00', '08:00']] } } });
    expect(hours.status).toBe(400);
    expect(hours.body.errors.hours).toBe('Monday: closing time must be after opening time (17:00–08:00).');
  });

  it('holiday and temporary closures', async () => {
    const res = await save({
      id: ids.chicago,
      name: 'Loop Agronomy',
      region: 2,
      city: 'Chicago',
      postalCode: '60601',
      hours: { ...WEEKDAYS_9_TO_5, holidays: ['2026-12-25'], closedUntil: '2027-01-11' },
    });
    expect(res.status).toBe(200);
    expect(await statusAt('60601', ids.chicago, '2026-12-21T16:00:00Z')).toBe('Temporarily closed · reopens Mon Jan 11 8:00 AM [CST]');
    await save({ id: ids.chicago, name: 'Loop Agronomy', region: 2, city: 'Chicago', postalCode: '60601', hours: { ...WEEKDAYS_9_TO_5, holidays: ['2026-12-25'] } });
    expect(await statusAt('60601', ids.chicago, '2026-12-25T16:00:00Z')).toBe('Closed today · opens Sat 8:00 AM [CST]');
  });

  it('carries hours and zone through CSV export and import', async () => {
    await save({
      id: ids.toronto,
      name: 'Harbourfront Farm Supply',
      region: 3,
      city: 'Toronto',
      postalCode: 'M5V 3L9',
      hours: { ...WEEKDAYS_9_TO_5, holidays: ['2026-12-25', '2026-12-26'] },
      timeZone: 'America/Toronto',
    });
    const exp = await t.http.get('/api/admin/directory/retailers/export').set(auth());
    const lines: string[] = exp.body.data.csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,name,address,city,state,postalCode,region,phone,website,email,lat,lng,products,active,timeZone,hours,holidayClosures,closedUntil,serviceAreas,serviceRadius',
    );
    const line = lines.find((l) => l.startsWith(`${ids.toronto},`))!;
    expect(line.endsWith(',America/Toronto,Mon-Fri 08:00-17:00; Sat 08:00-12:00,2026-12-25 2026-12-26,,,')).toBe(true);
    const header = 'id,name,city,postalCode,region,timeZone,hours,holidayClosures,closedUntil';
    const csv = `${header}\n${ids.toronto},Harbourfront Farm Supply,Toronto,M5V 3L9,3,America/Toronto,"Mon 09:00-12:00,13:00-18:00; Tue-Fri 09:00-18:00",2026-07-01,2026-08-03\n`;
    const imp = await t.http.post('/api/admin/directory/retailers/import?dryRun=false').set(auth()).attach('file', Buffer.from(csv), 'r.csv');
    expect(imp.body.data).toMatchObject({ added: 0, updated: 1, rejected: [] });
    const got = (await t.http.get(`/api/admin/directory/retailers/get/${ids.toronto}`).set(auth())).body.data;
    expect(got.timeZone).toBe('America/Toronto');
    expect(got.hours).toEqual({
      weekly: {
        mon: [
          ['09:00', '12:00'],
          ['13:00', '18:00'],
        ],
        tue: [['09:00', '18:00']],
        wed: [['09:00', '18:00']],
        thu: [['09:00', '18:00']],
        fri: [['09:00', '18:00']],
        sat: [],
        sun: [],
      },
      holidays: ['2026-07-01'],
      closedUntil: '2026-08-03',
    });
    // A file without the hours columns leaves them as they are.
    const plain = await t.http
      .post('/api/admin/directory/retailers/import?dryRun=false')
      .set(auth())
      .attach('file', Buffer.from(`id,name,city,postalCode,region\n${ids.toronto},Harbourfront Farm Supply,Toronto,M5V 3L9,3\n`), 'r.csv');
    expect(plain.body.data.updated).toBe(1);
    expect((await t.http.get(`/api/admin/directory/retailers/get/${ids.toronto}`).set(auth())).body.data.hours.holidays).toEqual(['2026-07-01']);
    const bad = await t.http
      .post('/api/admin/directory/retailers/import?dryRun=true')
      .set(auth())
      .attach('file', Buffer.from(`name,city,postalCode,region,hours\nNew Store,Ames,50010,2,Weekdays 8-5\n`), 'r.csv');
    expect(bad.body.data.rejected).toEqual([{ line: 2, reason: 'Hours must read like "Mon-Fri 08:00-17:00; Sat 08:00-12:00" (got "Weekdays 8-5").' }]);
  });

  it('a retailer without hours says nothing about open or closed', async () => {
    const res = await save({ name: 'No Hours Co-op', region: 2, city: 'Chicago', postalCode: '60601' });
    const search = await t.http.post('/api/directory/search').send({ label: 'Retailers', zip: '60601' });
    expect(search.body.data.retailers.find((x: { id: number }) => x.id === res.body.data.id).openStatus).toBeNull();
  });
});
