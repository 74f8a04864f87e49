import type { RetailerHours } from '../../contract/directory';
import type { Locale } from '../../contract/i18n/locale';
import { emptyWeek, openStatus, statusOfStoredHours, validateHours, weeklyFromText, weeklyToText } from './retailer-hours';
import { timeZoneFor } from './time-zones';

const week = (over: Partial<RetailerHours['weekly']> = {}): RetailerHours['weekly'] => ({ ...emptyWeek(), ...over });
const store: RetailerHours = {
  weekly: week({ mon: [['08:00', '17:00']], tue: [['08:00', '17:00']], wed: [['08:00', '17:00']], thu: [['08:00', '17:00']], fri: [['08:00', '17:00']], sat: [['08:00', '12:00']] }),
  holidays: [],
  closedUntil: null,
};

/** The status line at an instant, from a status worked out at `asOf` (default: the same instant), with its zone. */
function at(h: RetailerHours, zone: string, iso: string, asOf = iso, locale?: Locale): string {
  const s = openStatus(h, zone, Date.parse(asOf), locale)!;
  const t = Date.parse(iso);
  const e = [...s.entries].reverse().find((x) => x.from <= t)!;
  return e.zone ? `${e.text} [${e.zone}]` : e.text;
}

describe('open now, in the retailer’s own zone', () => {
  describe('America/Chicago: clocks go forward on Sunday 8 March 2026', () => {
    const z = 'America/Chicago';
    it('is open at 8:30 on the Monday after (13:30 UTC), which a fixed winter offset would call 7:30', () => {
      expect(at(store, z, '2026-03-09T13:30:00Z')).toBe('Open now · closes 5:00 PM [CDT]');
      expect(at(store, z, '2026-03-09T12:30:00Z')).toBe('Closed · opens 8:00 AM [CDT]');
      expect(at(store, z, '2026-03-09T22:30:00Z')).toBe('Closed · opens Tue 8:00 AM [CDT]');
    });
    it('seen on the Saturday before, names Monday’s opening in the new time and opens at the right instant', () => {
      expect(at(store, z, '2026-03-07T18:30:00Z')).toBe('Closed · opens Mon 8:00 AM [CDT]');
      const s = openStatus(store, z, Date.parse('2026-03-07T18:30:00Z'))!;
      expect(s.entries.find((e) => e.text.startsWith('Open now') && e.from > Date.parse('2026-03-09T00:00:00Z'))!.from).toBe(Date.parse('2026-03-09T13:00:00Z'));
      expect(at(store, z, '2026-03-09T13:30:00Z', '2026-03-07T18:30:00Z')).toBe('Open now · closes 5:00 PM [CDT]');
      // After midnight, Monday's opening is "8:00 AM", no longer "Mon 8:00 AM".
      expect(at(store, z, '2026-03-09T06:30:00Z', '2026-03-07T18:30:00Z')).toBe('Closed · opens 8:00 AM [CDT]');
    });
    it('an opening in the skipped hour opens when the clock first shows a later time', () => {
      const sunday = { ...store, weekly: week({ sun: [['02:30', '05:00']] }) };
      // 2:30 does not exist that day: the clock goes from 1:59 CST to 3:00 CDT (08:00 UTC); 2:30 CST would be 3:30 CDT.
      expect(at(sunday, z, '2026-03-08T08:20:00Z')).toBe('Closed · opens 3:30 AM [CDT]');
      expect(at(sunday, z, '2026-03-08T08:40:00Z')).toBe('Open now · closes 5:00 AM [CDT]');
    });
  });

  describe('America/Toronto: clocks go back on Sunday 1 November 2026', () => {
    const z = 'America/Toronto';
    it('before and after the change', () => {
      expect(at(store, z, '2026-10-31T15:00:00Z')).toBe('Open now · closes 12:00 PM [EDT]');
      expect(at(store, z, '2026-11-02T12:30:00Z')).toBe('Closed · opens 8:00 AM [EST]');
      expect(at(store, z, '2026-11-02T13:30:00Z')).toBe('Open now · closes 5:00 PM [EST]');
    });
    it('a status worked out before the change opens on Monday at 8:00 EST (13:00 UTC), not 12:00 UTC', () => {
      const asOf = '2026-10-31T17:00:00Z';
      expect(at(store, z, asOf)).toBe('Closed · opens Mon 8:00 AM [EST]');
      expect(at(store, z, '2026-11-02T12:30:00Z', asOf)).toBe('Closed · opens 8:00 AM [EST]');
      expect(at(store, z, '2026-11-02T13:00:00Z', asOf)).toBe('Open now · closes 5:00 PM [EST]');
    });
  });

  describe('America/Regina: no daylight saving', () => {
    const z = 'America/Regina';
    it('keeps UTC-6 while Chicago moves: closed at 13:30 UTC on 9 March, when Chicago is open', () => {
      expect(at(store, z, '2026-03-09T13:30:00Z')).toBe('Closed · opens 8:00 AM [CST]');
      expect(at(store, z, '2026-03-09T14:30:00Z')).toBe('Open now · closes 5:00 PM [CST]');
      expect(at(store, z, '2026-11-02T14:30:00Z')).toBe('Open now · closes 5:00 PM [CST]');
    });
  });

  it('follows hours past midnight, several ranges a day, and 24 hours', () => {
    const z = 'America/Chicago';
    const late = { ...store, weekly: week({ fri: [['22:00', '24:00']], sat: [['00:00', '02:00']] }) };
    expect(at(late, z, '2026-06-06T04:00:00Z')).toBe('Open now · closes Sat 2:00 AM [CDT]');
    const lunch = {
      ...store,
      weekly: week({
        mon: [
          ['08:00', '12:00'],
          ['13:00', '17:00'],
        ],
      }),
    };
    expect(at(lunch, z, '2026-06-08T17:30:00Z')).toBe('Closed · opens 1:00 PM [CDT]');
    const always = { ...store, weekly: week(Object.fromEntries(Object.keys(emptyWeek()).map((d) => [d, [['00:00', '24:00']]]))) };
    expect(at(always, z, '2026-06-08T17:30:00Z')).toBe('Open now');
  });

  it('closes on holidays and for a temporary closure until its reopening day', () => {
    const z = 'America/Chicago';
    expect(at({ ...store, holidays: ['2026-12-25'] }, z, '2026-12-25T16:00:00Z')).toBe('Closed today · opens Sat 8:00 AM [CST]');
    const closed = { ...store, closedUntil: '2027-01-11' };
    expect(at(closed, z, '2026-12-28T16:00:00Z')).toBe('Temporarily closed · reopens Mon Jan 11 8:00 AM [CST]');
    expect(at(closed, z, '2027-01-11T14:30:00Z')).toBe('Open now · closes 5:00 PM [CST]');
  });

  it('says nothing without hours', () => {
    expect(openStatus(null, 'America/Chicago', Date.now())).toBeNull();
    expect(openStatus({ weekly: emptyWeek(), holidays: [], closedUntil: null }, 'America/Chicago', Date.now())).toBeNull();
  });

  it('says closed, with no time, when nothing opens within the days it looks ahead', () => {
    expect(at({ ...store, closedUntil: '2029-01-01' }, 'America/Chicago', '2026-06-08T17:30:00Z')).toBe('Temporarily closed');
  });

  it('marks each stretch open or closed, whatever the language', () => {
    const s = openStatus(store, 'America/Chicago', Date.parse('2026-03-09T12:30:00Z'), 'fr')!;
    expect(s.entries.slice(0, 3).map((e) => [e.text, e.open])).toEqual([
      ['Fermé · ouvre à 8 h', false],
      ['Ouvert · ferme à 17 h', true],
      ['Fermé · ouvre mardi à 8 h', false],
    ]);
  });
});

