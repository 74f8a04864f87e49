import { Injectable } from '@nestjs/common';
import * as Papa from 'papaparse';
import { DataSource, In } from 'typeorm';

import type { CsvExport } from '../../contract/directory';
import { DirectoryClickType, LOCATION_CLICK_DAYS, LocationClickRow, LocationClickSummary, LocatorReportQuery } from '../../contract/locator';
import { DirectoryClock, utcDay } from '../directory-clock';
import { Rep } from '../entities/rep.entity';
import { Retailer } from '../entities/retailer.entity';
import { LocatorCounts } from './locator-counts';
import { reportRange } from './locator-report.service';

const DAY_MS = 86_400_000;

interface ClickSumRow {
  target_type: string;
  target_id: number;
  action: string;
  n: number;
}

/** Result link clicks per rep and retailer: the admin's list for a period, its CSV, and one location's last 90 days. */
@Injectable()
export class LocatorClicksService {
  constructor(
    private readonly ds: DataSource,
    private readonly counts: LocatorCounts,
    private readonly clock: DirectoryClock,
  ) {}

  /** Every location clicked in the range, most clicks first (the region and label filters do not apply to clicks). */
  async list(q: Partial<LocatorReportQuery>): Promise<LocationClickRow[]> {
    const r = reportRange(q, utcDay(this.clock.now()));
    await this.counts.flush();
    const rows: ClickSumRow[] = await this.ds.query(
      `SELECT target_type, target_id, action, SUM(clicks) AS n FROM locator_click_day WHERE day BETWEEN ? AND ? GROUP BY target_type, target_id, action`,
      [r.from, r.to],
    );
    const byTarget = new Map<string, LocationClickRow>();
    for (const row of rows) {
      const type = row.target_type as DirectoryClickType;
      const id = Number(row.target_id);
      const k = `${type}:${id}`;
      let t = byTarget.get(k);
      if (!t) byTarget.set(k, (t = { type, id, name: '', detail: '', directions: 0, call: 0, website: 0, total: 0 }));
      const n = Number(row.n);
      if (row.action === 'directions' || row.action === 'call' || row.action === 'website') t[row.action] += n;
      t.total += n;
    }
    const ids = (type: DirectoryClickType) => [...byTarget.values()].filter((t) => t.type === type).map((t) => t.id);
    const repIds = ids('rep');
    const retailerIds = ids('retailer');
    const reps = repIds.length ? await this.ds.getRepository(Rep).find({ where: { id: In(repIds) }, select: { id: true, name: true, title: true } }) : [];
    const retailers = retailerIds.length
      ? await this.ds.getRepository(Retailer).find({ where: { id: In(retailerIds) }, select: { id: true, name: true, city: true, state: true } })
      : [];
    for (const rep of reps) Object.assign(byTarget.get(`rep:${rep.id}`)!, { name: rep.name, detail: rep.title });
    for (const x of retailers) Object.assign(byTarget.get(`retailer:${x.id}`)!, { name: x.name, detail: `${x.city}, ${x.state}` });
    // A location deleted since: its clicks still count, under its old id.
    for (const t of byTarget.values()) if (!t.name) t.name = `Deleted ${t.type} #${t.id}`;
    return [...byTarget.values()].sort((a, b) => b.total - a.total || a.type.localeCompare(b.type) || a.id - b.id);
  }

  async csv(q: Partial<LocatorReportQuery>): Promise<CsvExport> {
    const r = reportRange(q, utcDay(this.clock.now()));
    const rows = await this.list(r);
    const csv = Papa.unparse(
      {
        fields: ['type', 'id', 'name', 'detail', 'directions', 'call', 'website', 'total'],
        data: rows.map((x) => [x.type, x.id, x.name, x.detail, x.directions, x.call, x.website, x.total]),
      },
      { escapeFormulae: true },
    );
    return { filename: `locator-clicks-${r.from}-to-${r.to}.csv`, csv };
  }

  /** One rep's or retailer's clicks over the last LOCATION_CLICK_DAYS days, today included. */
  async forLocation(type: DirectoryClickType, id: number): Promise<LocationClickSummary> {
    const now = this.clock.now();
    const to = utcDay(now);
    const from = utcDay(new Date(now.getTime() - (LOCATION_CLICK_DAYS - 1) * DAY_MS));
    await this.counts.flush();
    const rows: { action: string; n: number }[] = await this.ds.query(
      `SELECT action, SUM(clicks) AS n FROM locator_click_day WHERE target_type = ? AND target_id = ? AND day BETWEEN ? AND ? GROUP BY action`,
      [type, id, from, to],
    );
    const out: LocationClickSummary = { from, to, directions: 0, call: 0, website: 0 };
    for (const row of rows) if (row.action === 'directions' || row.action === 'call' || row.action === 'website') out[row.action] = Number(row.n);
    return out;
  }
}
