import { DEMO_REPS, demoRetailers } from './demo-data';
import { CA_PROVINCES, distanceMiles, geocode, parsePostalCode, provinceOfFsa, US_STATES } from './geo';
import { validateRetailer } from './rules';
import { parseTerritoryList } from './territory';

describe('postal code parsing', () => {
  it('reads ZIP, ZIP+4 and Canadian codes in any spacing and case', () => {
    expect(parsePostalCode(' 50309-1234 ')).toEqual({ region: 2, zip: '50309', zip3: '503' });
    expect(parsePostalCode('m5v3l9')).toEqual({ region: 3, fsa: 'M5V', ldu: '3L9', code: 'M5V 3L9' });
    expect(parsePostalCode('M5V')).toMatchObject({ region: 3, fsa: 'M5V', code: 'M5V' });
  });
  it('refuses letters Canada Post never uses', () => {
    for (const bad of ['D1A 1A1', 'W1A', 'M5V 3O9', '1234', '']) expect(() => parsePostalCode(bad)).toThrow();
  });
  it('geocodes an FSA to its centroid and names the province from the first letter', () => {
    expect(geocode(parsePostalCode('S4P 3Y2'))).toMatchObject({ state: 'SK', region: 3 });
    expect(provinceOfFsa('X0A')).toBe('NU');
    expect(provinceOfFsa('X1A')).toBe('NT');
  });
});

describe('distance', () => {
  it('is 69.09 miles per degree of latitude', () => {
    expect(distanceMiles(40, -93, 41, -93)).toBeCloseTo(69.09, 1);
  });
});

describe('territory codes', () => {
  it('recognizes ZIP, ZIP3 and state codes for the US and FSA and province codes for Canada', () => {
    expect(parseTerritoryList('50309, 503 ia', 2).codes.map((c) => c.key)).toEqual(['zip:50309', 'zip3:503', 'state:IA']);
    expect(parseTerritoryList(['M5V', 'on'], 3).codes.map((c) => c.key)).toEqual(['fsa:M5V', 'state:ON']);
    expect(parseTerritoryList('ON', 2).errors).toHaveLength(1);
  });
});

describe('retailer rules', () => {
  it('fills coordinates and state from the postal code', () => {
    const { value, errors } = validateRetailer({ name: 'A', city: 'B', region: 2, postalCode: '50309' });
    expect(errors).toEqual({});
    expect(value).toMatchObject({ state: 'IA', lat: 41.5887, lng: -93.6212 });
  });
  it('refuses a US ZIP on a Canadian retailer', () => {
    expect(validateRetailer({ name: 'A', city: 'B', region: 3, postalCode: '50309' }).errors.postalCode).toBe('Please enter a Canadian postal code, for example M5V 3L9.');
  });
});

describe('demo data', () => {
  it('has reps covering every US state and Canadian province', () => {
    const covered = new Set(
      DEMO_REPS.flatMap((r) =>
        parseTerritoryList(r.territory, r.region)
          .codes.filter((c) => c.kind === 'state')
          .map((c) => c.code),
      ),
    );
    for (const s of [...Object.keys(US_STATES), ...Object.keys(CA_PROVINCES)]) expect(covered).toContain(s);
  });
  it('has at least 300 valid retailers, the same every time', () => {
    const list = demoRetailers();
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(demoRetailers()).toEqual(list);
    for (const r of list) expect(validateRetailer({ ...r }).errors).toEqual({});
  });
});

describe('tracking pixel setting', () => {
  it('keeps at most two https URLs from TRACKING_PIXEL_URLS', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { loadConfig } = require('../config/app-config');
    const secret = 'x'.repeat(40).replace(/x/g, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
    const cfg = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/dir-cfg-test',
      JWT_ACCESS_SECRET: secret,
      JWT_REFRESH_SECRET: secret + 'y',
      TRACKING_PIXEL_URLS: 'https://a.example.com/p.gif, http://insecure.example.com/p.gif https://b.example.com/p.gif,https://c.example.com/p.gif',
    });
    expect(cfg.trackingPixelUrls).toEqual(['https://a.example.com/p.gif', 'https://b.example.com/p.gif']);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/dir-cfg-test', JWT_ACCESS_SECRET: secret, JWT_REFRESH_SECRET: secret + 'y' }).trackingPixelUrls).toEqual([]);
  });
});
