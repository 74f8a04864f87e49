import { DataSource } from 'typeorm';

import { SelectorSolutions1700000700000 } from '../../migrations/1700000700000-selector-solutions';
import type { SelectorSolution } from '../../src/contract/product-selector';
import { SELECTOR_ROUTES } from '../../src/contract/routes';
import { SelectorSolutionSeeder } from '../../src/selector/selector.service';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

describe(`product selector solution catalogue (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const analysis = (list: SelectorSolution[], code: string) => list.find((s) => s.code === code)?.analyses.map((a) => `${a.percent} ${a.nutrient}`);

  it('serves the seeded catalogue to anonymous visitors, in display order, even without demo content', async () => {
    const res = await t.http.get(SELECTOR_ROUTES.solutions.path);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300, s-maxage=\d+/);
    const list = res.body.data as SelectorSolution[];
    expect(list.map((s) => s.code)).toEqual([
      'zinc',
      'boron',
      'copper',
      'iron',
      'manganese',
      'magnesium',
      'calcium',
      'cropmix',
      '3-trax',
      'nu-trax-p-plus',
      'nu4-dri',
      'nu5-dri',
      'nu5-lux',
      'anvol',
      'superu',
      'centuro',
    ]);
    expect(list.every((s) => s.productPath.startsWith('/') && s.labelProductName.length > 0)).toBe(true);
  });

  it('carries the guaranteed analyses of spec section 9', async () => {
    const list = (await t.http.get(SELECTOR_ROUTES.solutions.path)).body.data as SelectorSolution[];
    expect(analysis(list, 'zinc')).toEqual(['62% Zinc']);
    expect(analysis(list, 'boron')).toEqual(['18% Boron']);
    expect(analysis(list, 'copper')).toEqual(['56.5% Copper']);
    expect(analysis(list, 'iron')).toEqual(['46.5% Iron']);
    expect(analysis(list, 'manganese')).toEqual(['33% Manganese']);
    expect(analysis(list, 'magnesium')).toEqual(['30% Magnesium']);
    expect(analysis(list, 'calcium')).toEqual(['27% Calcium']);
    expect(analysis(list, 'cropmix')).toEqual(['17% Zinc', '2% Boron', '18% Manganese', '1% Copper', '1% Iron']);
    expect(analysis(list, '3-trax')).toEqual(['26% Zinc', '3% Boron', '13% Manganese']);
    expect(analysis(list, 'nu-trax-p-plus')).toEqual(['20% Zinc', '25% Phosphate', '5% Manganese', '4% Nitrogen']);
  });

  it('links each solution to its US product page and names its label record', async () => {
    const list = (await t.http.get(SELECTOR_ROUTES.solutions.path)).body.data as SelectorSolution[];
    const by = Object.fromEntries(list.map((s) => [s.code, s]));
    expect([by.anvol.productPath, by.superu.productPath, by.centuro.productPath]).toEqual(['/anvol', '/superu', '/centuro']);
    expect(by['nu5-lux'].productPath).toBe('/protivate');
    expect(by.cropmix.productPath).toBe('/wolf-trax');
    expect(by.zinc.labelProductName).toBe('WOLF TRAX Zinc DDP');
    expect(by['nu-trax-p-plus'].labelProductName).toBe('NU-TRAX P+');
  });

  it('stores one row per solution and does not seed twice', async () => {
    const ds = t.app.get(DataSource);
    const count = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM selector_solution'))[0].n);
    expect(await count()).toBe(16);
    await t.app.get(SelectorSolutionSeeder).seed();
    expect(await count()).toBe(16);
  });

  it('refuses writes to the catalogue route', async () => {
    const res = await t.http.post(SELECTOR_ROUTES.solutions.path).send({});
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  // Last: takes the table down and back up.
  it('has a migration that reverts and re-applies cleanly', async () => {
    const ds = t.app.get(DataSource);
    const qr = ds.createQueryRunner();
    try {
      const migration = new SelectorSolutions1700000700000();
      await migration.down(qr);
      expect(await qr.hasTable('selector_solution')).toBe(false);
      await migration.up(qr);
      expect(await qr.hasTable('selector_solution')).toBe(true);
    } finally {
      await qr.release();
    }
    await t.app.get(SelectorSolutionSeeder).seed();
    expect((await t.http.get(SELECTOR_ROUTES.solutions.path)).body.data).toHaveLength(16);
  });
});
