import { DIRECTORY_PRODUCTS, DirectoryRegion } from '../contract/directory';
import { CA_PROVINCES, latBand, provinceOfFsa, US_STATES } from './geo';
import { allPostalRecords, displayCity } from './postal-places';

/**
 * Deterministic demo data: reps covering every US state and Canadian province, and retailers at
 * real town coordinates taken from the zipcodes data (the same input always gives the same rows).
 * Phone numbers use the fictional 555-01xx range; web and mail addresses use example.com.
 */

export interface DemoRep {
  name: string;
  title: string;
  /** Canada's reps have their title in Canadian French too. */
  titleFr: string | null;
  email: string;
  phone: string;
  region: DirectoryRegion;
  territory: string[];
  products: string[];
}

const ALL: string[] = [...DIRECTORY_PRODUCTS];
const STABILIZERS = ['AGROTAIN', 'SUPERU', 'CENTURO', 'ANVOL'];
const MICROS = ['WOLF TRAX', 'NUTRAX', 'CROPMIX', '3-TRAX', 'PROTIVATE'];

/** A demo rep's area code: the first province of a Canadian territory's own (a Quebec rep is not called in Saskatchewan). */
const CANADA_AREA_CODES: Record<string, string> = { AB: '403', BC: '604', SK: '306', MB: '204', ON: '416', QC: '514' };
const areaCode = (region: DirectoryRegion, territory: string[]): string => {
  if (region === 2) return '515';
  const province = territory.find((t) => CANADA_AREA_CODES[t]);
  if (province) return CANADA_AREA_CODES[province];
  // An FSA's first letter: S Saskatchewan, M and L Ontario.
  return ({ S: '306', M: '416', L: '905' } as Record<string, string>)[territory[0]?.[0] ?? ''] ?? '306';
};

const rep = (name: string, title: string | [en: string, fr: string], region: DirectoryRegion, territory: string[], products = ALL, n = 0): DemoRep => ({
  name,
  title: typeof title === 'string' ? title : title[0],
  titleFr: typeof title === 'string' ? null : title[1],
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
  phone: `(${areaCode(region, territory)}) 555-01${String(10 + n).padStart(2, '0')}`,
  region,
  territory,
  products,
});

export const DEMO_REPS: DemoRep[] = [
  rep('Megan Hart', 'Territory Sales Manager', 2, ['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA'], ALL, 1),
  rep('Daniel Brooks', 'Territory Sales Manager', 2, ['DE', 'MD', 'DC', 'VA', 'WV', 'NC', 'SC'], ALL, 2),
  rep('Laura Whitfield', 'Territory Sales Manager', 2, ['GA', 'FL', 'AL', 'MS', 'TN', 'KY'], ALL, 3),
  rep('Kevin Marsh', 'Territory Sales Manager', 2, ['OH', 'IN', 'MI'], ALL, 4),
  rep('Sarah Lindgren', 'Territory Sales Manager', 2, ['IA'], ALL, 5),
  rep('Tom Kessler', 'Agronomist, Des Moines Metro', 2, ['500', '501', '503'], STABILIZERS, 6),
  rep('Ava Ramirez', 'Key Account Manager', 2, ['50309', '50310', '50311'], ALL, 7),
  rep('Brian Olson', 'Territory Sales Manager', 2, ['IL', 'WI'], ALL, 8),
  rep('Erik Halvorsen', 'Territory Sales Manager', 2, ['MN', 'ND', 'SD'], ALL, 9),
  rep('Rachel Dunn', 'Territory Sales Manager', 2, ['NE', 'KS', 'MO'], ALL, 10),
  rep('Carlos Vega', 'Territory Sales Manager', 2, ['TX', 'OK', 'AR', 'LA'], ALL, 11),
  rep('Jenna Price', 'Territory Sales Manager', 2, ['CO', 'WY', 'MT', 'ID', 'UT', 'NV'], ALL, 12),
  rep('Marcus Lee', 'Territory Sales Manager', 2, ['AZ', 'NM', 'CA', 'HI'], ALL, 13),
  rep('Olivia Grant', 'Territory Sales Manager', 2, ['OR', 'WA', 'AK'], ALL, 14),
  rep('Nadia Kowalski', 'Specialty Products Manager', 2, ['608', '609', '617', '618', '619'], MICROS, 15),
  rep('Graham MacLeod', ['Regional Sales Manager, Western Canada', 'Directeur régional des ventes, Ouest canadien'], 3, ['AB', 'BC', 'YT', 'NT', 'NU'], ALL, 1),
  rep('Chantelle Roy', ['Regional Sales Manager', 'Directrice régionale des ventes'], 3, ['SK'], ALL, 2),
  rep('Owen Fraser', ['Agronomist, Regina', 'Agronome, Regina'], 3, ['S4P', 'S4N', 'S4R', 'S4S', 'S4T'], STABILIZERS, 3),
  rep('Heather Lyle', ['Regional Sales Manager', 'Directrice régionale des ventes'], 3, ['MB'], ALL, 4),
  rep('Priya Sandhu', ['Regional Sales Manager, Ontario', 'Directrice régionale des ventes, Ontario'], 3, ['ON'], ALL, 5),
  rep('Liam Chen', ['Account Manager, Greater Toronto', 'Directeur de comptes, région du Grand Toronto'], 3, ['M5V', 'M5H', 'M5J', 'M4W', 'L4K'], ALL, 6),
  rep('Julie Tremblay', ['Regional Sales Manager, Quebec and Atlantic', 'Directrice régionale des ventes, Québec et Atlantique'], 3, ['QC', 'NB', 'NS', 'PE', 'NL'], ALL, 7),
];

