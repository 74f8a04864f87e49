import { durationStats, nearestRank, responseReportRows } from './response-report';

const H = 3_600_000;

describe('response-time statistics', () => {
  it('takes the nearest rank: an actual case, never an average', () => {
    expect(nearestRank([1, 2, 3, 10], 0.5)).toBe(2);
    expect(nearestRank([1, 2, 3, 10], 0.9)).toBe(10);
    expect(nearestRank([7], 0.9)).toBe(7);
    expect(nearestRank([], 0.5)).toBeNull();
  });
  it('reports hours to one decimal', () => {
    expect(durationStats([1.25 * H, 2 * H, 90 * 60_000])).toEqual({ count: 3, medianHours: 1.5, p90Hours: 2 });
    expect(durationStats([])).toEqual({ count: 0, medianHours: null, p90Hours: null });
  });
  it('groups by type and region, counts the late ones, and totals', () => {
    const t0 = new Date('2026-03-03T14:00:00Z');
    const plus = (h: number) => new Date(t0.getTime() + h * H);
    const { rows, total } = responseReportRows(
      [
        { type: 0, region: 'us', created: t0, firstResponseAt: plus(1), closedAt: null, dueAt: plus(48) },
        { type: 0, region: 'us', created: t0, firstResponseAt: plus(50), closedAt: plus(60), dueAt: plus(48) },
        { type: 1, region: 'ca', created: t0, firstResponseAt: null, closedAt: null, dueAt: plus(48) },
      ],
      plus(100),
    );
    expect(rows.map((r) => [r.typeName, r.regionName, r.cases, r.overdue])).toEqual([
      ['Contact', 'US', 2, 1],
      ['Rep', 'Canada', 1, 1],
    ]);
    expect(total).toMatchObject({ cases: 3, overdue: 2, firstResponse: { count: 2, medianHours: 1, p90Hours: 50 }, close: { count: 1, medianHours: 60 } });
  });
});
