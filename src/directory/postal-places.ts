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

/** Whole words of Canada Post's district descriptions, as its French names write them ("Regina Centre", "Laval Ouest"). */
const FRENCH_WORDS: Record<string, string> = {
  Northeast: 'Nord-Est',
  Northwest: 'Nord-Ouest',
  Southeast: 'Sud-Est',
  Southwest: 'Sud-Ouest',
  North: 'Nord',
  South: 'Sud',
  East: 'Est',
  West: 'Ouest',
  Central: 'Centre',
  Ne: 'Nord-Est',
  Nw: 'Nord-Ouest',
  Se: 'Sud-Est',
  Sw: 'Sud-Ouest',
  And: 'et',
};
/** Towns whose French name differs, wherever they stand in a name. */
const FRENCH_TOWNS: Record<string, string> = { Montreal: 'Montréal', Quebec: 'Québec' };

/**
 * A Canadian place name (displayCity) as a French page shows it: the compass and "central" words after a district's
 * name in French ("Regina Centre"; a first word is the town's own name: North Bay), "Downtown Toronto" as "Toronto
 * Centre-ville", Quebec City as "Québec". Other words of a name stay as they are.
 */
export function frenchPlaceName(name: string): string {
  return name
    .replace(/^Downtown ([^,]+)/, '$1 Centre-ville')
    .replace(/\bQuebec City\b/g, 'Québec')
    .replace(/(?<![\p{L}'’-])\p{Lu}\p{Ll}+(?![\p{L}'’-])/gu, (word, at: number) => FRENCH_TOWNS[word] ?? (at > 0 ? FRENCH_WORDS[word] : undefined) ?? word);
}