export interface DemoRetailer {
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  region: DirectoryRegion;
  phone: string;
  website: string;
  email: string;
  lat: number;
  lng: number;
  latBand: number;
  products: string[];
  active: boolean;
}

const NAME_PATTERNS = [
  '{city} Farm Supply',
  '{city} Ag Center',
  '{city} Cooperative',
  '{city} Grain & Agronomy',
  'Heartland Agronomy {city}',
  '{city} Crop Services',
  'Prairie Gold Ag {city}',
  '{city} Fertilizer Co.',
];
const STREETS = ['Main St', 'Elevator Rd', 'Railroad Ave', 'Industrial Pkwy', 'County Rd 12', 'Highway 30', 'Mill St', 'Depot St', 'Co-op Dr', 'Range Rd 214'];

// Quebec's businesses carry French names and addresses (Charter of the French Language), so its demo retailers do too.
const QUEBEC_NAME_PATTERNS = [
  'Coop agricole {city}',
  'Centre agricole {city}',
  'Agro-services {city}',
  'Grains et agronomie {city}',
  'Meunerie {city}',
  'Services aux cultures {city}',
  'Centre de grains {city}',
  'Engrais {city}',
];
const QUEBEC_STREETS = [
  'rue Principale',
  'chemin de la Gare',
  'rue du Moulin',
  'boulevard Industriel',
  'rang Saint-Joseph',
  'route 132',
  'rue de la Coopérative',
  'chemin du Roy',
  'rue de l’Église',
  'montée Sainte-Marie',
];
const COMPASS = '(?:Central|North|South|East|West|Northeast|Northwest|Southeast|Southwest)';
/** Canada Post's English descriptor after a Quebec place name ('Saint-Laurent Inner Northeast', 'Alma North'): not part of a town's name. */
const ENGLISH_DESCRIPTOR = new RegExp(`\\s+(?:(?:Inner|Outer|Lower|Upper|Mid-)\\s*)?(?:${COMPASS}|Riverbank)(?:\\s+(?:And\\s+)?${COMPASS})*$`, 'i');

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small deterministic generator (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Place {
  code: string;
  city: string;
  state: string;
  region: DirectoryRegion;
  lat: number;
  lng: number;
}

let placesCache: Place[] | null = null;
/** Every US ZIP (in the 50 states and DC) and Canadian FSA that has coordinates, sorted by code. */
export function allPlaces(): Place[] {
  if (placesCache) return placesCache;
  const out: Place[] = [];
  for (const rec of allPostalRecords()) {
    if (rec.country === 'US' && US_STATES[rec.state]) out.push({ code: rec.code, city: displayCity(rec), state: rec.state, region: 2, lat: rec.lat, lng: rec.lng });
    else if (rec.country === 'CA') {
      const prov = provinceOfFsa(rec.code);
      if (prov) out.push({ code: rec.code, city: displayCity(rec), state: prov, region: 3, lat: rec.lat, lng: rec.lng });
    }
  }
  placesCache = out.sort((a, b) => a.code.localeCompare(b.code));
  return out;
}

/** A Quebec place as a French address writes it: 'Cap-de-la-Madeleine', 'Québec' (not 'Cap-De-La- Madeleine Central', 'Quebec City East'). */
function quebecPlace(city: string): string {
  const town = city
    .replace(ENGLISH_DESCRIPTOR, '')
    .replace(/-\s+/g, '-')
    .replace(/-(De|Du|Des|La|Le|Les|Sur)(?=-)/g, (m) => m.toLowerCase());
  return town.startsWith('Quebec City') ? 'Québec' : town;
}

function retailerAt(p: Place, i: number, rnd: () => number, jitter = 0): DemoRetailer {
  const quebec = p.state === 'QC';
  const place = quebec ? quebecPlace(p.city) : p.city;
  const city = place.length > 40 ? place.slice(0, 40).trim() : place;
  const name = (quebec ? QUEBEC_NAME_PATTERNS : NAME_PATTERNS)[i % NAME_PATTERNS.length].replace('{city}', city);
  const domain = `${slug(name).slice(0, 40)}.example.com`;
  const lat = Math.round((p.lat + (rnd() - 0.5) * jitter) * 1e5) / 1e5;
  const lng = Math.round((p.lng + (rnd() - 0.5) * jitter) * 1e5) / 1e5;
  const products = DIRECTORY_PRODUCTS.filter((_, k) => (i + k) % 3 !== 0 || k === 0);
  return {
    name,
    // French addresses put a comma after the civic number.
    address: quebec ? `${100 + ((i * 37) % 9000)}, ${QUEBEC_STREETS[i % QUEBEC_STREETS.length]}` : `${100 + ((i * 37) % 9000)} ${STREETS[i % STREETS.length]}`,
    city,
    state: p.state,
    postalCode: p.region === 2 ? p.code : `${p.code} ${1 + (i % 9)}A${i % 10}`,
    region: p.region,
    phone: `(${p.region === 2 ? 800 : 888}) 555-01${String(i % 100).padStart(2, '0')}`,
    website: `https://www.${domain}`,
    email: `info@${domain}`,
    lat,
    lng,
    latBand: latBand(lat),
    products: [...products],
    active: true,
  };
}

/** The demo retailers: five towns spread across each state and province (fewer where a territory has fewer FSAs). */
export function demoRetailers(perArea = 5): DemoRetailer[] {
  const byArea = new Map<string, Place[]>();
  for (const p of allPlaces()) {
    const k = `${p.region}:${p.state}`;
    if (!byArea.has(k)) byArea.set(k, []);
    byArea.get(k)!.push(p);
  }
  const areas = [...Object.keys(US_STATES).map((s) => `2:${s}`), ...Object.keys(CA_PROVINCES).map((s) => `3:${s}`)];
  const rnd = prng(42);
  const out: DemoRetailer[] = [];
  for (const area of areas) {
    const places = byArea.get(area) ?? [];
    const n = Math.min(perArea, places.length);
    for (let k = 0; k < n; k++) {
      // Evenly spaced through the area's sorted codes, offset so the first pick is not always the lowest code.
      const p = places[Math.floor(((k + 0.5) * places.length) / n)];
      out.push(retailerAt(p, out.length, rnd));
    }
  }
  // A few retailers in the Des Moines and Toronto areas so the demo searches find neighbours close by.
  for (const code of ['50309', '50021', '50263', 'M5V', 'M4W', 'L4K', 'S4P', 'R3T']) {
    const p = allPlaces().find((x) => x.code === code);
    if (p) out.push(retailerAt(p, out.length, rnd, 0.08));
  }
  return out;
}

/**
 * `count` generated retailers for benchmarks: random real places, jittered by up to ±0.1°.
 * @public bench/directory-search.js loads it from the build.
 */
export function generatedRetailers(count: number, seed = 7): DemoRetailer[] {
  const places = allPlaces();
  const rnd = prng(seed);
  const out: DemoRetailer[] = [];
  for (let i = 0; i < count; i++) out.push(retailerAt(places[Math.floor(rnd() * places.length)], i, rnd, 0.2));
  return out;
}
