import { DIRECTORY_PRODUCTS, DirectoryRegion, MAX_SERVICE_RADIUS, RepDto, RetailerDto, RetailerHours, ServiceArea } from '../contract/directory';
import { BadPostalCode, CA_PROVINCES, geocode, parsePostalCode, US_STATES } from './geo';
import { noHours, validateHours, weeklyFromText } from './hours/retailer-hours';
import { isTimeZone } from './hours/zone-offsets';
import { parseTerritoryList, TerritoryCode } from './territory';

/**
 * The rules for a rep or a retailer, shared by the admin form (save) and the CSV import, so both
 * refuse the same things with the same words. Pure: no database.
 */

export type FieldErrors = Record<string, string>;

const EMAIL_RE = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
export const MSG_EMAIL = 'Please enter a valid email address.';

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();
const optional = (v: unknown): string | null => text(v) || null;

function regionOf(v: unknown, errors: FieldErrors): DirectoryRegion {
  const raw = text(v).toUpperCase();
  if (raw === '2' || raw === 'US' || raw === 'USA') return 2;
  if (raw === '3' || raw === 'CA' || raw === 'CANADA') return 3;
  errors.region = 'Region must be 2 (US) or 3 (Canada).';
  return 2;
}

function productsOf(v: unknown, errors: FieldErrors): string[] {
  const list = Array.isArray(v)
    ? v.map(text)
    : text(v)
        .split(/[;|,]/)
        .map((s) => s.trim());
  const out: string[] = [];
  for (const p of list.filter(Boolean)) {
    const known = DIRECTORY_PRODUCTS.find((k) => k.toLowerCase() === p.toLowerCase());
    if (!known) {
      errors.products = `Unknown product: ${p}.`;
      continue;
    }
    if (!out.includes(known)) out.push(known);
  }
  return out;
}

function activeOf(v: unknown, errors: FieldErrors): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (typeof v === 'boolean') return v;
  const s = text(v).toLowerCase();
  if (['1', 'true', 'yes', 'y', 'active'].includes(s)) return true;
  if (['0', 'false', 'no', 'n', 'inactive'].includes(s)) return false;
  errors.active = 'Active must be true or false.';
  return true;
}

function emailOf(v: unknown, errors: FieldErrors): string | null {
  const e = optional(v);
  if (e && (!EMAIL_RE.test(e) || e.length > 254)) errors.email = MSG_EMAIL;
  return e;
}

function websiteOf(v: unknown, errors: FieldErrors): string | null {
  let w = optional(v);
  if (!w) return null;
  if (!/^https?:\/\//i.test(w)) w = `https://${w}`;
  try {
    const u = new URL(w);
    if (!u.hostname.includes('.')) throw new Error();
  } catch {
    errors.website = 'Please enter a valid website address.';
  }
  if (w.length > 500) errors.website = 'The website address is too long.';
  return w;
}

function maxLen(errors: FieldErrors, field: string, label: string, value: string | null, max: number) {
  if (value && value.length > max) errors[field] = `${label} must be at most ${max} characters.`;
}

function numberOf(v: unknown, field: 'lat' | 'lng', errors: FieldErrors): number | null {
  if (v === undefined || v === null || text(v) === '') return null;
  const n = Number(v);
  const limit = field === 'lat' ? 90 : 180;
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    errors[field] = field === 'lat' ? 'Latitude must be a number between -90 and 90.' : 'Longitude must be a number between -180 and 180.';
    return null;
  }
  return n;
}

export interface ValidRep extends Omit<RepDto, 'territory' | 'titleFr'> {
  territory: TerritoryCode[];
  /** Undefined: not given (a CSV file from before the column), the stored value stays. */
  titleFr?: string | null;
}