describe('the status line in Canadian French (24-hour times with h, weekdays in lower case, French zone names)', () => {
  const fr = (h: RetailerHours, zone: string, iso: string, asOf = iso) => at(h, zone, iso, asOf, 'fr');

  it('America/Chicago around the spring change', () => {
    const z = 'America/Chicago';
    expect(fr(store, z, '2026-03-09T13:30:00Z')).toBe('Ouvert · ferme à 17 h [HAC]');
    expect(fr(store, z, '2026-03-09T12:30:00Z')).toBe('Fermé · ouvre à 8 h [HAC]');
    expect(fr(store, z, '2026-03-09T22:30:00Z')).toBe('Fermé · ouvre mardi à 8 h [HAC]');
    expect(fr(store, z, '2026-03-07T18:30:00Z')).toBe('Fermé · ouvre lundi à 8 h [HAC]');
    expect(fr(store, z, '2026-03-09T06:30:00Z', '2026-03-07T18:30:00Z')).toBe('Fermé · ouvre à 8 h [HAC]');
  });

  it('America/Toronto and America/Regina', () => {
    expect(fr(store, 'America/Toronto', '2026-10-31T15:00:00Z')).toBe('Ouvert · ferme à 12 h [HAE]');
    expect(fr(store, 'America/Toronto', '2026-11-02T12:30:00Z')).toBe('Fermé · ouvre à 8 h [HNE]');
    expect(fr(store, 'America/Regina', '2026-03-09T14:30:00Z')).toBe('Ouvert · ferme à 17 h [HNC]');
  });

  it('minutes after the hour, hours past midnight and 24 hours', () => {
    const z = 'America/Chicago';
    const halfPast = { ...store, weekly: week({ mon: [['08:30', '12:00']] }) };
    expect(fr(halfPast, z, '2026-06-08T12:00:00Z')).toBe('Fermé · ouvre à 8 h 30 [HAC]');
    const late = { ...store, weekly: week({ fri: [['22:00', '24:00']], sat: [['00:00', '02:05']] }) };
    expect(fr(late, z, '2026-06-06T04:00:00Z')).toBe('Ouvert · ferme samedi à 2 h 05 [HAC]');
    const always = { ...store, weekly: week(Object.fromEntries(Object.keys(emptyWeek()).map((d) => [d, [['00:00', '24:00']]]))) };
    expect(fr(always, z, '2026-06-08T17:30:00Z')).toBe('Ouvert');
  });

  it('holidays and temporary closures, with the day of the month written out (1er for the first)', () => {
    const z = 'America/Chicago';
    expect(fr({ ...store, holidays: ['2026-12-25'] }, z, '2026-12-25T16:00:00Z')).toBe('Fermé aujourd’hui · ouvre samedi à 8 h [HNC]');
    expect(fr({ ...store, closedUntil: '2027-01-11' }, z, '2026-12-28T16:00:00Z')).toBe('Fermé temporairement · rouvre lundi 11 janvier à 8 h [HNC]');
    expect(fr({ ...store, closedUntil: '2027-02-01' }, z, '2027-01-20T16:00:00Z')).toBe('Fermé temporairement · rouvre lundi 1er février à 8 h [HNC]');
    expect(fr({ ...store, closedUntil: '2029-01-01' }, z, '2026-06-08T17:30:00Z')).toBe('Fermé temporairement');
  });

  it('keeps a status worked out in one language apart from the other’s', () => {
    const json = JSON.stringify(store);
    const now = Date.parse('2026-03-09T13:30:00Z');
    expect(statusOfStoredHours(json, 'America/Chicago', now)!.entries[0].text).toBe('Open now · closes 5:00 PM');
    expect(statusOfStoredHours(json, 'America/Chicago', now, 'fr')!.entries[0].text).toBe('Ouvert · ferme à 17 h');
    expect(statusOfStoredHours(json, 'America/Chicago', now, 'en')!.entries[0].text).toBe('Open now · closes 5:00 PM');
  });
});

