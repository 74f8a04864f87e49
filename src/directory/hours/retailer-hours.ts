import { OpeningRange, OpenStatus, OpenStatusEntry, RetailerHours, Weekday, WEEKDAY_NAMES, WEEKDAYS } from '../../contract/directory';
import { DEFAULT_LOCALE, Locale } from '../../contract/i18n/locale';
import { frequentServerText } from '../../i18n/server-messages';
import { cachedZoneSpan, DAY, instantOf, MIN, spanOffset, wallOf, zoneAbbreviation, ZoneSpan } from './zone-offsets';

/**
 * Retailer opening hours: their rules (shared by the admin form and the CSV import), their CSV text form, and
 * "open now" worked out in the retailer's own time zone. Pure: no database.
 */

const TIME_RE = /^([01]?\d|2[0-4]):([0-5]\d)$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes after midnight of 'HH:MM' ('24:00' = 1440), or null. */
export function minutesOf(time: string): number | null {
  const m = TIME_RE.exec(time.trim());
  if (!m) return null;
  const n = Number(m[1]) * 60 + Number(m[2]);
  return n > 1440 ? null : n;
}

const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** Days since 1970-01-01 of a valid YYYY-MM-DD, else null. */
export function dayNumber(date: string): number | null {
  if (!DATE_RE.test(date)) return null;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().startsWith(date) ? t / DAY : null;
}

export const emptyWeek = (): Record<Weekday, OpeningRange[]> => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

/** Checks and normalizes hours as the admin form sends them; the message names the first problem. */
export function validateHours(input: unknown): { value: RetailerHours | null; error: string | null } {
  if (input === null || input === undefined || input === '') return { value: null, error: null };
  if (typeof input !== 'object') return { value: null, error: 'Opening hours could not be read.' };
  const raw = input as { weekly?: Record<string, unknown>; holidays?: unknown; closedUntil?: unknown };
  const weekly = emptyWeek();
  for (const day of WEEKDAYS) {
    const ranges = raw.weekly?.[day] ?? [];
    if (!Array.isArray(ranges)) return { value: null, error: `${WEEKDAY_NAMES[day]}: opening hours could not be read.` };
    const mins: [number, number][] = [];
    for (const r of ranges) {
      const [open, close] = Array.isArray(r) ? r.map((x) => String(x ?? '')) : ['', ''];
      const a = minutesOf(open);
      const b = minutesOf(close);
      if (a === null || b === null || a >= 1440) return { value: null, error: `${WEEKDAY_NAMES[day]}: enter times as HH:MM, for example 08:00 and 17:30.` };
      if (b <= a) return { value: null, error: `${WEEKDAY_NAMES[day]}: closing time must be after opening time (${open}–${close}).` };
      mins.push([a, b]);
    }
    mins.sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < mins.length; i++) if (mins[i][0] < mins[i - 1][1]) return { value: null, error: `${WEEKDAY_NAMES[day]}: opening hours overlap.` };
    weekly[day] = mins.map(([a, b]) => [hhmm(a), hhmm(b)]);
  }
  const holidays: string[] = [];
  for (const d of Array.isArray(raw.holidays) ? raw.holidays : raw.holidays ? [raw.holidays] : []) {
    const date = String(d).trim();
    if (!date) continue;
    if (dayNumber(date) === null) return { value: null, error: `Closed dates must be YYYY-MM-DD (got "${date}").` };
    if (!holidays.includes(date)) holidays.push(date);
  }
  holidays.sort();
  const until = raw.closedUntil ? String(raw.closedUntil).trim() : '';
  if (until && dayNumber(until) === null) return { value: null, error: 'The reopening date must be YYYY-MM-DD.' };
  return { value: { weekly, holidays, closedUntil: until || null }, error: null };
}

/** True when the hours say nothing: no range on any day, no closure. */
export const noHours = (h: RetailerHours | null): boolean => !h || (WEEKDAYS.every((d) => !h.weekly[d]?.length) && !h.holidays.length && !h.closedUntil);

const SHORT: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** The CSV form of the weekly hours: 'Mon-Fri 08:00-12:00,13:00-17:00; Sat 08:00-12:00' (days with the same hours grouped). */
export function weeklyToText(h: RetailerHours | null): string {
  if (!h) return '';
  const parts: string[] = [];
  let i = 0;
  while (i < WEEKDAYS.length) {
    const key = (d: Weekday) => h.weekly[d].map((r) => r.join('-')).join(',');
    const k = key(WEEKDAYS[i]);
    let j = i;
    while (j + 1 < WEEKDAYS.length && key(WEEKDAYS[j + 1]) === k) j++;
    if (k) parts.push(`${SHORT[WEEKDAYS[i]]}${j > i ? `-${SHORT[WEEKDAYS[j]]}` : ''} ${k}`);
    i = j + 1;
  }
  return parts.join('; ');
}

