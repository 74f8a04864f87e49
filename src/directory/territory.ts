import type { DirectoryRegion, TerritoryKind } from '../contract/directory';
import { CA_PROVINCES, US_STATES } from './geo';

/**
 * A rep's territory is a list of codes: US ZIPs ('50309'), ZIP3 prefixes ('503'), Canadian FSAs
 * ('M5V') and whole states or provinces ('IA', 'ON'). Each is stored as a key such as 'zip:50309'
 * in rep_territory, so a search is one indexed IN (...) lookup of the searched code's keys.
 */
export interface TerritoryCode {
  kind: TerritoryKind;
  code: string;
  key: string;
}

/** Most specific first: zip > zip3/fsa > state. */
export const SPECIFICITY: Record<TerritoryKind, number> = { zip: 3, zip3: 2, fsa: 2, state: 1 };

export const territoryKey = (kind: TerritoryKind, code: string) => `${kind}:${code}`;

export function parseTerritoryKey(key: string): TerritoryCode {
  const i = key.indexOf(':');
  return { kind: key.slice(0, i) as TerritoryKind, code: key.slice(i + 1), key };
}

/** Parses one territory code for a rep of `region`, or returns the reason it is refused. */
export function parseTerritoryCode(raw: string, region: DirectoryRegion): TerritoryCode | { error: string } {
  const s = raw.trim().toUpperCase();
  const make = (kind: TerritoryKind, code: string) => ({ kind, code, key: territoryKey(kind, code) });
  if (region === 2) {
    if (/^[0-9]{5}$/.test(s)) return make('zip', s);
    if (/^[0-9]{3}$/.test(s)) return make('zip3', s);
    if (US_STATES[s]) return make('state', s);
    return { error: `"${raw.trim()}" is not a US ZIP code, 3-digit ZIP prefix or state code.` };
  }
  if (/^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z]$/.test(s)) return make('fsa', s);
  if (CA_PROVINCES[s]) return make('state', s);
  return { error: `"${raw.trim()}" is not a Canadian postal code prefix (FSA, e.g. M5V) or province code.` };
}

/** Splits free text (commas, semicolons, spaces, new lines) into territory codes; duplicates drop. */
export function parseTerritoryList(input: string | string[], region: DirectoryRegion): { codes: TerritoryCode[]; errors: string[] } {
  const parts = (Array.isArray(input) ? input : [input]).flatMap((p) => String(p).split(/[\s,;|]+/)).filter(Boolean);
  const codes: TerritoryCode[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const p of parts) {
    const r = parseTerritoryCode(p, region);
    if ('error' in r) errors.push(r.error);
    else if (!seen.has(r.key)) {
      seen.add(r.key);
      codes.push(r);
    }
  }
  return { codes, errors };
}
