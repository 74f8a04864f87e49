import { prng } from './demo-data';
import { doubleLiteral, nearestInBoxQuery } from './directory-search.service';
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