/** Reads the CSV form back ('Mon-Fri 08:00-17:00; Sat 08:00-12:00'; a day not named is closed). */
export function weeklyFromText(text: string): { weekly: Record<Weekday, OpeningRange[]> | null; error: string | null } {
  const weekly = emptyWeek();
  const dayOf = (s: string) => WEEKDAYS.find((d) => SHORT[d].toLowerCase() === s.slice(0, 3).toLowerCase());
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]+)(?:\s*-\s*([A-Za-z]+))?\s+(.+)$/.exec(part);
    const first = m && dayOf(m[1]);
    const last = m && (m[2] ? dayOf(m[2]) : first);
    if (!m || !first || !last) return { weekly: null, error: `Hours must read like "Mon-Fri 08:00-17:00; Sat 08:00-12:00" (got "${part}").` };
    const ranges = m[3].split(',').map((r) => r.trim().split('-') as OpeningRange);
    if (ranges.some((r) => r.length !== 2)) return { weekly: null, error: `Hours must read like "Mon-Fri 08:00-17:00; Sat 08:00-12:00" (got "${part}").` };
    const a = WEEKDAYS.indexOf(first);
    const b = WEEKDAYS.indexOf(last);
    for (let i = a; i <= (b >= a ? b : a); i++) weekly[WEEKDAYS[i]] = ranges;
  }
  return { weekly, error: null };
}

// ---- open now ----

/** How far ahead a search's status reaches (a cached results page shows nothing past it). */
export const STATUS_DAYS = 8;
/** How far beyond that a long closure still finds its reopening. */
const LOOKAHEAD_DAYS = 400;

const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The weekday key of a day number (1970-01-01 was a Thursday). */
const weekdayOf = (day: number): Weekday => (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[(((day + 4) % 7) + 7) % 7];

// fr-CA's names ('lundi', 'janvier'), read once: by getUTCDay() (1970-01-04 was a Sunday) and getUTCMonth().
const FRENCH_WEEKDAYS = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat('fr-CA', { weekday: 'long', timeZone: 'UTC' }).format(new Date((3 + i) * DAY)));
const FRENCH_MONTHS = Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('fr-CA', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, i, 15)));

/** The clock time of a wall time: '5:00 PM' in English; 24-hour '17 h', '8 h 30' in Canadian French (fr-CA's Intl writes '08 h 00'). */
function clock(wall: number, locale: Locale): string {
  const min = Math.round((((wall % DAY) + DAY) % DAY) / MIN);
  const h = Math.floor(min / 60);
  const m = String(min % 60).padStart(2, '0');
  if (locale === 'fr') return m === '00' ? `${h} h` : `${h} h ${m}`;
  return `${h % 12 || 12}:${m} ${h < 12 || h === 24 ? 'AM' : 'PM'}`;
}

/** 'Mon' / 'lundi'. */
const weekdayName = (date: Date, locale: Locale) => (locale === 'fr' ? FRENCH_WEEKDAYS : DOW)[date.getUTCDay()];

/** 'Jan 12' / '12 janvier' ('1er janvier': French writes the first of the month as an ordinal). */
function dayAndMonth(date: Date, locale: Locale): string {
  const day = date.getUTCDate();
  return locale === 'fr' ? `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[date.getUTCMonth()]}` : `${MONTHS[date.getUTCMonth()]} ${day}`;
}

/**
 * A time as the status line says it, seen from `fromWall`: '5:00 PM' the same day, 'Mon 8:00 AM' within a week,
 * 'Mon Jan 12 8:00 AM' later; in French 'à 17 h', 'lundi à 8 h', 'lundi 12 janvier à 8 h'.
 */
function when(wall: number, fromWall: number, locale: Locale): string {
  const d = Math.floor(wall / DAY);
  const today = Math.floor(fromWall / DAY);
  const time = clock(wall, locale);
  if (d === today) return frequentServerText(locale, 'forms.hours.today', { time });
  const date = new Date(d * DAY);
  const weekday = weekdayName(date, locale);
  if (d - today < 7) return frequentServerText(locale, 'forms.hours.thisWeek', { weekday, time });
  return frequentServerText(locale, 'forms.hours.later', { weekday, date: dayAndMonth(date, locale), time });
}

interface Interval {
  open: number;
  close: number;
}

/** The open intervals (instants) starting on local days first..last, overlapping and touching ones merged. */
function intervals(h: RetailerHours, span: ZoneSpan, first: number, last: number, closed: (day: number) => boolean): Interval[] {
  const out: Interval[] = [];
  for (let d = first; d <= last; d++) {
    if (closed(d)) continue;
    for (const [a, b] of h.weekly[weekdayOf(d)] ?? []) out.push({ open: instantOf(span, d * DAY + minutesOf(a)! * MIN), close: instantOf(span, d * DAY + minutesOf(b)! * MIN) });
  }
  out.sort((x, y) => x.open - y.open);
  const merged: Interval[] = [];
  for (const i of out) {
    const last = merged[merged.length - 1];
    if (last && i.open <= last.close) last.close = Math.max(last.close, i.close);
    else if (i.close > i.open) merged.push({ ...i });
  }
  return merged;
}

