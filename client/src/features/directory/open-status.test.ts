import type { OpenStatus } from '@contract/directory';

import { openStatusAt, openStatusLine } from './open-status';

// As the server sends it for a Chicago retailer seen on Saturday 7 March 2026 (clocks go forward the next night).
const status: OpenStatus = {
  timeZone: 'America/Chicago',
  entries: [
    { from: Date.parse('2026-03-07T18:30:00Z'), text: 'Closed · opens Mon 8:00 AM', zone: 'CDT', open: false },
    { from: Date.parse('2026-03-09T06:00:00Z'), text: 'Closed · opens 8:00 AM', zone: 'CDT', open: false },
    { from: Date.parse('2026-03-09T13:00:00Z'), text: 'Open now · closes 5:00 PM', zone: 'CDT', open: true },
    { from: Date.parse('2026-03-09T23:00:00Z'), text: 'Closed · opens Tue 8:00 AM', zone: 'CDT', open: false },
  ],
  until: Date.parse('2026-03-15T18:30:00Z'),
};

describe('a result’s open-now line', () => {
  it('shows the status of the visitor’s current instant', () => {
    expect(openStatusLine(status, Date.parse('2026-03-07T20:00:00Z'), 'America/Chicago')).toBe('Closed · opens Mon 8:00 AM');
    expect(openStatusLine(status, Date.parse('2026-03-09T13:30:00Z'), 'America/Chicago')).toBe('Open now · closes 5:00 PM');
    expect(openStatusLine(status, Date.parse('2026-03-09T12:59:00Z'), 'America/Chicago')).toBe('Closed · opens 8:00 AM');
  });

  it('names the retailer’s zone to a visitor in another one (Regina keeps CST; Toronto is an hour ahead)', () => {
    expect(openStatusLine(status, Date.parse('2026-03-09T13:30:00Z'), 'America/Regina')).toBe('Open now · closes 5:00 PM CDT');
    expect(openStatusLine(status, Date.parse('2026-03-09T13:30:00Z'), 'America/Toronto')).toBe('Open now · closes 5:00 PM CDT');
    expect(openStatusLine(status, Date.parse('2026-03-09T13:30:00Z'), null)).toBe('Open now · closes 5:00 PM');
  });

  it('shows a French page’s line as the server wrote it, and knows it is open without reading the words', () => {
    const french: OpenStatus = { ...status, entries: [{ from: Date.parse('2026-03-09T13:00:00Z'), text: 'Ouvert · ferme à 17 h', zone: 'HAC', open: true }] };
    expect(openStatusLine(french, Date.parse('2026-03-09T13:30:00Z'), 'America/Toronto')).toBe('Ouvert · ferme à 17 h HAC');
    expect(openStatusAt(french, Date.parse('2026-03-09T13:30:00Z'))?.open).toBe(true);
    expect(openStatusAt(status, Date.parse('2026-03-09T23:30:00Z'))?.open).toBe(false);
  });

  it('says nothing once the status runs out, or without hours', () => {
    expect(openStatusLine(status, Date.parse('2026-03-16T00:00:00Z'), 'America/Chicago')).toBeNull();
    expect(openStatusLine(null, Date.now(), 'America/Chicago')).toBeNull();
  });
});