/** Checks and normalizes a rep. */
export function validateRep(input: Record<string, unknown>): { value: ValidRep; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = text(input.name);
  if (!name) errors.name = 'Name is required.';
  maxLen(errors, 'name', 'Name', name, 150);
  const title = text(input.title);
  maxLen(errors, 'title', 'Title', title, 150);
  const titleFr = input.titleFr === undefined ? undefined : optional(input.titleFr);
  maxLen(errors, 'titleFr', 'Title (French)', titleFr ?? null, 150);
  const photoUrl = optional(input.photoUrl);
  if (photoUrl && !/^(https?:\/\/|\/)/i.test(photoUrl)) errors.photoUrl = 'The photo must be a web address (https://...) or a site path (/...).';
  maxLen(errors, 'photoUrl', 'Photo URL', photoUrl, 500);
  const email = emailOf(input.email, errors);
  const phone = optional(input.phone);
  maxLen(errors, 'phone', 'Phone', phone, 40);
  const region = regionOf(input.region, errors);
  const parsed = parseTerritoryList((input.territory as string | string[]) ?? '', region);
  if (parsed.errors.length) errors.territory = parsed.errors[0];
  else if (!parsed.codes.length) errors.territory = 'Enter at least one territory code (ZIP, ZIP prefix, FSA, state or province).';
  const products = productsOf(input.products, errors);
  const active = activeOf(input.active, errors);
  const id = input.id === undefined || input.id === null || text(input.id) === '' ? null : Number(input.id);
  if (id !== null && (!Number.isInteger(id) || id < 1)) errors.id = 'The id must be a positive whole number.';
  return { value: { id, name, title, titleFr, photoUrl, email, phone, region, territory: parsed.codes, products, active }, errors };
}

export interface ValidRetailer extends Omit<RetailerDto, 'hours' | 'timeZone' | 'serviceArea'> {
  lat: number;
  lng: number;
  /** Undefined: not given (a CSV file without the column), the stored value stays. */
  hours?: RetailerHours | null;
  timeZone?: string | null;
  serviceArea?: ServiceArea | null;
}

/**
 * The service area, from the admin form ({ codes, radius }) or the CSV columns `serviceAreas` ('503 504') and
 * `serviceRadius`: ZIP3s for a US retailer, FSAs for a Canadian one, and a radius in the region's unit.
 */
function serviceAreaOf(input: Record<string, unknown>, region: DirectoryRegion, errors: FieldErrors): ServiceArea | null | undefined {
  let codesIn: unknown;
  let radiusIn: unknown;
  const sa = input.serviceArea;
  if (sa !== undefined && sa !== null && typeof sa === 'object') ({ codes: codesIn, radius: radiusIn } = sa as { codes?: unknown; radius?: unknown });
  else if (sa === null) return null;
  else if (input.serviceAreas !== undefined || input.serviceRadius !== undefined) [codesIn, radiusIn] = [input.serviceAreas, input.serviceRadius];
  else return undefined;
  const codes: string[] = [];
  for (const raw of (Array.isArray(codesIn) ? codesIn.map(text) : text(codesIn).split(/[\s,;|]+/)).filter(Boolean)) {
    const c = raw.toUpperCase();
    const ok = region === 2 ? /^[0-9]{3}$/.test(c) : /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z]$/.test(c);
    if (!ok) {
      errors.serviceArea =
        region === 2 ? `"${raw}" is not a 3-digit ZIP prefix; a US service area lists ZIP prefixes such as 503.` : `"${raw}" is not a postal code prefix (FSA) such as M5V.`;
      break;
    }
    if (!codes.includes(c)) codes.push(c);
  }
  let radius: number | null = null;
  if (radiusIn !== undefined && radiusIn !== null && text(radiusIn) !== '') {
    radius = Number(radiusIn);
    const unit = region === 3 ? 'km' : 'miles';
    if (!Number.isFinite(radius) || radius <= 0 || radius > MAX_SERVICE_RADIUS[region]) {
      errors.serviceArea = `The service radius must be a number of ${unit} from 1 to ${MAX_SERVICE_RADIUS[region]}.`;
      radius = null;
    }
  }
  return codes.length || radius ? { codes, radius } : null;
}

/** The time zone field: empty = the zone of the location; otherwise a zone name the runtime knows. */
function timeZoneOf(v: unknown, errors: FieldErrors): string | null | undefined {
  if (v === undefined) return undefined;
  const zone = text(v);
  if (!zone) return null;
  if (zone.length > 64 || !isTimeZone(zone) || !zone.includes('/')) errors.timeZone = `Unknown time zone: ${zone}. Use a name such as America/Chicago.`;
  return zone;
}