/**
 * The status entries from `now` for STATUS_DAYS, in the retailer's zone: each change between open and closed,
 * and each local midnight (where "opens Tue 8:00 AM" becomes "opens 8:00 AM"). Null when no hours are given.
 * The texts and zone abbreviations are in `locale`'s language.
 */
export function openStatus(h: RetailerHours | null, zone: string, now: number, locale: Locale = DEFAULT_LOCALE): OpenStatus | null {
  if (!h || WEEKDAYS.every((d) => !h.weekly[d]?.length)) return null;
  const until = now + STATUS_DAYS * DAY;
  const span = cachedZoneSpan(zone, now, 2 * DAY, (STATUS_DAYS + 3) * DAY);
  const today = Math.floor(wallOf(span, now) / DAY);
  const holidays = new Set(h.holidays.map(dayNumber));
  const reopens = h.closedUntil ? dayNumber(h.closedUntil) : null;
  const closed = (d: number) => holidays.has(d) || (reopens !== null && d < reopens);
  // A day before today: its hours may run past midnight into today. Two days past the end: an interval that
  // reaches them is open beyond anything the entries show.
  const lastDay = today + STATUS_DAYS + 2;
  const open = intervals(h, span, today - 1, lastDay, closed);
  const horizon = instantOf(span, (lastDay + 1) * DAY);
  let later: number | null | undefined;
  const nextOpen = (t: number): number | null => {
    const i = open.find((x) => x.open > t);
    if (i) return i.open;
    // Closed past the days worked out (a long temporary closure): look further ahead, once.
    if (later === undefined) {
      const far = cachedZoneSpan(zone, now, 0, (STATUS_DAYS + 4 + LOOKAHEAD_DAYS) * DAY, 7 * DAY);
      later = intervals(h, far, lastDay + 1, lastDay + LOOKAHEAD_DAYS, closed)[0]?.open ?? null;
      if (later !== null) return later;
    }
    return later;
  };
  const languageTag = locale === 'fr' ? 'fr-CA' : 'en-US';
  const zoneAt = (t: number) => zoneAbbreviation(zone, t, spanOffset(span, t), languageTag);
  const wallAt = (t: number) => wallOf(span, t);

  const stops = new Set<number>([now]);
  for (const i of open) for (const t of [i.open, i.close]) if (t > now && t < until) stops.add(t);
  for (let d = today + 1; d <= today + STATUS_DAYS; d++) {
    const t = instantOf(span, d * DAY);
    if (t < until) stops.add(t);
  }
  const entries: OpenStatusEntry[] = [];
  for (const t of [...stops].sort((a, b) => a - b)) {
    const from = wallAt(t);
    const within = open.find((i) => i.open <= t && t < i.close);
    let text: string;
    let zoneName: string | null = null;
    if (within) {
      if (within.close >= horizon) text = frequentServerText(locale, 'forms.hours.open');
      else {
        text = frequentServerText(locale, 'forms.hours.openCloses', { when: when(wallAt(within.close), from, locale) });
        zoneName = zoneAt(within.close);
      }
    } else {
      const next = nextOpen(t);
      const day = Math.floor(from / DAY);
      const temporarily = reopens !== null && day < reopens;
      if (next === null) text = frequentServerText(locale, temporarily ? 'forms.hours.temporarilyClosed' : 'forms.hours.closed');
      else {
        const nextSpan = next < horizon ? span : cachedZoneSpan(zone, next, DAY, DAY);
        const lead = temporarily ? 'forms.hours.temporarilyClosedReopens' : holidays.has(day) ? 'forms.hours.closedTodayOpens' : 'forms.hours.closedOpens';
        text = frequentServerText(locale, lead, { when: when(wallOf(nextSpan, next), from, locale) });
        zoneName = zoneAbbreviation(zone, next, spanOffset(nextSpan, next), languageTag);
      }
    }
    const prev = entries[entries.length - 1];
    if (!prev || prev.text !== text || prev.zone !== zoneName) entries.push({ from: t, text, zone: zoneName, open: !!within });
  }
  return { timeZone: zone, entries, until };
}

const statuses = new Map<string, OpenStatus | null>();

/**
 * openStatus of stored hours (JSON) as of the minute `now` falls in, kept for that minute and language: a status
 * changes only on whole minutes, and each result page asks for up to 25 of them (~40 µs each to work out).
 */
export function statusOfStoredHours(json: string, zone: string, now: number, locale: Locale = DEFAULT_LOCALE): OpenStatus | null {
  const minute = Math.floor(now / MIN) * MIN;
  const key = `${locale}|${zone}|${minute}|${json}`;
  let s = statuses.get(key);
  if (s === undefined) {
    if (statuses.size >= 5000) statuses.clear();
    let hours: RetailerHours | null = null;
    try {
      hours = validateHours(JSON.parse(json)).value;
    } catch {
      // Unreadable stored hours show no status rather than failing the search.
    }
    s = openStatus(hours, zone, minute, locale);
    statuses.set(key, s);
  }
  return s;
}
