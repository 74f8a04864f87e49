import type { OpenStatus, OpenStatusEntry } from '@contract/directory';

/**
 * The line a result shows for a retailer's hours at `now` ('Open now · closes 5:00 PM'), picked from the status
 * the server worked out in the retailer's zone. Times are the retailer's own; a visitor in another zone also
 * sees the zone they are in ('… 5:00 PM CDT'). Null without hours, or once the status runs out (an old page).
 */
export function openStatusLine(s: OpenStatus | null, now: number, visitorZone: string | null): string | null {
  const e = openStatusAt(s, now);
  if (!s || !e) return null;
  return e.zone && visitorZone && visitorZone !== s.timeZone ? `${e.text} ${e.zone}` : e.text;
}

/** The status entry of `now`; null without hours, or once the status runs out. */
export function openStatusAt(s: OpenStatus | null, now: number): OpenStatusEntry | null {
  if (!s || !s.entries.length || now >= s.until) return null;
  let e = s.entries[0];
  for (const x of s.entries) if (x.from <= now) e = x;
  return e;
}

/** The visitor's own zone, as the browser knows it. */
export const visitorTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
};
