import type { DirectoryRegion } from '../../contract/directory';
import { CA_PROVINCES, distanceMiles, ParsedCode, provinceOfFsa, US_STATES } from '../geo';
import { allPostalRecords, displayCity, PostalRecord } from '../postal-places';

/**
 * The area a search is counted under: the first three characters of the code (a US ZIP3, a Canadian
 * FSA). An area holds thousands of households, so its counts cannot point at a visitor.
 */
export function areaOf(parsed: ParsedCode): string {
  return parsed.region === 2 ? parsed.zip3 : parsed.fsa;
}

export interface AreaInfo {
  place: string;
  lat: number;
  lng: number;
}

interface Indexed {
  areas: Map<string, AreaInfo>;
  /** Usable records by 1° cell, for the nearest code to a position. */
  cells: Map<string, PostalRecord[]>;
}

let indexed: Indexed | null = null;

const cellKey = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

/** Records a search can geocode: US ZIPs of a known state and FSAs of a known province, with coordinates. */
function usable(r: PostalRecord): boolean {
  if (!Number.isFinite(r.lat) || !Number.isFinite(r.lng)) return false;
  if (r.country === 'US') return /^[0-9]{5}$/.test(r.code) && !!US_STATES[r.state];
  return /^[A-Z][0-9][A-Z]$/.test(r.code) && !!provinceOfFsa(r.code) && !!CA_PROVINCES[provinceOfFsa(r.code)!];
}

/** Built on first use (the admin report, a "Use my location"), never at start-up: ~45k records, well under 100 ms. */
function index(): Indexed {
  if (indexed) return indexed;
  const sums = new Map<string, { lat: number; lng: number; n: number; first: PostalRecord }>();
  const cells = new Map<string, PostalRecord[]>();
  for (const r of allPostalRecords()) {
    if (!usable(r)) continue;
    const area = r.country === 'US' ? r.code.slice(0, 3) : r.code;
    const s = sums.get(area);
    if (s) {
      s.lat += r.lat;
      s.lng += r.lng;
      s.n++;
    } else sums.set(area, { lat: r.lat, lng: r.lng, n: 1, first: r });
    const k = cellKey(r.lat, r.lng);
    const list = cells.get(k);
    if (list) list.push(r);
    else cells.set(k, [r]);
  }
  const areas = new Map<string, AreaInfo>();
  for (const [area, s] of sums) {
    const state = s.first.country === 'US' ? s.first.state : provinceOfFsa(area)!;
    // A ZIP3's centre is the mean of its ZIPs' centroids; its name is its first ZIP's town.
    areas.set(area, { place: `${displayCity(s.first)}, ${state}`, lat: s.lat / s.n, lng: s.lng / s.n });
  }
  indexed = { areas, cells };
  return indexed;
}

/** The centre and a place name of a ZIP3 or FSA, or null when the offline data has no code in it. */
export function areaInfo(area: string): AreaInfo | null {
  return index().areas.get(area) ?? null;
}

/** How far a position may be from the nearest code's centre and still be taken as in it. */
export const LOCATE_MAX_MILES = 100;

/**
 * The US ZIP or Canadian FSA whose centre is nearest a position (within LOCATE_MAX_MILES), from the
 * offline postal data: no outside service sees the position.
 */
export function nearestPostalCode(lat: number, lng: number): { code: string; region: DirectoryRegion; place: string } | null {
  const { cells } = index();
  let best: PostalRecord | null = null;
  let bestMiles = Infinity;
  const y = Math.floor(lat);
  const x = Math.floor(lng);
  // Enough 1° cells around the position to hold every code within LOCATE_MAX_MILES: 1° of latitude is
  // 69 miles, a degree of longitude 69 × cos(latitude).
  const ny = Math.ceil(LOCATE_MAX_MILES / 69);
  const nx = Math.min(30, Math.ceil(LOCATE_MAX_MILES / (69.17 * Math.max(0.05, Math.cos(((Math.abs(lat) + ny) * Math.PI) / 180)))));
  for (let dy = -ny; dy <= ny; dy++)
    for (let dx = -nx; dx <= nx; dx++)
      for (const r of cells.get(`${y + dy}:${x + dx}`) ?? []) {
        const d = distanceMiles(lat, lng, r.lat, r.lng);
        if (d < bestMiles || (d === bestMiles && best && r.code < best.code)) {
          best = r;
          bestMiles = d;
        }
      }
  if (!best || bestMiles > LOCATE_MAX_MILES) return null;
  const state = best.country === 'US' ? best.state : provinceOfFsa(best.code)!;
  return { code: best.code, region: best.country === 'US' ? 2 : 3, place: `${displayCity(best)}, ${state}` };
}