/**
 * Opening hours as the admin form sends them (an object), or as the CSV columns hold them: `hours`
 * ('Mon-Fri 08:00-17:00; Sat 08:00-12:00'), `holidayClosures` (dates) and `closedUntil`.
 */
function hoursOf(input: Record<string, unknown>, errors: FieldErrors): RetailerHours | null | undefined {
  const { hours } = input;
  if (hours !== undefined && hours !== null && typeof hours === 'object') {
    const r = validateHours(hours);
    if (r.error) errors.hours = r.error;
    return noHours(r.value) ? null : r.value;
  }
  if (hours === undefined && input.holidayClosures === undefined && input.closedUntil === undefined) return undefined;
  const weekly = weeklyFromText(text(hours));
  if (weekly.error) {
    errors.hours = weekly.error;
    return null;
  }
  const r = validateHours({
    weekly: weekly.weekly,
    holidays: text(input.holidayClosures)
      .split(/[\s,;]+/)
      .filter(Boolean),
    closedUntil: text(input.closedUntil) || null,
  });
  if (r.error) errors.hours = r.error;
  return noHours(r.value) ? null : r.value;
}

/** Checks and normalizes a retailer; coordinates come from the postal code when not given. */
export function validateRetailer(input: Record<string, unknown>): { value: ValidRetailer; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = text(input.name);
  if (!name) errors.name = 'Name is required.';
  maxLen(errors, 'name', 'Name', name, 150);
  const address = text(input.address);
  maxLen(errors, 'address', 'Address', address, 200);
  const city = text(input.city);
  if (!city) errors.city = 'City is required.';
  maxLen(errors, 'city', 'City', city, 100);
  const region = regionOf(input.region, errors);
  let postalCode = text(input.postalCode);
  let lat = numberOf(input.lat, 'lat', errors);
  let lng = numberOf(input.lng, 'lng', errors);
  let state = text(input.state).toUpperCase();
  if (!postalCode) errors.postalCode = region === 3 ? 'Postal code is required.' : 'ZIP code is required.';
  else {
    try {
      const parsed = parsePostalCode(postalCode, region);
      if (parsed.region !== region)
        throw new BadPostalCode(region === 3 ? 'Please enter a Canadian postal code, for example M5V 3L9.' : 'Please enter a 5-digit ZIP code, for example 50309.');
      postalCode = parsed.region === 2 ? parsed.zip : parsed.code;
      const origin = geocode(parsed);
      if (!state) state = origin.state;
      if (lat === null || lng === null) {
        lat = origin.lat;
        lng = origin.lng;
      }
    } catch (e) {
      if (!(e instanceof BadPostalCode)) throw e;
      // An unknown code is still acceptable when the coordinates are given by hand.
      if (lat === null || lng === null || /Please enter/.test(e.message)) errors.postalCode = e.message;
    }
  }
  const states = region === 3 ? CA_PROVINCES : US_STATES;
  if (!state) errors.state = region === 3 ? 'Province is required.' : 'State is required.';
  else if (!states[state]) errors.state = region === 3 ? `Unknown province: ${state}.` : `Unknown state: ${state}.`;
  if ((lat === null) !== (lng === null)) errors.lat = 'Enter both latitude and longitude, or neither.';
  const phone = optional(input.phone);
  maxLen(errors, 'phone', 'Phone', phone, 40);
  const website = websiteOf(input.website, errors);
  const email = emailOf(input.email, errors);
  const products = productsOf(input.products, errors);
  const active = activeOf(input.active, errors);
  const timeZone = timeZoneOf(input.timeZone, errors);
  const hours = hoursOf(input, errors);
  const serviceArea = serviceAreaOf(input, region, errors);
  const id = input.id === undefined || input.id === null || text(input.id) === '' ? null : Number(input.id);
  if (id !== null && (!Number.isInteger(id) || id < 1)) errors.id = 'The id must be a positive whole number.';
  return {
    value: { id, name, address, city, state, postalCode, region, phone, website, email, lat: lat ?? 0, lng: lng ?? 0, products, active, timeZone, hours, serviceArea },
    errors,
  };
}
