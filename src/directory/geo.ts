import type { DirectoryRegion, SearchOrigin } from '../contract/directory';
import { CA_PROVINCES, US_STATES } from '../contract/directory';
import type { FormsMessageId } from '../contract/i18n/form-messages';
import { displayCity, lookupPostal } from './postal-places';

/**
 * Offline geocoding from the `zipcodes` package's data (BSD; see postal-places.ts): US ZIP centroids and Canadian FSA centroids.
 * A full Canadian postal code resolves to its FSA (first three characters) centroid: the error is
 * the FSA's extent, a few km in cities and up to a few hundred km for rural FSAs in the north.
 * The package does not state the licence of its Canadian data.
 */

export { CA_PROVINCES, US_STATES };

const FSA_FIRST_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/** The province of an FSA, from its first letter (X splits between Nunavut and the Northwest Territories). */
export function provinceOfFsa(fsa: string): string | null {
  const f = fsa.toUpperCase();
  if (f[0] === 'X') return ['X0A', 'X0B', 'X0C'].includes(f) ? 'NU' : 'NT';
  return FSA_FIRST_LETTER[f[0]] ?? null;
}

// Letters Canada Post never uses: D F I O Q U anywhere, and W Z in the first position.
const POSTAL_RE = /^([ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z])(?:[ -]?([0-9][ABCEGHJ-NPRSTV-Z][0-9]))?$/;
const ZIP_RE = /^([0-9]{5})(?:-?[0-9]{4})?$/;

export type ParsedCode = { region: 2; zip: string; zip3: string } | { region: 3; fsa: string; ldu: string | null; code: string };

/** A code that cannot be searched; `messageId` and `values` give the message in the forms catalogs, for other languages. */
export class BadPostalCode extends Error {
  constructor(
    message: string,
    readonly messageId?: FormsMessageId,
    readonly values?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MSG_ENTER_CODE = 'Please enter a ZIP code or postal code.';
export const MSG_BAD_ZIP = 'Please enter a 5-digit ZIP code, for example 50309.';
export const MSG_BAD_POSTAL = 'Please enter a Canadian postal code, for example M5V 3L9.';
export const msgUnknownZip = (zip: string) => `We could not find ZIP code ${zip}. Please check it and try again.`;
export const msgUnknownPostal = (code: string) => `We could not find postal code ${code}. Please check it and try again.`;

/** Parses a ZIP or postal code. The code's own shape decides the country; `hint` only shapes the error message. */
export function parsePostalCode(raw: string, hint?: DirectoryRegion): ParsedCode {
  const s = (raw ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  if (!s) throw new BadPostalCode(MSG_ENTER_CODE, 'forms.postal.enterCode');
  const zip = ZIP_RE.exec(s);
  if (zip) return { region: 2, zip: zip[1], zip3: zip[1].slice(0, 3) };
  const ca = POSTAL_RE.exec(s);
  if (ca) return { region: 3, fsa: ca[1], ldu: ca[2] ?? null, code: ca[2] ? `${ca[1]} ${ca[2]}` : ca[1] };
  const looksCanadian = hint === 3 || /^[A-Z]/.test(s);
  throw new BadPostalCode(looksCanadian ? MSG_BAD_POSTAL : MSG_BAD_ZIP, looksCanadian ? 'forms.postal.badPostal' : 'forms.postal.badZip');
}

/** Geocodes a parsed code to its centroid, or throws BadPostalCode with a clear message. */
export function geocode(parsed: ParsedCode): SearchOrigin {
  if (parsed.region === 2) {
    const rec = lookupPostal(parsed.zip);
    if (!rec || rec.country !== 'US' || !Number.isFinite(rec.lat) || !Number.isFinite(rec.lng) || !US_STATES[rec.state]) {
      throw new BadPostalCode(msgUnknownZip(parsed.zip), 'forms.postal.unknownZip', { zip: parsed.zip });
    }
    return { code: parsed.zip, region: 2, place: `${displayCity(rec)}, ${rec.state}`, state: rec.state, lat: rec.lat, lng: rec.lng };
  }
  const rec = lookupPostal(parsed.fsa);
  const province = provinceOfFsa(parsed.fsa);
  if (!rec || rec.country !== 'CA' || !Number.isFinite(rec.lat) || !Number.isFinite(rec.lng) || !province) {
    throw new BadPostalCode(msgUnknownPostal(parsed.code), 'forms.postal.unknownPostal', { code: parsed.code });
  }
  return { code: parsed.code, region: 3, place: `${displayCity(rec)}, ${province}`, state: province, lat: rec.lat, lng: rec.lng };
}

const EARTH_RADIUS_MI = 3958.7613;
export const KM_PER_MILE = 1.609344;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Latitude bands of BAND_DEGREES: the retailer table's (lat_band, lng) index lets both databases
 * scan only the rows of a few bands whose longitude falls in the search box.
 */
export const BAND_DEGREES = 0.5;
export const latBand = (lat: number) => Math.floor(lat / BAND_DEGREES);

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  bands: number[];
}

/** The bounding box around a point for a radius in miles, and the latitude bands it spans. */
export function boundingBox(lat: number, lng: number, radiusMiles: number): BoundingBox {
  const dLat = radiusMiles / 69.0;
  const cos = Math.max(0.01, Math.cos(((Math.abs(lat) + dLat > 89 ? 89 : Math.abs(lat) + dLat) * Math.PI) / 180));
  const dLng = Math.min(180, radiusMiles / (69.172 * cos));
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  const bands: number[] = [];
  for (let b = latBand(minLat); b <= latBand(maxLat); b++) bands.push(b);
  return { minLat, maxLat, minLng: lng - dLng, maxLng: lng + dLng, bands };
}

/**
 * The squared radius of the largest circle around (lat, lng) inside its bounding box, in the units of
 * the search's flat-earth distance d2 = Δlat² + (Δlng·cos lat)², shrunk by a hair so rounding in SQL
 * cannot put a point that tests inside the circle outside the box.
 */
export function inscribedD2(box: BoundingBox, lat: number, lng: number): number {
  const cos = Math.cos((lat * Math.PI) / 180);
  const r = Math.min(lat - box.minLat, box.maxLat - lat, (lng - box.minLng) * cos, (box.maxLng - lng) * cos);
  return r * r * (1 - 1e-9);
}
