import { formatDateTime, formatShortDate, formatShortDateTime, formatTime, formatVersionDate, toDateTimeLocalInput } from './admin-dates';

// A local time, as the admin shows dates in the browser's time zone.
const iso = new Date(2026, 10, 23, 10, 38, 5).toISOString();

describe('admin date formats', () => {
  it('writes the version lists’ long date with a 12-hour time (spec 2.8)', () => {
    expect(formatVersionDate(iso)).toBe('November 23, 2026 10:38:05 AM');
  });
  it('writes the lists’ short dates and times', () => {
    expect(formatShortDate(iso)).toBe('Nov 23, 2026');
    expect(formatShortDate(null)).toBe('—');
    expect(formatShortDateTime(iso)).toBe('Nov 23, 2026, 10:38 AM');
    expect(formatTime(iso)).toBe('10:38 AM');
    expect(formatDateTime(iso)).toBe('11/23/2026, 10:38:05 AM');
  });
  it('fills a datetime-local input in local time', () => {
    expect(toDateTimeLocalInput(iso)).toBe('2026-11-23T10:38');
    expect(toDateTimeLocalInput(null)).toBe('');
  });
});
