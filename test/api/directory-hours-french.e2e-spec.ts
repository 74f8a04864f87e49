import { DirectoryClock } from '../../src/directory/directory-clock';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

// The server's own zone must not matter: the app runs here as if on a server in New Zealand.
process.env.TZ = 'Pacific/Auckland';

/** A retailer's opening-hours line in the search's language: Canadian French for a French page's search. */
jest.setTimeout(30_000);

const WEEKDAYS_8_TO_5 = {
  weekly: { mon: [['08:00', '17:00']], tue: [['08:00', '17:00']], wed: [['08:00', '17:00']], thu: [['08:00', '17:00']], fri: [['08:30', '17:00']], sat: [], sun: [] },
  holidays: ['2026-12-25'],
  closedUntil: null,
};

describe(`a retailer's opening hours in French (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let montreal: number;
  let toronto: number;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t);
    const save = async (body: Record<string, unknown>) => {
      const res = await t.http
        .post('/api/admin/directory/retailers/save')
        .set(auth())
        .send({ ...body, region: 3, hours: WEEKDAYS_8_TO_5 });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.data.id as number;
    };
    montreal = await save({ name: 'Coop agricole du Plateau', city: 'Montréal', postalCode: 'H2X 1Y4' });
    toronto = await save({ name: 'Harbourfront Farm Supply', city: 'Toronto', postalCode: 'M5V 3L9' });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The line (and its zone, and whether it says open) of a retailer found by a search made at `iso` in a language. */
  async function statusAt(zip: string, id: number, iso: string, locale?: 'en' | 'fr'): Promise<string> {
    const spy = jest.spyOn(t.app.get(DirectoryClock), 'now').mockReturnValue(new Date(iso));
    try {
      const res = await t.http.post('/api/directory/search').send({ label: 'Retailers', zip, regionId: 3, ...(locale ? { locale } : {}) });
      expect(res.status).toBe(200);
      const r = res.body.data.retailers.find((x: { id: number }) => x.id === id);
      const now = Date.parse(iso);
      const e = [...r.openStatus.entries].reverse().find((x: { from: number }) => x.from <= now);
      return `${e.text} [${e.zone}]${e.open ? ' (open)' : ''}`;
    } finally {
      spy.mockRestore();
    }
  }

  it('says it in Canadian French for locale fr: 24-hour times with h, weekdays in lower case, French zone names', async () => {
    // Monday 9 March 2026 in Montréal (EDT since the day before): 8:30, 7:30 and 18:00.
    expect(await statusAt('H2X 1Y4', montreal, '2026-03-09T12:30:00Z', 'fr')).toBe('Ouvert · ferme à 17 h [HAE] (open)');
    expect(await statusAt('H2X 1Y4', montreal, '2026-03-09T11:30:00Z', 'fr')).toBe('Fermé · ouvre à 8 h [HAE]');
    expect(await statusAt('H2X 1Y4', montreal, '2026-03-09T22:00:00Z', 'fr')).toBe('Fermé · ouvre mardi à 8 h [HAE]');
    // Thursday evening: Friday opens at 8:30; Saturday: Monday at 8:00.
    expect(await statusAt('H2X 1Y4', montreal, '2026-03-12T22:00:00Z', 'fr')).toBe('Fermé · ouvre vendredi à 8 h 30 [HAE]');
    expect(await statusAt('H2X 1Y4', montreal, '2026-03-14T16:00:00Z', 'fr')).toBe('Fermé · ouvre lundi à 8 h [HAE]');
    expect(await statusAt('H2X 1Y4', montreal, '2026-12-25T16:00:00Z', 'fr')).toBe('Fermé aujourd’hui · ouvre lundi à 8 h [HNE]');
  });

  it('keeps English for locale en and for a search without a locale, also right after a French search of the same minute', async () => {
    const iso = '2026-03-09T12:30:00Z';
    expect(await statusAt('M5V 3L9', toronto, iso, 'fr')).toBe('Ouvert · ferme à 17 h [HAE] (open)');
    expect(await statusAt('M5V 3L9', toronto, iso, 'en')).toBe('Open now · closes 5:00 PM [EDT] (open)');
    expect(await statusAt('M5V 3L9', toronto, iso)).toBe('Open now · closes 5:00 PM [EDT] (open)');
    expect(await statusAt('M5V 3L9', toronto, iso, 'fr')).toBe('Ouvert · ferme à 17 h [HAE] (open)');
    expect(await statusAt('H2X 1Y4', montreal, '2026-03-14T16:00:00Z', 'en')).toBe('Closed · opens Mon 8:00 AM [EDT]');
  });
});
