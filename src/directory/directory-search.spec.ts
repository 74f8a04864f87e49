import type { DataSource } from 'typeorm';
import { QueryFailedError } from 'typeorm';

import { prng } from './demo-data';
import { DirectorySearchService, doubleLiteral, nearestInBoxQuery } from './directory-search.service';
import { boundingBox } from './geo';

describe('the box query', () => {
  const origin = { lat: 41.5868, lng: -93.625, region: 2 as const };
  const box = boundingBox(origin.lat, origin.lng, 25);

  it('binds one parameter per placeholder, in order, for SQLite', () => {
    const [sql, params] = nearestInBoxQuery(origin, box, false);
    expect(sql.split('?').length - 1).toBe(params.length);
    const cos2 = Math.cos((origin.lat * Math.PI) / 180) ** 2;
    expect(params).toEqual([origin.lat, origin.lat, origin.lng, origin.lng, cos2, ...box.bands, box.minLng, box.maxLng, box.minLat, box.maxLat, 2]);
  });

  it('writes the coordinates as DOUBLE literals for MariaDB, binding only the bands and the region', () => {
    const [sql, params] = nearestInBoxQuery(origin, box, true);
    expect(params).toEqual([...box.bands, 2]);
    expect(sql.split('?').length - 1).toBe(params.length);
    expect(sql).toContain(`(lat - ${doubleLiteral(origin.lat)})`);
    expect(sql).toContain(`lng BETWEEN ${doubleLiteral(box.minLng)} AND ${doubleLiteral(box.maxLng)}`);
    // No plain decimal number (which MariaDB would read as DECIMAL) is left in the text.
    expect(sql).not.toMatch(/[^\d.e+-]-?\d+\.\d+(?![\d.]*e)/);
  });

  it('writes DOUBLE literals that read back to exactly the same number, and refuses anything else', () => {
    const rnd = prng(5);
    for (let i = 0; i < 1000; i++) {
      const x = (rnd() - 0.5) * 400;
      expect(doubleLiteral(x)).toMatch(/^-?\d(\.\d+)?e[+-]\d+$/);
      expect(Number(doubleLiteral(x))).toBe(x);
    }
    expect(doubleLiteral(0)).toBe('0e+0');
    for (const bad of [NaN, Infinity, -Infinity]) expect(() => doubleLiteral(bad)).toThrow();
  });
});

describe('the search on MySQL/MariaDB', () => {
  /** A DataSource whose MySQL driver pool answers every query with `answer`. */
  const mariaDb = (answer: (sql: string) => { err: Error | null; rows?: unknown[] }) => {
    const sent: string[] = [];
    const ds = {
      options: { type: 'mariadb' },
      driver: {
        pool: {
          query: (sql: string, _params: unknown[], cb: (err: Error | null, rows?: unknown[]) => void) => {
            sent.push(sql);
            const a = answer(sql);
            setImmediate(() => cb(a.err, a.rows));
          },
        },
      },
      query: () => Promise.reject(new Error('not through TypeORM')),
    } as unknown as DataSource;
    return { ds, sent };
  };

  it('sends its queries straight to the driver pool, the box scan naming its index', async () => {
    const { ds, sent } = mariaDb(() => ({ err: null, rows: [] }));
    const svc = new DirectorySearchService(ds);
    svc.density.radiusFor = () => null;
    const r = await svc.search({ label: 'Retailers', zip: '50309', regionId: 2 });
    expect(r.retailers).toEqual([]);
    // The retailers whose declared service area covers the search, and every radius step (nothing found).
    expect(sent.length).toBe(6);
    expect(sent.filter((q) => q.includes('FROM retailer FORCE INDEX (idx_retailer_geo)'))).toHaveLength(5);
    expect(sent.filter((q) => q.includes('FROM retailer_service_area'))).toHaveLength(1);
    await svc.search({ label: 'Reps', zip: '50309', regionId: 2 });
    expect(sent.slice(6).some((q) => q.includes('FROM rep_territory t JOIN rep r'))).toBe(true);
  });

  it('rejects with a QueryFailedError carrying the SQL when the database fails', async () => {
    const { ds } = mariaDb(() => ({ err: new Error('Lost connection to MySQL server during query') }));
    const svc = new DirectorySearchService(ds);
    svc.density.radiusFor = () => null;
    const failed = svc.search({ label: 'Retailers', zip: '50309', regionId: 2 });
    await expect(failed).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failed).rejects.toMatchObject({ message: 'Lost connection to MySQL server during query', query: expect.stringContaining('FROM retailer') });
  });
});
