import { addBusinessDaysInZone, isOverdue, routedOwner } from './case-rules';

const notify = {
  default: ['info@example.com'],
  us: ['us@example.com'],
  ca: ['ca@example.com'],
  international: [],
  retailer: ['retail@example.com'],
  vendor: [],
  rep: ['reps@example.com'],
};

describe('the routed owner of a case', () => {
  it('takes the most specific address of the notification: rep inbox, then role, then region', () => {
    const none = () => false;
    expect(routedOwner(notify, null, { region: 'Canada', role: 'Product retailer', type: 1 }, none)).toBe('reps@example.com');
    expect(routedOwner(notify, null, { region: 'Canada', role: 'Product retailer', type: 0 }, none)).toBe('retail@example.com');
    expect(routedOwner(notify, null, { region: 'USA', role: 'Grower', type: 0 }, none)).toBe('us@example.com');
    expect(routedOwner(notify, null, { region: 'Europe', role: 'Grower', type: 0 }, none)).toBe('info@example.com');
  });
  it('prefers an address that belongs to a staff account', () => {
    expect(routedOwner(notify, null, { region: 'Canada', role: 'Product retailer', type: 1 }, (a) => a === 'ca@example.com')).toBe('ca@example.com');
  });
  it('falls back to the administrator address, and to nobody', () => {
    const empty = { ...notify, default: [], us: [], ca: [], retailer: [], rep: [] };
    expect(routedOwner(empty, 'Admin@Example.com', { region: 'USA', role: 'Grower', type: 0 }, () => false)).toBe('admin@example.com');
    expect(routedOwner(empty, null, { region: 'USA', role: 'Grower', type: 0 }, () => false)).toBeNull();
  });
});

describe('business days on a region clock', () => {
  it('skips the weekend and keeps the wall-clock time', () => {
    // Friday 15:00 CST.
    expect(addBusinessDaysInZone(new Date('2026-01-09T21:00:00Z'), 2, 'America/Chicago').toISOString()).toBe('2026-01-13T21:00:00.000Z');
    // Wednesday 10:00 CST + 2: Friday.
    expect(addBusinessDaysInZone(new Date('2026-01-07T16:00:00Z'), 2, 'America/Chicago').toISOString()).toBe('2026-01-09T16:00:00.000Z');
  });
  it('starts a weekend arrival on Monday 00:00 of the zone', () => {
    expect(addBusinessDaysInZone(new Date('2026-01-10T18:00:00Z'), 2, 'America/Winnipeg').toISOString()).toBe('2026-01-14T06:00:00.000Z');
    // Friday 23:30 in Chicago is already Saturday in UTC: the zone decides (Monday 23:30 there, Tuesday 00:00 in UTC).
    expect(addBusinessDaysInZone(new Date('2026-01-10T05:30:00Z'), 1, 'America/Chicago').toISOString()).toBe('2026-01-13T05:30:00.000Z');
    expect(addBusinessDaysInZone(new Date('2026-01-10T05:30:00Z'), 1, 'UTC').toISOString()).toBe('2026-01-13T00:00:00.000Z');
  });
  it('keeps the local hour across a daylight-saving change', () => {
    // Friday 6 March 2026 09:00 CST; DST starts Sunday 8 March: Tuesday 09:00 CDT is 14:00 UTC.
    expect(addBusinessDaysInZone(new Date('2026-03-06T15:00:00Z'), 2, 'America/Chicago').toISOString()).toBe('2026-03-10T14:00:00.000Z');
  });
});

describe('overdue', () => {
  const due = new Date('2026-01-13T21:00:00Z');
  it('is an open, unanswered case past its due time', () => {
    expect(isOverdue({ caseStatus: 'open', firstResponseAt: null, dueAt: due }, new Date('2026-01-13T21:00:01Z'))).toBe(true);
    expect(isOverdue({ caseStatus: 'open', firstResponseAt: null, dueAt: due }, new Date('2026-01-13T20:59:59Z'))).toBe(false);
    expect(isOverdue({ caseStatus: 'open', firstResponseAt: new Date(), dueAt: due }, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isOverdue({ caseStatus: 'closed', firstResponseAt: null, dueAt: due }, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isOverdue({ caseStatus: 'new', firstResponseAt: null, dueAt: null }, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });
});
