import { prng } from './demo-data';
import { boundingBox, inscribedD2 } from './geo';

describe('the circle inside a search box', () => {
  it('holds only points inside the box, at every latitude and radius the search uses', () => {
    const rnd = prng(3);
    const outside: unknown[] = [];
    for (let i = 0; i < 2000; i++) {
      const lat = 25 + 45 * rnd();
      const lng = -160 + 105 * rnd();
      const radius = 0.2 + 500 * rnd() ** 3;
      const box = boundingBox(lat, lng, radius);
      const circle = inscribedD2(box, lat, lng);
      const cos2 = Math.cos((lat * Math.PI) / 180) ** 2;
      // Points on and just inside the circle, all round it.
      for (let k = 0; k < 16; k++) {
        const a = (k / 16) * 2 * Math.PI;
        const r = Math.sqrt(circle) * (1 - 1e-12);
        const p = { lat: lat + r * Math.sin(a), lng: lng + (r * Math.cos(a)) / Math.sqrt(cos2) };
        if (!(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng)) outside.push({ lat, lng, radius, p });
      }
    }
    expect(outside).toEqual([]);
  });

  it('reaches the top and bottom of the box at mid latitudes, where the box is a little wider than tall', () => {
    const box = boundingBox(41.6, -93.6, 25);
    expect(Math.sqrt(inscribedD2(box, 41.6, -93.6))).toBeCloseTo(25 / 69, 6);
  });

  it('nests: a smaller radius gives a box inside the larger one', () => {
    const big = boundingBox(49, -97, 25);
    const small = boundingBox(49, -97, 3);
    expect(small.minLat).toBeGreaterThan(big.minLat);
    expect(small.maxLat).toBeLessThan(big.maxLat);
    expect(small.minLng).toBeGreaterThan(big.minLng);
    expect(small.maxLng).toBeLessThan(big.maxLng);
  });
});
