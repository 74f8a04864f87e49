import { CASE_REGION_LABELS, CASE_REGIONS, CASE_TYPES, CaseRegion, caseTypeOf, DurationStats, ResponseReportRow } from '../contract/cases';

const HOUR_MS = 3_600_000;

/** The value at rank ceil(q·n) of the sorted values (nearest rank): an actual case's time, never an average of two. */
export function nearestRank(sorted: number[], q: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
}

export function durationStats(ms: number[]): DurationStats {
  const sorted = [...ms].sort((a, b) => a - b);
  const hours = (v: number | null) => (v === null ? null : Math.round((v / HOUR_MS) * 10) / 10);
  return { count: sorted.length, medianHours: hours(nearestRank(sorted, 0.5)), p90Hours: hours(nearestRank(sorted, 0.9)) };
}

export interface ReportCase {
  type: number;
  region: CaseRegion;
  created: Date;
  firstResponseAt: Date | null;
  closedAt: Date | null;
  dueAt: Date | null;
}

function row(cases: ReportCase[], now: Date, type: number | null, region: CaseRegion | null): ResponseReportRow {
  const overdue = cases.filter((c) => c.dueAt && (c.firstResponseAt ? c.firstResponseAt > c.dueAt : !c.closedAt && now > c.dueAt)).length;
  return {
    type,
    typeName: type === null ? 'All' : (CASE_TYPES.find((t) => t.type === type)?.label ?? String(type)),
    region,
    regionName: region === null ? 'All regions' : CASE_REGION_LABELS[region],
    cases: cases.length,
    firstResponse: durationStats(cases.filter((c) => c.firstResponseAt).map((c) => c.firstResponseAt!.getTime() - c.created.getTime())),
    close: durationStats(cases.filter((c) => c.closedAt).map((c) => c.closedAt!.getTime() - c.created.getTime())),
    overdue,
  };
}

/** One row per type and region (those with cases), and the total. */
export function responseReportRows(cases: ReportCase[], now: Date): { rows: ResponseReportRow[]; total: ResponseReportRow } {
  const rows: ResponseReportRow[] = [];
  for (const t of CASE_TYPES) {
    for (const region of CASE_REGIONS) {
      const mine = cases.filter((c) => caseTypeOf(c.type) === t.type && c.region === region);
      if (mine.length) rows.push(row(mine, now, t.type, region));
    }
  }
  return { rows, total: row(cases, now, null, null) };
}
