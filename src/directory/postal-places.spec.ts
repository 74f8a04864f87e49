import * as fs from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';

import * as zipcodes from 'zipcodes';

import { geocode, parsePostalCode } from './geo';
import { allPostalRecords, displayCity, frenchPlaceName, lookupPostal } from './postal-places';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { postalPlacesText, FILE } = require('../../scripts/build-postal-places.js') as { postalPlacesText: () => string; FILE: string };

describe('postal places (the zipcodes data, read from our own table)', () => {
  it('the committed table is exactly what scripts/build-postal-places.js makes from the installed package', () => {
    expect(path.basename(FILE)).toBe('postal-places.tsv.gz');
    expect(gunzipSync(fs.readFileSync(path.join(__dirname, 'postal-places.tsv.gz'))).toString('utf8')).toBe(postalPlacesText());
  });

  it('spells Quebec places with their accents (the package lost them)', () => {
    expect(displayCity(lookupPostal('G4R')!)).toContain('Sept-Îles');
    expect(displayCity(lookupPostal('E8T')!)).toContain('Lamèque');
    expect(allPostalRecords().filter((r) => r.city.includes('\uFFFD'))).toEqual([]);
  });

  it('looks up a ZIP and an FSA with the package’s coordinates', () => {
    for (const code of ['50010', '50309', '59001', '68508', 'M5V', 'S4P']) {
      const rec = zipcodes.lookup(code)!;
      expect(lookupPostal(code)).toMatchObject({ code, lat: rec.latitude, lng: rec.longitude, state: rec.state, city: rec.city });
    }
    expect(lookupPostal('00000')).toBeNull();
    expect(lookupPostal('Z9Z')).toBeNull();
  });

  it('geocodes as before: place names, states and provinces', () => {
    expect(geocode(parsePostalCode('50010'))).toMatchObject({ place: 'Ames, IA', state: 'IA', region: 2 });
    expect(geocode(parsePostalCode('M5V 3L9'))).toMatchObject({ code: 'M5V 3L9', place: 'Downtown Toronto, ON', state: 'ON', region: 3 });
    expect(() => geocode(parsePostalCode('00000'))).toThrow('We could not find ZIP code 00000. Please check it and try again.');
  });

  it('names a Canadian district in French the way Canada Post’s French names do; a town’s own name stays', () => {
    expect(frenchPlaceName('Plateau Mont-Royal Southeast')).toBe('Plateau Mont-Royal Sud-Est');
    expect(frenchPlaceName('Regina Central')).toBe('Regina Centre');
    expect(frenchPlaceName('Downtown Toronto')).toBe('Toronto Centre-ville');
    expect(frenchPlaceName('Calgary Ne')).toBe('Calgary Nord-Est');
    expect(frenchPlaceName('Saskatoon Central And East')).toBe('Saskatoon Centre et Est');
    expect(frenchPlaceName('Quebec City Lower Riverbank')).toBe('Québec Lower Riverbank');
    expect(frenchPlaceName('Montreal North')).toBe('Montréal Nord');
    // A first word is the town's own name; a name with hyphens or accents is left whole.
    expect(frenchPlaceName('North Bay')).toBe('North Bay');
    expect(frenchPlaceName('West Vancouver')).toBe('West Vancouver');
    expect(frenchPlaceName('Côte-Saint-Luc')).toBe('Côte-Saint-Luc');
  });

  it('holds every US ZIP and Canadian FSA with coordinates, in code order', () => {
    const all = allPostalRecords();
    expect(all.length).toBeGreaterThan(43_000);
    expect(all.filter((r) => r.country === 'CA').length).toBeGreaterThan(1_500);
    expect(all.map((r) => r.code)).toEqual([...all.map((r) => r.code)].sort());
  });
});
