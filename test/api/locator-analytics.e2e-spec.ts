import { DataSource } from 'typeorm';
import * as zipcodes from 'zipcodes';

import { LocatorAnalytics1700000955100 } from '../../migrations/1700000955100-locator-analytics';
import { DirectoryClock } from '../../src/directory/directory-clock';
import { LocatorCounts } from '../../src/directory/locator/locator-counts';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** The locator's analytics: searches counted by area without personal data, the gap report, click beacons, "Use my location". */
jest.setTimeout(30_000);

describe(`locator analytics (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let ds: DataSource;
  let counts: LocatorCounts;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const search = (label: string, zip: string) => t.http.post('/api/directory/search').send({ label, zip });
  const today = new Date().toISOString().slice(0, 10);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    ds = t.app.get(DataSource);
    counts = t.app.get(LocatorCounts);
    const rep = await t.http
      .post('/api/admin/directory/reps/save')
      .set(auth())
      .send({ name: 'Iowa Rep', region: 2, territory: ['IA'] });
    ids.rep = rep.body.data.id;
    const dm = zipcodes.lookup('50309')!;
    const retailer = await t.http
      .post('/api/admin/directory/retailers/save')
      .set(auth())
      .send({ name: 'Des Moines Co-op', region: 2, city: 'Des Moines', postalCode: '50309', lat: dm.latitude + 0.05, lng: dm.longitude, phone: '515-555-0100' });
    ids.retailer = retailer.body.data.id;
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await counts.flush();
    await ds.query('DELETE FROM locator_search_day');
    await ds.query('DELETE FROM locator_click_day');
  });

  describe('search counts', () => {
    it('counts a search by day, region, who, area and radius, without the full code', async () => {
      expect((await search('Retailers', '50309-1234')).status).toBe(200);
      expect((await search('Retailers', '50310')).status).toBe(200);
      expect((await search('Reps', '50309')).status).toBe(200);
      await counts.flush();
      const rows = await ds.query('SELECT * FROM locator_search_day ORDER BY label, radius');
      expect(rows.map((r: Record<string, unknown>) => ({ ...r, region_id: Number(r.region_id), radius: Number(r.radius) }))).toEqual([
        { day: today, region_id: 2, label: 'Reps', area: '503', radius: 0, searches: 1, zero_result_searches: 0, reps_found: 1, retailers_found: 0 },
        { day: today, region_id: 2, label: 'Retailers', area: '503', radius: 25, searches: 2, zero_result_searches: 0, reps_found: 0, retailers_found: 2 },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/50309|50310|1234/);
    });

    it('keeps no column that could hold a full code, an address, an IP or coordinates', async () => {
      const table = await ds.createQueryRunner().getTable('locator_search_day');
      expect(table!.columns.map((c) => c.name).sort()).toEqual(['area', 'day', 'label', 'radius', 'region_id', 'reps_found', 'retailers_found', 'searches', 'zero_result_searches']);
      expect(table!.columns.find((c) => c.name === 'area')!.length).toBe('3');
      const clicks = await ds.createQueryRunner().getTable('locator_click_day');
      expect(clicks!.columns.map((c) => c.name).sort()).toEqual(['action', 'clicks', 'day', 'target_id', 'target_type']);
    });

    it('counts a Canadian search by its FSA and a search that found nobody as zero-result', async () => {
      await search('Reps', 'M5V 3L9');
      await counts.flush();
      const rows = await ds.query('SELECT area, region_id, zero_result_searches FROM locator_search_day');
      expect(rows.map((r: { area: string; region_id: number; zero_result_searches: number }) => [r.area, Number(r.region_id), Number(r.zero_result_searches)])).toEqual([
        ['M5V', 3, 1],
      ]);
    });

    it('does not count a refused code', async () => {
      expect((await search('Retailers', '00000')).status).toBe(400);
      await counts.flush();
      expect(await ds.query('SELECT * FROM locator_search_day')).toEqual([]);
    });

    it('ranks an area searched 5 times with no results above one searched 10 times with results', async () => {
      for (let i = 0; i < 10; i++) await search('Reps', '50309');
      for (let i = 0; i < 5; i++) await search('Reps', '59001');
      const res = await t.http.get(`/api/admin/locator/areas?from=${today}&to=${today}`).set(auth());
      expect(res.status).toBe(200);
      expect(
        res.body.data.items.map((a: { area: string; regionId: number; searches: number; zeroResultSearches: number }) => [a.area, a.regionId, a.searches, a.zeroResultSearches]),
      ).toEqual([
        ['590', 2, 5, 5],
        ['503', 2, 10, 0],
      ]);
      expect(res.body.data.items[1]).toMatchObject({ place: expect.stringMatching(/, IA$/), lat: expect.any(Number), lng: expect.any(Number) });
    });

    it('adds the counts of several instances flushing the same rows', async () => {
      const clock = t.app.get(DirectoryClock);
      const a = new LocatorCounts(ds, clock);
      const b = new LocatorCounts(ds, clock);
      for (let i = 0; i < 3; i++) a.countSearch({ region: 2, label: 'Reps', area: '777', radius: 0, reps: 0, retailers: 0 });
      for (let i = 0; i < 4; i++) b.countSearch({ region: 2, label: 'Reps', area: '777', radius: 0, reps: 1, retailers: 0 });
      await Promise.all([a.flush(), b.flush()]);
      a.countSearch({ region: 2, label: 'Reps', area: '777', radius: 0, reps: 0, retailers: 0 });
      await a.flush();
      const [row] = await ds.query("SELECT searches, zero_result_searches, reps_found FROM locator_search_day WHERE area = '777'");
      expect([Number(row.searches), Number(row.zero_result_searches), Number(row.reps_found)]).toEqual([8, 4, 4]);
    });

    it('filters by date range, region and who, and refuses a bad date with a message', async () => {
      const clock = t.app.get(DirectoryClock);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-01T12:00:00Z'));
      try {
        await search('Reps', '59001');
        await search('Retailers', 'M5V');
        await counts.flush();
      } finally {
        spy.mockRestore();
      }
      await search('Reps', '50309');
      const get = (q: string) => t.http.get(`/api/admin/locator/areas?${q}`).set(auth());
      const areas = async (q: string) => (await get(q)).body.data.items.map((a: { area: string }) => a.area).sort();
      expect(await areas('from=2026-03-01&to=2026-03-01')).toEqual(['590', 'M5V']);
      expect(await areas('from=2026-03-01&to=2026-03-01&regionId=3')).toEqual(['M5V']);
      expect(await areas('from=2026-03-01&to=2026-03-01&label=Reps')).toEqual(['590']);
      expect(await areas(`from=${today}&to=${today}`)).toEqual(['503']);
      const bad = await get('from=2026-02-30&to=2026-03-01');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please enter dates as YYYY-MM-DD.');
      const backwards = await get('from=2026-03-02&to=2026-03-01');
      expect(backwards.status).toBe(400);
      expect(backwards.body.message).toBe('The end date must be on or after the start date.');
    });

    it('exports the areas as CSV', async () => {
      for (let i = 0; i < 2; i++) await search('Reps', '59001');
      await search('Reps', '50309');
      const res = await t.http.get(`/api/admin/locator/areas.csv?from=${today}&to=${today}`).set(auth());
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="locator-areas-${today}-to-${today}.csv"`);
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe('area,regionId,place,searches,zeroResultSearches,zeroResultShare');
      expect(lines[1]).toMatch(/^590,2,[^,]+, MT,2,2,1\.000$|^590,2,"[^"]+, MT",2,2,1\.000$/);
      expect(lines[2]).toMatch(/^503,2,.*,1,0,0\.000$/);
      const json = await t.http.get(`/api/admin/locator/export/areas?from=${today}&to=${today}`).set(auth());
      expect(json.body.data.csv).toBe(res.text);
    });

    it('draws a report: every day of the range, totals and radii', async () => {
      await search('Retailers', '50309');
      await search('Reps', '59001');
      const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      const res = await t.http.get(`/api/admin/locator/report?from=${from}&to=${today}`).set(auth());
      expect(res.status).toBe(200);
      const r = res.body.data;
      expect(r.days.map((d: { searches: number }) => d.searches)).toEqual([0, 0, 2]);
      expect(r.totals).toEqual({ searches: 2, zeroResultSearches: 1, repsFound: 0, retailersFound: 1 });
      expect(r.radii).toEqual([{ radius: 25, regionId: 2, searches: 1 }]);
      expect(r.areas.map((a: { area: string }) => a.area)).toEqual(['590', '503']);
    });

    it('refuses the report to anonymous visitors', async () => {
      for (const path of ['/api/admin/locator/report', '/api/admin/locator/areas', '/api/admin/locator/areas.csv', '/api/admin/locator/clicks', '/api/admin/locator/clicks.csv']) {
        expect((await t.http.get(path)).status).toBe(401);
      }
    });
  });

  describe('click beacons', () => {
    const click = (body: Record<string, unknown>) => t.http.post('/api/directory/clicks').set('content-type', 'application/json').send(JSON.stringify(body));

    it('counts a click for the right location and day', async () => {
      expect((await click({ type: 'retailer', id: ids.retailer, action: 'call' })).status).toBe(204);
      await click({ type: 'retailer', id: ids.retailer, action: 'call' });
      await click({ type: 'retailer', id: ids.retailer, action: 'directions' });
      await click({ type: 'rep', id: ids.rep, action: 'call' });
      const clock = t.app.get(DirectoryClock);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-01T23:59:00Z'));
      try {
        await click({ type: 'retailer', id: ids.retailer, action: 'website' });
        await counts.flush();
      } finally {
        spy.mockRestore();
      }
      await counts.flush();
      const rows = await ds.query('SELECT day, target_type, target_id, action, clicks FROM locator_click_day ORDER BY day, target_type, action');
      expect(rows.map((r: Record<string, unknown>) => [r.day, r.target_type, Number(r.target_id), r.action, Number(r.clicks)])).toEqual([
        ['2026-03-01', 'retailer', ids.retailer, 'website', 1],
        [today, 'rep', ids.rep, 'call', 1],
        [today, 'retailer', ids.retailer, 'call', 2],
        [today, 'retailer', ids.retailer, 'directions', 1],
      ]);
      const list = await t.http.get(`/api/admin/locator/clicks?from=${today}&to=${today}`).set(auth());
      expect(list.body.data.items).toEqual([
        { type: 'retailer', id: ids.retailer, name: 'Des Moines Co-op', detail: 'Des Moines, IA', directions: 1, call: 2, website: 0, total: 3 },
        { type: 'rep', id: ids.rep, name: 'Iowa Rep', detail: '', directions: 0, call: 1, website: 0, total: 1 },
      ]);
      const one = await t.http.get(`/api/admin/locator/clicks/retailer/${ids.retailer}`).set(auth());
      expect(one.body.data).toMatchObject({ to: today, directions: 1, call: 2, website: 0 });
      const csv = await t.http.get(`/api/admin/locator/clicks.csv?from=${today}&to=${today}`).set(auth());
      expect(csv.text.split('\r\n')).toEqual([
        'type,id,name,detail,directions,call,website,total',
        `retailer,${ids.retailer},Des Moines Co-op,"Des Moines, IA",1,2,0,3`,
        `rep,${ids.rep},Iowa Rep,,0,1,0,1`,
      ]);
    });

    it('refuses a malformed beacon', async () => {
      for (const body of [
        { type: 'shop', id: 1, action: 'call' },
        { type: 'rep', id: 0, action: 'call' },
        { type: 'rep', id: 1, action: 'email' },
        { type: 'rep', id: 1, action: 'call', ip: '1.2.3.4' },
      ]) {
        expect((await click(body)).status).toBe(400);
      }
    });

    it('rate-limits beacons per IP', async () => {
      let last = 0;
      for (let i = 0; i < 70 && last !== 429; i++) last = (await click({ type: 'rep', id: ids.rep, action: 'website' })).status;
      expect(last).toBe(429);
    });
  });

  describe('use my location', () => {
    const locate = (lat: number, lng: number) => t.http.post('/api/directory/locate').send({ lat, lng });

    it('turns a position into the nearest ZIP or FSA with the offline data', async () => {
      const dm = zipcodes.lookup('50309')!;
      expect((await locate(dm.latitude, dm.longitude)).body.data).toEqual({ zip: '50309', regionId: 2, place: 'Des Moines, IA' });
      const to = zipcodes.lookup('M5V')!;
      expect((await locate(to.latitude + 0.001, to.longitude)).body.data).toMatchObject({ zip: 'M5V', regionId: 3 });
    });

    it('answers a clear message for a position far from any code, or no position', async () => {
      const sea = await locate(30, -40);
      expect(sea.status).toBe(400);
      expect(sea.body.message).toBe('Your location is outside the areas we serve. Please enter a ZIP or postal code.');
      const bad = await t.http.post('/api/directory/locate').send({ lat: 'x', lng: 200 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('We could not read your location. Please enter a ZIP or postal code.');
    });

    it('names the place and says its refusals in French for a French page', async () => {
      const qc = zipcodes.lookup('G1R')!;
      const found = await t.http.post('/api/directory/locate').send({ lat: qc.latitude, lng: qc.longitude, locale: 'fr' });
      expect(found.body.data).toEqual({ zip: 'G1R', regionId: 3, place: 'Québec Est, QC' });
      expect((await locate(qc.latitude, qc.longitude)).body.data.place).toBe('Quebec City East, QC');
      const sea = await t.http.post('/api/directory/locate').send({ lat: 30, lng: -40, locale: 'fr' });
      expect(sea.status).toBe(400);
      expect(sea.body.message).toBe('Votre position se trouve hors des régions que nous desservons. Veuillez entrer votre code postal.');
      const bad = await t.http.post('/api/directory/locate').send({ lat: 'x', lng: 200, locale: 'fr' });
      expect(bad.body.message).toBe('Nous n’avons pas pu lire votre position. Veuillez entrer votre code postal.');
    });
  });

  describe('migration', () => {
    it('goes down and up again cleanly', async () => {
      const qr = ds.createQueryRunner();
      try {
        const m = new LocatorAnalytics1700000955100();
        await m.down(qr);
        expect(await qr.hasTable('locator_search_day')).toBe(false);
        expect(await qr.hasTable('locator_click_day')).toBe(false);
        await m.up(qr);
        expect(await qr.hasTable('locator_search_day')).toBe(true);
      } finally {
        await qr.release();
      }
    });
  });
});
