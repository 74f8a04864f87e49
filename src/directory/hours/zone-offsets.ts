/**
 * UTC offsets of an IANA time zone, from the runtime's own time-zone data (Intl): no library, and the
 * same data the browser has. Only what "open now" needs: the offset at an instant, the instant of a
 * wall-clock time (daylight-saving gaps and overlaps included), and the zone's abbreviation.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name the runtime knows ('America/Chicago'). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in ms (America/Chicago in winter: -6 h), to the minute. */
export function offsetAt(zone: string, t: number): number {
  const p: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(t))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour === 24 ? 0 : p.hour, p.minute);
  return wall - Math.floor(t / MIN) * MIN;
}

/** A span of time cut where the zone's offset changes: each piece with its offset. */
export interface ZoneSpan {
  zone: string;
  pieces: { from: number; offset: number }[];
}

/**
 * The offset changes between two instants, found by sampling every `step` ms (a day by default: zones change
 * their offset months apart) and bisecting to the minute.
 */
export function zoneSpan(zone: string, from: number, to: number, step = DAY): ZoneSpan {
  const pieces = [{ from: -Infinity, offset: offsetAt(zone, from) }];
  let prevT = from;
  let prev = pieces[0].offset;
  for (let t = from + step; ; t += step) {
    const at = Math.min(t, to);
    const o = offsetAt(zone, at);
    if (o !== prev) {
      // The change lies in (prevT, at]: bisect to the minute.
      let lo = prevT;
      let hi = at;
      while (hi - lo > MIN) {
        const mid = Math.floor((lo + hi) / 2 / MIN) * MIN;
        if (offsetAt(zone, mid) === prev) lo = mid;
        else hi = mid;
      }
      pieces.push({ from: hi, offset: o });
      prev = o;
    }
    prevT = at;
    if (at >= to) break;
  }
  return { zone, pieces };
}

const spans = new Map<string, ZoneSpan>();

/**
 * zoneSpan for the hour `at` falls in, from `before` ms before that hour to `after` ms after it, kept: every
 * search in the same hour for a retailer in the same zone reuses it (a few dozen Intl calls saved each time).
 */
export function cachedZoneSpan(zone: string, at: number, before: number, after: number, step = DAY): ZoneSpan {
  const hour = Math.floor(at / HOUR) * HOUR;
  const key = `${zone}|${hour}|${before}|${after}|${step}`;
  let span = spans.get(key);
  if (!span) {
    if (spans.size >= 500) spans.clear();
    span = zoneSpan(zone, hour - before, hour + HOUR + after, step);
    spans.set(key, span);
  }
  return span;
}

/** The offset at an instant inside the span (the nearest piece before it). */
export function spanOffset(span: ZoneSpan, t: number): number {
  let o = span.pieces[0].offset;
  for (const p of span.pieces) if (p.from <= t) o = p.offset;
  return o;
}

/**
 * The instant a wall-clock time (as ms of a UTC date with the same fields) occurs in the zone. In the hour
 * that repeats when clocks go back, the first; in the hour skipped when they go forward, the moment after it
 * (a 2:30 AM opening on that day opens at 3:30 AM, when the clock first shows a time past 2:30).
 */
export function instantOf(span: ZoneSpan, wall: number): number {
  let first = Infinity;
  let latest = -Infinity;
  for (const { offset } of span.pieces) {
    const t = wall - offset;
    latest = Math.max(latest, t);
    if (spanOffset(span, t) === offset) first = Math.min(first, t);
  }
  return first === Infinity ? latest : first;
}

/** The wall-clock time of an instant, as ms of a UTC date with the same fields. */
export const wallOf = (span: ZoneSpan, t: number): number => t + spanOffset(span, t);

/** By language tag, then `zone|offset`. */
const abbreviations = new Map<string, Map<string, string>>();

/**
 * The zone's short name at an instant in a language: as en-US writes it ('CDT', 'EST'; 'GMT-3:30' where it has
 * none), or as fr-CA does ('HAC', 'HNE', 'HNT').
 */
export function zoneAbbreviation(zone: string, t: number, offset: number, languageTag = 'en-US'): string {
  let names = abbreviations.get(languageTag);
  if (!names) abbreviations.set(languageTag, (names = new Map()));
  const key = `${zone}|${offset}`;
  let a = names.get(key);
  if (a === undefined) {
    a = new Intl.DateTimeFormat(languageTag, { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')?.value ?? zone;
    names.set(key, a);
  }
  return a;
}

export { DAY, HOUR, MIN };
