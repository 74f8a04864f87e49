import { DataSource } from 'typeorm';
import * as zipcodes from 'zipcodes';

import { Directory1700000500000 } from '../../migrations/1700000500000-directory';
import { DirectoryGeoIndex1700000500001 } from '../../migrations/1700000500001-directory-geo-index';
import { prng } from '../../src/directory/demo-data';
import { DirectorySearchService, nearestInBoxQuery } from '../../src/directory/directory-search.service';
import { boundingBox, distanceMiles, latBand } from '../../src/directory/geo';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Reps and retailers: search by ZIP/postal code, admin, CSV import/export. */
// Booting the app and argon2 login take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

describe(`directory (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const saveRep = async (body: Record<string, unknown>) => {
    const res = await t.http.post('/api/admin/directory/reps/save').set(auth()).send(body);
    expect(res.status).toBe(200);
    return res.body.data as { id: number };
  };
  const saveRetailer = async (body: Record<string, unknown>) => {
    const res = await t.http
      .post('/api/admin/directory/retailers/save')
      .set(auth())
      .send({ region: 2, city: 'Town', ...body });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data as { id: number; lat: number; lng: number; state: string; postalCode: string };
  };
  const search = (label: string, zip: string, regionId?: number) => t.http.post('/api/directory/search').send({ label, zip, ...(regionId ? { regionId } : {}) });

  const desMoines = zipcodes.lookup('50309')!;
  const absarokee = zipcodes.lookup('59001')!;
  const toronto = zipcodes.lookup('M5V')!;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    ids.zipRep = (await saveRep({ name: 'Zed Zip', region: 2, territory: ['50309'], products: ['AGROTAIN'] })).id;
    ids.zip3Rep = (await saveRep({ name: 'Yara Prefix', region: 2, territory: '503, 504' })).id;
    ids.stateRep = (await saveRep({ name: 'Anna State', region: 2, territory: ['IA', 'NE'] })).id;
    ids.otherRep = (await saveRep({ name: 'Bob Kansas', region: 2, territory: ['KS'] })).id;
    ids.inactiveRep = (await saveRep({ name: 'Ina Inactive', region: 2, territory: ['IA'], active: false })).id;
    ids.fsaRep = (await saveRep({ name: 'Fiona FSA', region: 3, territory: ['M5V'] })).id;
    ids.provinceRep = (await saveRep({ name: 'Oscar Ontario', region: 3, territory: ['ON'] })).id;
    // Due north of the 50309 centroid: 0.1° of latitude is 6.909 miles (2πR/360 with R = 3958.76 mi).
    ids.far = (await saveRetailer({ name: 'Far North Ag', postalCode: '50309', lat: desMoines.latitude + 0.3, lng: desMoines.longitude })).id;
    ids.near = (await saveRetailer({ name: 'Near Co-op', postalCode: '50309', lat: desMoines.latitude + 0.1, lng: desMoines.longitude })).id;
    ids.mid = (await saveRetailer({ name: 'Middle Supply', postalCode: '50309', lat: desMoines.latitude - 0.2, lng: desMoines.longitude })).id;
    ids.inactive = (await saveRetailer({ name: 'Closed Store', postalCode: '50309', lat: desMoines.latitude + 0.05, lng: desMoines.longitude, active: false })).id;
    // 0.6° north of Absarokee, MT: 41.5 miles, outside the first 25-mile radius.
    ids.montana = (await saveRetailer({ name: 'Big Sky Agronomy', postalCode: '59001', lat: absarokee.latitude + 0.6, lng: absarokee.longitude })).id;
    // 0.2° north of the M5V centroid: 22.2 km (0.1° = 11.119 km).
    ids.toronto = (await saveRetailer({ name: 'Harbour Agri', region: 3, postalCode: 'M5V 3L9', lat: toronto.latitude + 0.2, lng: toronto.longitude })).id;
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('rep search: territory matching, most specific first', () => {
    it('matches a ZIP, then its ZIP3 prefix, then its state', async () => {
      const res = await search('Reps', '50309');
      expect(res.status).toBe(200);
      expect(res.body.data.reps.map((r: { name: string; matchedBy: string }) => [r.name, r.matchedBy])).toEqual([
        ['Zed Zip', 'zip'],
        ['Yara Prefix', 'zip3'],
        ['Anna State', 'state'],
      ]);
      expect(res.body.data.origin).toMatchObject({ code: '50309', region: 2, state: 'IA', place: 'Des Moines, IA' });
      expect(res.body.data.retailers).toEqual([]);
    });

    it('matches a ZIP3 prefix without the exact ZIP, and a ZIP+4', async () => {
      const res = await search('Reps', '50401-1234');
      expect(res.body.data.reps.map((r: { name: string }) => r.name)).toEqual(['Yara Prefix', 'Anna State']);
    });

    it('matches only the state elsewhere in it, and never an inactive rep', async () => {
      const res = await search('Reps', '50010');
      expect(res.body.data.reps.map((r: { name: string; matchedBy: string; matchedCode: string }) => [r.name, r.matchedBy, r.matchedCode])).toEqual([['Anna State', 'state', 'IA']]);
    });

    it('matches a Canadian FSA before its province, for a full postal code in any spacing', async () => {
      for (const code of ['M5V 3L9', 'm5v3l9', 'M5V']) {
        const res = await search('Reps', code, 3);
        expect(res.status).toBe(200);
        expect(res.body.data.reps.map((r: { name: string; matchedBy: string }) => [r.name, r.matchedBy])).toEqual([
          ['Fiona FSA', 'fsa'],
          ['Oscar Ontario', 'state'],
        ]);
      }
    });

    it('matches a province alone for another FSA in it', async () => {
      const res = await search('Reps', 'K1A 0B1', 3);
      expect(res.body.data.reps.map((r: { name: string }) => r.name)).toEqual(['Oscar Ontario']);
      expect(res.body.data.origin).toMatchObject({ region: 3, state: 'ON', code: 'K1A 0B1' });
    });
  });

  describe('retailer search: distance order and radius', () => {
    it('lists retailers nearest first with hand-computed distances in miles, skipping inactive ones', async () => {
      const res = await search('Retailers', '50309', 2);
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.unit).toBe('mi');
      expect(d.radius).toBe(25);
      expect(d.widened).toBe(false);
      expect(d.retailers.map((r: { name: string; distance: number }) => [r.name, r.distance])).toEqual([
        ['Near Co-op', 6.9],
        ['Middle Supply', 13.8],
        ['Far North Ag', 20.7],
      ]);
      expect(d.reps).toEqual([]);
    });

    it('widens the radius when nothing is found within the first one', async () => {
      const res = await search('Retailers', '59001');
      const d = res.body.data;
      expect(d.radius).toBe(50);
      expect(d.widened).toBe(true);
      expect(d.retailers.map((r: { name: string; distance: number }) => [r.name, r.distance])).toEqual([['Big Sky Agronomy', 41.5]]);
    });

    it('measures Canadian distances in kilometres', async () => {
      const res = await search('Retailers', 'M5V 3L9', 3);
      const d = res.body.data;
      expect(d.unit).toBe('km');
      expect(d.radius).toBe(40);
      expect(d.retailers.map((r: { name: string; distance: number }) => [r.name, r.distance])).toEqual([['Harbour Agri', 22.2]]);
    });

    it('answers an empty list after the widest radius rather than an error', async () => {
      const res = await search('Retailers', '96701');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ radius: 500, widened: true, retailers: [] });
    });
  });

  describe('bad input: 400 with a clear message, never 500', () => {
    it.each([
      ['1234', 'Please enter a 5-digit ZIP code, for example 50309.'],
      ['5030x', 'Please enter a 5-digit ZIP code, for example 50309.'],
      ['00000', 'We could not find ZIP code 00000. Please check it and try again.'],
      ['D1A 1A1', 'Please enter a Canadian postal code, for example M5V 3L9.'],
      ['Z9Z', 'Please enter a Canadian postal code, for example M5V 3L9.'],
      ['W1A 1A1', 'Please enter a Canadian postal code, for example M5V 3L9.'],
    ])('refuses %s', async (zip, message) => {
      const res = await search('Retailers', zip);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it('refuses a missing label or zip with the form message', async () => {
      for (const body of [{ zip: '50309' }, { label: 'Reps', zip: '' }, { label: 'Nobody', zip: '50309' }, { label: 'Reps' }]) {
        const res = await t.http.post('/api/directory/search').send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please select a value and enter Zipcode');
      }
    });
  });

  describe('admin', () => {
    it('refuses anonymous calls to every admin route', async () => {
      const calls = [
        t.http.post('/api/admin/directory/reps/filter').send({}),
        t.http.get(`/api/admin/directory/reps/get/${ids.zipRep}`),
        t.http.post('/api/admin/directory/reps/save').send({ name: 'X', region: 2, territory: ['IA'] }),
        t.http.delete(`/api/admin/directory/reps/${ids.zipRep}`),
        t.http.get('/api/admin/directory/reps/export'),
        t.http.post('/api/admin/directory/retailers/filter').send({}),
        t.http.get(`/api/admin/directory/retailers/next/${ids.near}`),
        t.http.post('/api/admin/directory/retailers/import?dryRun=false').attach('file', Buffer.from('name\nX\n'), 'r.csv'),
        t.http.get('/api/admin/directory/retailers/export'),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
      const [{ n }] = await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM rep WHERE name = ?', ['X']);
      expect(Number(n)).toBe(0);
    });

    it('geocodes a retailer from its postal code when no coordinates are given, and fills the state', async () => {
      const r = await saveRetailer({ name: 'Geo Test', postalCode: '68508' });
      const ne = zipcodes.lookup('68508')!;
      expect(r).toMatchObject({ lat: ne.latitude, lng: ne.longitude, state: 'NE', postalCode: '68508' });
      const ca = await saveRetailer({ name: 'Geo CA', region: 3, postalCode: 's4p3y2' });
      expect(ca).toMatchObject({ postalCode: 'S4P 3Y2', state: 'SK', lat: zipcodes.lookup('S4P')!.latitude });
    });

    it('refuses a retailer with an unknown postal code or a bad email, naming the field', async () => {
      const res = await t.http.post('/api/admin/directory/retailers/save').set(auth()).send({ name: 'Bad', region: 2, city: 'X', postalCode: '00000' });
      expect(res.status).toBe(400);
      expect(res.body.errors.postalCode).toBe('We could not find ZIP code 00000. Please check it and try again.');
      const res2 = await t.http.post('/api/admin/directory/retailers/save').set(auth()).send({ name: 'Bad', region: 2, city: 'X', postalCode: '50309', email: 'nope' });
      expect(res2.body.errors.email).toBe('Please enter a valid email address.');
    });

    it('refuses a rep territory code that does not fit the region', async () => {
      const res = await t.http
        .post('/api/admin/directory/reps/save')
        .set(auth())
        .send({ name: 'Bad', region: 2, territory: ['IA', 'M5V'] });
      expect(res.status).toBe(400);
      expect(res.body.errors.territory).toBe('"M5V" is not a US ZIP code, 3-digit ZIP prefix or state code.');
    });

    it('edits a rep territory and the search follows it', async () => {
      const before = await t.http.get(`/api/admin/directory/reps/get/${ids.otherRep}`).set(auth());
      expect(before.body.data.territory).toEqual(['KS']);
      await saveRep({ ...before.body.data, territory: ['KS', '50309'] });
      const res = await search('Reps', '50309');
      expect(res.body.data.reps.map((r: { name: string }) => r.name)).toEqual(['Bob Kansas', 'Zed Zip', 'Yara Prefix', 'Anna State']);
      await saveRep({ ...before.body.data, territory: ['KS'] });
    });

    it('finds reps by a territory code in the admin list, taking % and _ in the search literally', async () => {
      const filter = (search: string) => t.http.post('/api/admin/directory/reps/filter').set(auth()).send({ search });
      const byCode = await filter('503');
      expect(byCode.status).toBe(200);
      expect(byCode.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Yara Prefix']);
      // Unescaped, '%' would match every territory code and '50_' both of Yara Prefix's prefixes: no rep has such a code, name or email.
      for (const search of ['%', '50_', '5%']) {
        const res = await filter(search);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ items: [], total: 0 });
      }
    });

    it('lists retailers with search and paging, and gives the next one in list order', async () => {
      const page = await t.http.post('/api/admin/directory/retailers/filter').set(auth()).send({ start: 0, length: 2 });
      expect(page.body.data.total).toBeGreaterThanOrEqual(7);
      expect(page.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Big Sky Agronomy', 'Closed Store']);
      const found = await t.http.post('/api/admin/directory/retailers/filter').set(auth()).send({ search: 'co-op' });
      expect(found.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Near Co-op']);
      const next = await t.http.get(`/api/admin/directory/retailers/next/${ids.montana}`).set(auth());
      expect(next.body.data).toEqual({ id: ids.inactive });
      const last = await t.http.get(`/api/admin/directory/retailers/next/${ids.near}`).set(auth()).query({ search: 'co-op' });
      expect(last.body.data).toBeNull();
    });

    it('deletes a rep and its territory', async () => {
      const { id } = await saveRep({ name: 'Temp', region: 2, territory: ['WY'] });
      const del = await t.http.delete(`/api/admin/directory/reps/${id}`).set(auth());
      expect(del.status).toBe(200);
      expect((await t.http.get(`/api/admin/directory/reps/get/${id}`).set(auth())).status).toBe(404);
      const [{ n }] = await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM rep_territory WHERE rep_id = ?', [id]);
      expect(Number(n)).toBe(0);
    });
  });

  describe('CSV import and export', () => {
    const csv = () =>
      [
        'id,name,address,city,state,postalCode,region,phone,website,email,lat,lng,products,active',
        `,CSV New Ag,"12 Elevator Rd`,
        `Unit 4",Ames,,50010,2,(515) 555-0100,csvnew.example.com,info@csvnew.example.com,,,AGROTAIN; SUPERU,true`,
        `${ids.far},Far North Ag Renamed,1 Main St,Ankeny,IA,50309,2,,,,${desMoines.latitude + 0.3},${desMoines.longitude},,yes`,
        `,Bad Email Co,1 Main St,Ames,IA,50010,2,,,not-an-email,,,,`,
        `,Nowhere Supply,1 Main St,Nowhere,IA,00000,2,,,,,,,`,
        '',
        `999999,Ghost Retailer,1 Main St,Ames,IA,50010,2,,,,,,,`,
      ].join('\n');
    const count = async () => Number((await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM retailer'))[0].n);

    it('reports a dry run by line without changing anything', async () => {
      const before = await count();
      const res = await t.http.post('/api/admin/directory/retailers/import?dryRun=true').set(auth()).attach('file', Buffer.from(csv()), 'retailers.csv');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        dryRun: true,
        added: 1,
        updated: 1,
        rejected: [
          { line: 5, reason: 'Please enter a valid email address.' },
          { line: 6, reason: 'We could not find ZIP code 00000. Please check it and try again.' },
          { line: 8, reason: 'No retailer has id 999999; leave the id empty to add a new one.' },
        ],
      });
      expect(await count()).toBe(before);
    });

    it('commits the good rows and reports the bad ones', async () => {
      const before = await count();
      const res = await t.http.post('/api/admin/directory/retailers/import?dryRun=false').set(auth()).attach('file', Buffer.from(csv()), 'retailers.csv');
      expect(res.body.data).toMatchObject({ dryRun: false, added: 1, updated: 1 });
      expect(res.body.data.rejected.map((r: { line: number }) => r.line)).toEqual([5, 6, 8]);
      expect(await count()).toBe(before + 1);
      const [added] = await t.app.get(DataSource).query('SELECT address, state, website, products FROM retailer WHERE name = ?', ['CSV New Ag']);
      expect(added).toEqual({ address: '12 Elevator Rd\nUnit 4', state: 'IA', website: 'https://csvnew.example.com', products: '["AGROTAIN","SUPERU"]' });
      const renamed = await t.http.get(`/api/admin/directory/retailers/get/${ids.far}`).set(auth());
      expect(renamed.body.data.name).toBe('Far North Ag Renamed');
    });

    it('imports reps with territory and rejects bad territory codes by line', async () => {
      const res = await t.http
        .post('/api/admin/directory/reps/import?dryRun=false')
        .set(auth())
        .attach('file', Buffer.from('name,title,email,region,territory,products\nCsv Rep,Agronomist,csv@example.com,US,"IA 505",AGROTAIN\nBad Rep,,,3,XX1,\n'), 'reps.csv');
      expect(res.body.data).toEqual({
        dryRun: false,
        added: 1,
        updated: 0,
        rejected: [{ line: 3, reason: '"XX1" is not a Canadian postal code prefix (FSA, e.g. M5V) or province code.' }],
      });
      const s = await search('Reps', '50501');
      expect(s.body.data.reps.map((r: { name: string; matchedBy: string }) => [r.name, r.matchedBy])).toEqual([
        ['Csv Rep', 'zip3'],
        ['Anna State', 'state'],
      ]);
    });

    it('escapes spreadsheet formulas on export and reads them back unchanged', async () => {
      const { id } = await saveRetailer({ name: '=HYPERLINK("x")', postalCode: '50010', phone: '+1 515 555 0100' });
      const res = await t.http.get('/api/admin/directory/retailers/export').set(auth());
      expect(res.body.data.csv).toContain(`${id},"'=HYPERLINK(""x"")"`);
      expect(res.body.data.csv).toContain("'+1 515 555 0100");
      const line = res.body.data.csv.split('\r\n').find((l: string) => l.startsWith(`${id},`));
      const back = await t.http
        .post('/api/admin/directory/retailers/import?dryRun=false')
        .set(auth())
        .attach('file', Buffer.from(`${res.body.data.csv.split('\r\n')[0]}\n${line}\n`), 'r.csv');
      expect(back.body.data).toMatchObject({ updated: 1, rejected: [] });
      const after = await t.http.get(`/api/admin/directory/retailers/get/${id}`).set(auth());
      expect(after.body.data).toMatchObject({ name: '=HYPERLINK("x")', phone: '+1 515 555 0100' });
      await t.http.delete(`/api/admin/directory/retailers/${id}`).set(auth());
    });

    it('refuses a file without a header row naming the columns', async () => {
      const res = await t.http.post('/api/admin/directory/retailers/import').set(auth()).attach('file', Buffer.from('foo,bar\n1,2\n'), 'x.csv');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The first line must be a header row/);
    });

    it('exports retailers and reps as CSV that imports back', async () => {
      const res = await t.http.get('/api/admin/directory/retailers/export').set(auth());
      expect(res.body.data.filename).toMatch(/^retailers-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = res.body.data.csv.split('\r\n');
      expect(lines[0]).toBe(
        'id,name,address,city,state,postalCode,region,phone,website,email,lat,lng,products,active,timeZone,hours,holidayClosures,closedUntil,serviceAreas,serviceRadius',
      );
      expect(res.body.data.csv).toContain(`${ids.near},Near Co-op,`);
      const again = await t.http.post('/api/admin/directory/retailers/import?dryRun=true').set(auth()).attach('file', Buffer.from(res.body.data.csv), 'r.csv');
      expect(again.body.data.rejected).toEqual([]);
      expect(again.body.data.added).toBe(0);
      const reps = await t.http.get('/api/admin/directory/reps/export').set(auth());
      expect(reps.body.data.csv.split('\r\n')[0]).toBe('id,name,title,titleFr,photoUrl,email,phone,region,territory,products,active');
      expect(reps.body.data.csv).toContain('Yara Prefix');
      const repsAgain = await t.http.post('/api/admin/directory/reps/import?dryRun=true').set(auth()).attach('file', Buffer.from(reps.body.data.csv), 'r.csv');
      expect(repsAgain.body.data).toMatchObject({ added: 0, rejected: [] });
    });
  });
  describe('retailer search among thousands: a small first box gives the same answer as the whole box', () => {
    const chicago = zipcodes.lookup('60601')!;
    const champaign = zipcodes.lookup('61820')!;
    interface Row {
      id: number;
      lat: number;
      lng: number;
      region: number;
      active: number;
    }

    /** The answer of the one-whole-box search: the box's 40 nearest by flat-earth distance, then the 25 nearest within the radius. */
    const wholeBoxAnswer = (rows: Row[], lat: number, lng: number, radiusMiles: number) => {
      const box = boundingBox(lat, lng, radiusMiles);
      const cos2 = Math.cos((lat * Math.PI) / 180) ** 2;
      return rows
        .filter((r) => r.region === 2 && Number(r.active) === 1 && r.lat >= box.minLat && r.lat <= box.maxLat && r.lng >= box.minLng && r.lng <= box.maxLng)
        .map((r) => ({ r, d2: (r.lat - lat) ** 2 + (r.lng - lng) ** 2 * cos2 }))
        .sort((a, b) => a.d2 - b.d2 || a.r.id - b.r.id)
        .slice(0, 40)
        .map(({ r }) => ({ id: r.id, miles: distanceMiles(lat, lng, r.lat, r.lng) }))
        .filter((h) => h.miles <= radiusMiles)
        .sort((a, b) => a.miles - b.miles || a.id - b.id)
        .slice(0, 25)
        .map((h) => [h.id, Math.round(h.miles * 10) / 10]);
    };

    beforeAll(async () => {
      const ds = t.app.get(DataSource);
      const rnd = prng(11);
      const rows: unknown[][] = [];
      // 1,500 active retailers (and 100 inactive, 100 Canadian ones) within about 12 miles of downtown Chicago, denser near the middle.
      for (let i = 0; i < 1700; i++) {
        const d = 0.18 * rnd() ** 1.5;
        const a = 2 * Math.PI * rnd();
        rows.push([chicago.latitude + d * Math.sin(a), chicago.longitude + (d * Math.cos(a)) / 0.75, i >= 1600 ? 3 : 2, i >= 1500 && i < 1600 ? 0 : 1]);
      }
      // A ring 7 to 14 miles around Champaign with nobody nearer: the first small box finds too few and a larger one follows.
      for (let i = 0; i < 600; i++) {
        const d = 0.1 + 0.1 * rnd();
        const a = 2 * Math.PI * rnd();
        rows.push([champaign.latitude + d * Math.sin(a), champaign.longitude + (d * Math.cos(a)) / 0.77, 2, 1]);
      }
      for (let i = 0; i < rows.length; i += 200) {
        const chunk = rows.slice(i, i + 200);
        await ds.query(
          `INSERT INTO retailer (name, state, postal_code, region, lat, lng, lat_band, active) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          chunk.flatMap(([lat, lng, region, active], k) => [`Dense ${i + k}`, 'IL', '60601', region, lat, lng, latBand(lat as number), active]),
        );
      }
      await t.app.get(DirectorySearchService).density.recount();
    });
    afterAll(async () => {
      await t.app.get(DataSource).query("DELETE FROM retailer WHERE name LIKE 'Dense %'");
      await t.app.get(DirectorySearchService).density.recount();
    });

    it('answers every ZIP in and around the cluster and the ring exactly as the whole 25-mile box does', async () => {
      const svc = t.app.get(DirectorySearchService);
      // The grid counts guess boxes of a few miles here, well inside the 25-mile one.
      expect(svc.density.radiusFor(2, chicago.latitude, chicago.longitude, 60)).toBeLessThan(5);
      expect(svc.density.radiusFor(2, champaign.latitude, champaign.longitude, 60)).toBeLessThan(10);
      const all: Row[] = (await t.app.get(DataSource).query('SELECT id, lat, lng, region, active FROM retailer')).map((r: Row) => ({
        id: Number(r.id),
        lat: Number(r.lat),
        lng: Number(r.lng),
        region: Number(r.region),
        active: Number(r.active),
      }));
      const near = (p: zipcodes.ZipCodeRecord, miles: number) =>
        Object.values(zipcodes.codes).filter((z) => z.country === 'US' && z.latitude && distanceMiles(p.latitude, p.longitude, z.latitude, z.longitude) <= miles);
      const boxQueries = jest.spyOn(svc as unknown as { nearestInBox: () => unknown }, 'nearestInBox');
      const boxesPerSearch = new Set<number>();
      try {
        for (const place of [...near(chicago, 14), ...near(champaign, 3)]) {
          const zip = place.zip;
          boxQueries.mockClear();
          const res = await search('Retailers', zip);
          expect(res.status).toBe(200);
          expect(res.body.data.radius).toBe(25);
          expect([zip, res.body.data.retailers.map((r: { id: number; distance: number }) => [r.id, r.distance])]).toEqual([
            zip,
            wholeBoxAnswer(all, place.latitude, place.longitude, 25),
          ]);
          boxesPerSearch.add(boxQueries.mock.calls.length);
        }
      } finally {
        boxQueries.mockRestore();
      }
      // Both ways were taken: the first small box was enough, and it was not.
      expect(boxesPerSearch.has(1)).toBe(true);
      expect(Math.max(...boxesPerSearch)).toBeGreaterThan(1);
    });

    it('ranks the box index-only on idx_retailer_geo', async () => {
      const ds = t.app.get(DataSource);
      const [sql, params] = nearestInBoxQuery({ lat: chicago.latitude, lng: chicago.longitude, region: 2 }, boundingBox(chicago.latitude, chicago.longitude, 3), TEST_DB === 'mariadb');
      if (TEST_DB === 'mariadb') {
        await ds.query('ANALYZE TABLE retailer');
        const plan: { table: string; type: string; key: string; Extra: string }[] = await ds.query(`EXPLAIN ${sql}`, params);
        expect(plan.find((p) => p.key === 'idx_retailer_geo')).toMatchObject({ table: 'retailer', type: 'range', Extra: expect.stringContaining('Using index') });
      } else {
        const plan: { detail: string }[] = await ds.query(`EXPLAIN QUERY PLAN ${sql}`, params);
        expect(plan.map((p) => p.detail).join('; ')).toContain('USING COVERING INDEX idx_retailer_geo');
      }
    });
  });

  describe('migration', () => {
    it('goes down and up again cleanly', async () => {
      const ds = t.app.get(DataSource);
      const qr = ds.createQueryRunner();
      try {
        const m1 = new Directory1700000500000();
        const m2 = new DirectoryGeoIndex1700000500001();
        await m2.down(qr);
        expect((await qr.getTable('retailer'))?.indices.map((i) => i.name).sort()).toEqual(['idx_retailer_band_lng', 'idx_retailer_name']);
        await m1.down(qr);
        expect(await qr.hasTable('retailer')).toBe(false);
        expect(await qr.hasTable('rep_territory')).toBe(false);
        await m1.up(qr);
        await m2.up(qr);
        expect(await qr.hasTable('rep')).toBe(true);
        expect((await qr.getTable('retailer'))?.indices.map((i) => i.name).sort()).toEqual(['idx_retailer_geo', 'idx_retailer_name']);
      } finally {
        await qr.release();
      }
    });
  });
});
