import * as fs from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * US ZIP and Canadian FSA centroids, from `postal-places.tsv.gz` beside this file (written from the
 * `zipcodes` package by scripts/build-postal-places.js; the unit stage checks it is current). Read
 * once when this module is first imported, at start-up, never on a request: a line per code
 * (code, country, latitude, longitude, state, city), kept as text and split only when looked up.
 * Requiring the package itself grew the server by ~80 MB; this costs ~4 MB.
 */
export interface PostalRecord {
  code: string;
  country: 'US' | 'CA';
  lat: number;
  lng: number;
  /** The US state's code, or the province's name as the package gives it (use provinceOfFsa for its code). */
  state: string;
  /** As the package gives it: upper case for US ZIPs, a district description for Canadian FSAs. */
  city: string;
}

const FILE = 'postal-places.tsv.gz';

function dataFile(): string {
  // Beside this file (src/ under jest; dist/ once build:server copied it), else the source tree's copy.
  const candidates = [path.join(__dirname, FILE), path.resolve(__dirname, '..', '..', '..', 'src', 'directory', FILE)];
  return candidates.find((c) => fs.existsSync(c)) ?? candidates[0];
}

function load(): Map<string, string> {
  const text = gunzipSync(fs.readFileSync(dataFile())).toString('utf8');
  const table = new Map<string, string>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', start);
    if (tab > start && tab < end) table.set(text.slice(start, tab), text.slice(start, end));
    start = end + 1;
  }
  return table;
}

const TABLE = load();

function parse(line: string): PostalRecord {
  const [code, country, lat, lng, state, city] = line.split('\t');
  return { code, country: country === 'CA' ? 'CA' : 'US', lat: Number(lat), lng: Number(lng), state, city };
}

/** The record of a 5-digit ZIP or a 3-character FSA (upper case), or null. */
export function lookupPostal(code: string): PostalRecord | null {
  const line = TABLE.get(code);
  return line === undefined ? null : parse(line);
}

/** Every record, sorted by code (the demo directory's generator walks them all). */
export function allPostalRecords(): PostalRecord[] {
  return [...TABLE.values()].map(parse);
}

// A letter after the start, a space, a hyphen or an apostrophe starts a word (accented ones too: Sept-Îles, L'Île).
const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s\-'’(/.&])(\p{L})/gu, (_, before: string, c: string) => before + c.toUpperCase());

/**
 * The place name shown for a record: the town in title case; for a Canadian FSA, whose "city" is a
 * district description such as "Downtown Toronto (cn Tower / ...)", the part before the brackets.
 */
export function displayCity(rec: PostalRecord): string {
  return titleCase(rec.country === 'CA' ? rec.city.replace(/\s*\(.*$/, '').trim() : rec.city);
}
