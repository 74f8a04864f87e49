import {
  formatDateTime,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatVersionDate,
  formatZonedDateTime,
  fromDateTimeLocalInput,
  setSiteTimeZone,
  toDateTimeLocalInput,
  utcTitle,
} from './admin-dates';

// 10:38:05 AM in Chicago (CST, UTC−6), whatever the zone of the machine running the test.
const iso = '2026-11-23T16:38:05.000Z';

describe('admin date formats, on the site clock', () => {
  afterEach(() => setSiteTimeZone('America/Chicago'));

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
  it('names the zone, standard or daylight time, and gives UTC for the hover title', () => {
    expect(formatZonedDateTime('2026-11-28T15:00:00.000Z')).toBe('Nov 28, 2026, 9:00 AM CST');
    expect(formatZonedDateTime('2026-07-01T14:00:00.000Z')).toBe('Jul 1, 2026, 9:00 AM CDT');
    expect(utcTitle(iso)).toBe('2026-11-23 16:38:05 UTC');
  });
  it('fills and reads a datetime-local input on the site clock', () => {
    expect(toDateTimeLocalInput(iso)).toBe('2026-11-23T10:38');
    expect(toDateTimeLocalInput(null)).toBe('');
    expect(fromDateTimeLocalInput('2026-11-28T09:00')).toBe('2026-11-28T15:00:00.000Z');
    expect(fromDateTimeLocalInput('')).toBeNull();
  });
  it('follows the zone the settings give', () => {
    setSiteTimeZone('America/Toronto');
    expect(formatZonedDateTime('2026-11-28T14:00:00.000Z')).toBe('Nov 28, 2026, 9:00 AM EST');
    expect(fromDateTimeLocalInput('2026-11-28T09:00')).toBe('2026-11-28T14:00:00.000Z');
  });
});