describe('hours rules and their CSV form', () => {
  it('refuses bad times, closing before opening and overlaps, naming the day', () => {
    expect(validateHours({ weekly: { mon: [['8', '17:00']] } }).error).toBe('Monday: enter times as HH:MM, for example 08:00 and 17:30.');
    expect(validateHours({ weekly: { tue: [['17:00', '08:00']] } }).error).toBe('Tuesday: closing time must be after opening time (17:00–08:00).');
    expect(
      validateHours({
        weekly: {
          wed: [
            ['08:00', '12:00'],
            ['11:00', '13:00'],
          ],
        },
      }).error,
    ).toBe('Wednesday: opening hours overlap.');
    expect(validateHours({ weekly: {}, holidays: ['2026-02-30'] }).error).toBe('Closed dates must be YYYY-MM-DD (got "2026-02-30").');
  });

  it('writes days with the same hours together and reads them back', () => {
    const text = weeklyToText(store);
    expect(text).toBe('Mon-Fri 08:00-17:00; Sat 08:00-12:00');
    expect(weeklyFromText(text).weekly).toEqual(store.weekly);
    expect(weeklyFromText('Mon 08:00-12:00,13:00-17:00').weekly!.mon).toEqual([
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ]);
    expect(weeklyFromText('Weekdays 8-5').error).toMatch(/^Hours must read like/);
  });
});

describe('the time zone of a location', () => {
  it('follows the state or province, with the known splits', () => {
    expect(timeZoneFor('IA', 41.6, -93.6)).toBe('America/Chicago');
    expect(timeZoneFor('ON', 43.65, -79.38)).toBe('America/Toronto');
    expect(timeZoneFor('ON', 49.77, -94.49)).toBe('America/Winnipeg');
    expect(timeZoneFor('SK', 50.45, -104.61)).toBe('America/Regina');
    expect(timeZoneFor('TX', 31.76, -106.49)).toBe('America/Denver');
    expect(timeZoneFor('TN', 35.96, -83.92)).toBe('America/New_York');
    expect(timeZoneFor('TN', 36.16, -86.78)).toBe('America/Chicago');
    expect(timeZoneFor('AB', 53.5, -113.5)).toBe('America/Edmonton');
  });
});
