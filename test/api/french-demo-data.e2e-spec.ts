import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * What French pages show of the data: a rep's French title (saved by the admin, imported and exported as CSV,
 * given by a French locator search) and the seeded French labels and safety data sheets, titled and noted in French.
 */
jest.setTimeout(30_000);

interface RepAnswer {
  id: number;
  name: string;
  title: string;
  titleFr: string | null;
}
interface LabelRow {
  guid: string;
  title: string;
  language: string;
}

describe(`French demo data: rep titles and documents (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const saveRep = (body: Record<string, unknown>) => t.http.post('/api/admin/directory/reps/save').set(auth()).send(body);
  const searchReps = (zip: string, locale?: 'fr') => t.http.post('/api/directory/search').send({ label: 'Reps', zip, regionId: 3, ...(locale ? { locale } : {}) });
  const repsFound = async (zip: string, locale?: 'fr') => {
    const res = await searchReps(zip, locale);
    expect(res.status).toBe(200);
    return res.body.data.reps as RepAnswer[];
  };

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    token = await adminToken(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe("a rep's French title", () => {
    it('is saved by the admin form and given back by the save and the edit screen', async () => {
      const res = await saveRep({ name: 'Mathieu Gagnon', title: 'Agronomist, Saguenay', titleFr: 'Agronome, Saguenay', region: 3, territory: ['G7H'] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Mathieu Gagnon', title: 'Agronomist, Saguenay', titleFr: 'Agronome, Saguenay' });
      const read = await t.http.get(`/api/admin/directory/reps/get/${res.body.data.id}`).set(auth());
      expect(read.body.data.titleFr).toBe('Agronome, Saguenay');

      // Emptied, it is gone: French pages then show the English title.
      const emptied = await saveRep({ ...read.body.data, titleFr: '' });
      expect(emptied.status).toBe(200);
      expect(emptied.body.data.titleFr).toBeNull();
    });

    it('staff find a rep, and the audit entry of the save, by a name typed without its accents', async () => {
      expect((await saveRep({ name: 'Hélène Bélanger', title: 'Agronomist', region: 3, territory: ['J7Y'] })).status).toBe(200);
      const list = await t.http.post('/api/admin/directory/reps/filter').set(auth()).send({ search: 'helene belanger' }).expect(200);
      expect(list.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Hélène Bélanger']);
      const audit = await t.http.get('/api/admin/audit').query({ q: 'BELANGER' }).set(auth()).expect(200);
      expect(audit.body.data.items.map((e: { itemTitle: string }) => e.itemTitle)).toContain('Hélène Bélanger');
    });

    it('staff find a retailer by its town typed without accents', async () => {
      const saved = await t.http.post('/api/admin/directory/retailers/save').set(auth()).send({ name: 'Coop Léveillé', region: 3, city: 'Trois-Rivières', postalCode: 'G8Y 1A1' });
      expect(saved.status).toBe(200);
      const list = await t.http.post('/api/admin/directory/retailers/filter').set(auth()).send({ search: 'trois-rivieres' }).expect(200);
      expect(list.body.data.items.map((r: { name: string }) => r.name)).toContain('Coop Léveillé');
      const byName = await t.http.post('/api/admin/directory/retailers/filter').set(auth()).send({ search: 'coop leveille' }).expect(200);
      expect(byName.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Coop Léveillé']);
    });

    it('is refused when longer than 150 characters, with a message naming the field', async () => {
      const res = await saveRep({ name: 'Trop Long', title: 'Agronomist', titleFr: 'é'.repeat(151), region: 3, territory: ['G7H'] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Title (French) must be at most 150 characters.' });
      expect(res.body.errors).toEqual({ titleFr: 'Title (French) must be at most 150 characters.' });
      const list = await t.http.post('/api/admin/directory/reps/filter').set(auth()).send({ search: 'Trop Long' });
      expect(list.body.data.total).toBe(0);
      // 150 is fine.
      expect((await saveRep({ name: 'Assez Long', titleFr: 'é'.repeat(150), region: 3, territory: ['G7H'] })).status).toBe(200);
    });

    it('is what a French locator search gives for a Canadian rep; an English search gives the English title', async () => {
      const quebec = (await repsFound('H2X 1Y4', 'fr')).find((r) => r.name === 'Julie Tremblay');
      expect(quebec?.title).toBe('Directrice régionale des ventes, Québec et Atlantique');
      expect((await repsFound('S4P 3Y2', 'fr')).map((r) => [r.name, r.title])).toEqual([
        ['Owen Fraser', 'Agronome, Regina'],
        ['Chantelle Roy', 'Directrice régionale des ventes'],
      ]);
      expect((await repsFound('M5V 3L9', 'fr')).find((r) => r.name === 'Liam Chen')?.title).toBe('Directeur de comptes, région du Grand Toronto');
      expect((await repsFound('H2X 1Y4')).find((r) => r.name === 'Julie Tremblay')?.title).toBe('Regional Sales Manager, Quebec and Atlantic');
    });

    it('names the searched district in French on a French search (Canada Post’s French words), and in English otherwise', async () => {
      const place = async (zip: string, locale?: 'fr') => {
        const res = await searchReps(zip, locale);
        expect(res.status).toBe(200);
        return (res.body.data.origin as { place: string }).place;
      };
      expect(await place('H2X 1Y4', 'fr')).toBe('Plateau Mont-Royal Sud-Est, QC');
      expect(await place('S4P 3Y2', 'fr')).toBe('Regina Centre, SK');
      expect(await place('M5V 3L9', 'fr')).toBe('Toronto Centre-ville, ON');
      expect(await place('H2X 1Y4')).toBe('Plateau Mont-Royal Southeast, QC');
      expect(await place('M5V 3L9')).toBe('Downtown Toronto, ON');
    });

    it('falls back to the English title on a French search when the rep has none', async () => {
      const saved = await saveRep({ name: 'Kevin Arsenault', title: 'Account Manager, Moncton', region: 3, territory: ['E1C'] });
      expect(saved.body.data.titleFr).toBeNull();
      expect((await repsFound('E1C 1A1', 'fr')).find((r) => r.name === 'Kevin Arsenault')?.title).toBe('Account Manager, Moncton');
    });

    it('has a CSV column that exports and imports; a file without the column leaves it as it was', async () => {
      const { id } = (await saveRep({ name: 'Sophie Bouchard', title: 'Agronomist', titleFr: 'Agronome', region: 3, territory: ['J2S'] })).body.data;
      const exported = (await t.http.get('/api/admin/directory/reps/export').set(auth())).body.data.csv as string;
      expect(exported.split('\r\n')[0]).toBe('id,name,title,titleFr,photoUrl,email,phone,region,territory,products,active');
      expect(exported).toContain(`${id},Sophie Bouchard,Agronomist,Agronome,`);

      const older = await t.http
        .post('/api/admin/directory/reps/import?dryRun=false')
        .set(auth())
        .attach('file', Buffer.from(`id,name,title,region,territory\n${id},Sophie Bouchard,Senior Agronomist,3,J2S\n`), 'reps.csv');
      expect(older.body.data).toMatchObject({ updated: 1, rejected: [] });
      expect((await t.http.get(`/api/admin/directory/reps/get/${id}`).set(auth())).body.data).toMatchObject({ title: 'Senior Agronomist', titleFr: 'Agronome' });

      const newer = await t.http
        .post('/api/admin/directory/reps/import?dryRun=false')
        .set(auth())
        .attach(
          'file',
          Buffer.from(`id,name,title,titleFr,region,territory\n${id},Sophie Bouchard,Senior Agronomist,Agronome principale,3,J2S\n,Long Titre,,${'x'.repeat(151)},3,J2S\n`),
          'reps.csv',
        );
      expect(newer.body.data).toMatchObject({ updated: 1, added: 0, rejected: [{ line: 3, reason: 'Title (French) must be at most 150 characters.' }] });
      expect((await t.http.get(`/api/admin/directory/reps/get/${id}`).set(auth())).body.data.titleFr).toBe('Agronome principale');
    });
  });

  describe('the seeded French labels and safety data sheets', () => {
    let french: LabelRow[];
    beforeAll(async () => {
      const res = await t.http.get('/api/labels/search').query({ region: '3', lang: 'fr' });
      expect(res.status).toBe(200);
      french = res.body.data.families.flatMap((f: { products: { documents: LabelRow[] }[] }) => f.products.flatMap((p) => p.documents));
    });

    it('have French titles, with no English word in them', async () => {
      expect(french.length).toBeGreaterThan(0);
      const titles = french.map((d) => d.title);
      expect(titles).toEqual(expect.arrayContaining(['AGROTAIN — Étiquette', 'SUPERU — Fiche de données de sécurité']));
      for (const title of titles) expect(title).not.toMatch(/\(French label\)|\bLabel\b|\bSDS\b|French/);
    });

    it('are found by words typed without accents, in the library and in the admin', async () => {
      const titles = async (q: string) =>
        ((await t.http.get('/api/labels/search').query({ region: '3', q }).expect(200)).body.data.families as { products: { documents: LabelRow[] }[] }[]).flatMap((f) =>
          f.products.flatMap((p) => p.documents.map((d) => d.title)),
        );
      expect(await titles('fiche de donnees de securite')).toEqual(expect.arrayContaining(['SUPERU — Fiche de données de sécurité']));
      expect(await titles('ÉTIQUETTE')).toEqual(expect.arrayContaining(['AGROTAIN — Étiquette']));
      const admin = await t.http.post('/api/admin/documents/filter').set(auth()).send({ search: 'superu — fiche de donnees' }).expect(200);
      expect(admin.body.data.items.map((d: { title: string }) => d.title)).toContain('SUPERU — Fiche de données de sécurité');
    });

    it('say what changed in French', async () => {
      for (const doc of french) {
        const view = (await t.http.get(`/api/labels/documents/${doc.guid}`)).body.data;
        for (const revision of [view.current, ...view.revisions]) expect([doc.title, revision.whatChanged]).toEqual([doc.title, 'Première révision publiée.']);
      }
    });
  });
});
