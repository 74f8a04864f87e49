import { Injectable } from '@nestjs/common';
import * as Papa from 'papaparse';
import { DataSource } from 'typeorm';

import { ValidationFailed } from '../../common/errors';
import type { CsvExport, DirectoryLabel, DirectoryRegion } from '../../contract/directory';
import { LOCATOR_DATE_MESSAGE, LOCATOR_RANGE_MESSAGE, LocatorAreaRow, LocatorDayRow, LocatorRadiusRow, LocatorReport, LocatorReportQuery } from '../../contract/locator';
import { DirectoryClock, utcDay } from '../directory-clock';
import { areaInfo } from './areas';
import { LocatorCounts } from './locator-counts';

/** The range a report covers when none is asked for: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest range one report covers (its day-by-day series has a point a day). */
export const MAX_REPORT_DAYS = 3 * 366;
const DAY_MS = 86_400_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: string) => ISO_DAY.test(s) && utcDay(new Date(`${s}T00:00:00Z`)) === s;

export interface ReportRange {
  from: string;
  to: string;
  regionId?: DirectoryRegion;
  label?: DirectoryLabel;
}

/** The filters with their defaults filled in and checked (field messages → 400). */
export function reportRange(q: Partial<LocatorReportQuery>, today: string): ReportRange {
  const to = q.to || today;
  const from = q.from || utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS));
  const errors: Record<string, string> = {};
  if (!validDay(from)) errors.from = LOCATOR_DATE_MESSAGE;
  if (!validDay(to)) errors.to = LOCATOR_DATE_MESSAGE;
  if (!Object.keys(errors).length && from > to) errors.to = LOCATOR_RANGE_MESSAGE;
  if (!Object.keys(errors).length && (Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_REPORT_DAYS) errors.from = `A report covers at most ${MAX_REPORT_DAYS} days.`;
  if (Object.keys(errors).length) throw new ValidationFailed(Object.values(errors)[0], errors);
  return { from, to, regionId: q.regionId ? (Number(q.regionId) as DirectoryRegion) : undefined, label: q.label || undefined };
}

/** The WHERE clause and parameters of a range with its filters. */
function where(r: ReportRange, extra: string[] = []): [string, unknown[]] {
  const parts = ['day BETWEEN ? AND ?', ...extra];
  const params: unknown[] = [r.from, r.to];
  if (r.regionId) {
    parts.push('region_id = ?');
    params.push(r.regionId);
  }
  if (r.label) {
    parts.push('label = ?');
    params.push(r.label);
  }
  return [`WHERE ${parts.join(' AND ')}`, params];
}

/** Dealer gaps first: the most searches that found nobody, then the most searches, then the area. */
export function byGap(a: LocatorAreaRow, b: LocatorAreaRow): number {
  return b.zeroResultSearches - a.zeroResultSearches || b.searches - a.searches || a.area.localeCompare(b.area);
}

/** The locator report: searches over time, by area (dealer gaps first) and by radius, and their CSV. */
@Injectable()
export class LocatorReportService {
  constructor(
    private readonly ds: DataSource,
    private readonly counts: LocatorCounts,
    private readonly clock: DirectoryClock,
  ) {}

  range(q: Partial<LocatorReportQuery>): ReportRange {
    return reportRange(q, utcDay(this.clock.now()));
  }

  async areas(q: Partial<LocatorReportQuery>): Promise<LocatorAreaRow[]> {
    const r = this.range(q);
    // This instance's latest counts first, so what staff just tried shows at once (other instances' within seconds).
    await this.counts.flush();
    const [w, params] = where(r);
    const rows: { area: string; region_id: number; s: number; z: number }[] = await this.ds.query(
      `SELECT area, region_id, SUM(searches) AS s, SUM(zero_result_searches) AS z FROM locator_search_day ${w} GROUP BY area, region_id`,
      params,
    );
    return rows
      .map((row) => {
        const info = areaInfo(row.area);
        return {
          area: row.area,
          regionId: Number(row.region_id) as DirectoryRegion,
          searches: Number(row.s),
          zeroResultSearches: Number(row.z),
          place: info?.place ?? null,
          lat: info ? Math.round(info.lat * 1e4) / 1e4 : null,
          lng: info ? Math.round(info.lng * 1e4) / 1e4 : null,
        };
      })
      .sort(byGap);
  }

  async report(q: Partial<LocatorReportQuery>): Promise<LocatorReport> {
    const r = this.range(q);
    const areas = await this.areas(r);
    const [w, params] = where(r);
    const dayRows: { day: string; s: number; z: number; reps: number; retailers: number }[] = await this.ds.query(
      `SELECT day, SUM(searches) AS s, SUM(zero_result_searches) AS z, SUM(reps_found) AS reps, SUM(retailers_found) AS retailers
         FROM locator_search_day ${w} GROUP BY day`,
      params,
    );
    const [rw, rparams] = where(r, ["label = 'Retailers'"]);
    const radiusRows: { radius: number; region_id: number; s: number }[] = await this.ds.query(
      `SELECT radius, region_id, SUM(searches) AS s FROM locator_search_day ${rw} GROUP BY radius, region_id`,
      rparams,
    );
    const byDay = new Map(dayRows.map((d) => [String(d.day), d]));
    const days: LocatorDayRow[] = [];
    for (let t = Date.parse(`${r.from}T00:00:00Z`); t <= Date.parse(`${r.to}T00:00:00Z`); t += DAY_MS) {
      const day = utcDay(new Date(t));
      const d = byDay.get(day);
      days.push({ day, searches: Number(d?.s ?? 0), zeroResultSearches: Number(d?.z ?? 0) });
    }
    const sum = (f: (d: (typeof dayRows)[number]) => unknown) => dayRows.reduce((n, d) => n + Number(f(d)), 0);
    const radii: LocatorRadiusRow[] = radiusRows
      .map((x) => ({ radius: Number(x.radius), regionId: Number(x.region_id) as DirectoryRegion, searches: Number(x.s) }))
      .sort((a, b) => a.regionId - b.regionId || a.radius - b.radius);
    return {
      from: r.from,
      to: r.to,
      totals: { searches: sum((d) => d.s), zeroResultSearches: sum((d) => d.z), repsFound: sum((d) => d.reps), retailersFound: sum((d) => d.retailers) },
      days,
      areas,
      radii,
    };
  }

  async areasCsv(q: Partial<LocatorReportQuery>): Promise<CsvExport> {
    const r = this.range(q);
    const rows = await this.areas(r);
    const csv = Papa.unparse(
      {
        fields: ['area', 'regionId', 'place', 'searches', 'zeroResultSearches', 'zeroResultShare'],
        data: rows.map((a) => [a.area, a.regionId, a.place ?? '', a.searches, a.zeroResultSearches, a.searches ? (a.zeroResultSearches / a.searches).toFixed(3) : '0']),
      },
      { escapeFormulae: true },
    );
    return { filename: `locator-areas-${r.from}-to-${r.to}.csv`, csv };
  }
}
