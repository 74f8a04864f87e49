import { Injectable } from '@nestjs/common';
import * as Papa from 'papaparse';
import { DataSource } from 'typeorm';

import { ValidationFailed } from '../common/errors';
import { CsvExport, CsvImportReport, CsvRowProblem, REP_CSV_COLUMNS, RETAILER_CSV_COLUMNS } from '../contract/directory';
import { DirectoryWrites } from './directory-writes';
import { Rep } from './entities/rep.entity';
import { Retailer } from './entities/retailer.entity';
import { weeklyToText } from './hours/retailer-hours';
import { RepsService } from './reps.service';
import { RetailersService } from './retailers.service';
import { FieldErrors, validateRep, validateRetailer, ValidRep, ValidRetailer } from './rules';

export const MAX_IMPORT_ROWS = 20000;
type Kind = 'reps' | 'retailers';

/** Header names people actually write, mapped to our columns. */
const HEADER_ALIASES: Record<string, string> = {
  postalcode: 'postalCode',
  postal: 'postalCode',
  zip: 'postalCode',
  zipcode: 'postalCode',
  postcode: 'postalCode',
  latitude: 'lat',
  longitude: 'lng',
  lon: 'lng',
  long: 'lng',
  province: 'state',
  stateprovince: 'state',
  photourl: 'photoUrl',
  frenchtitle: 'titleFr',
  titlefrench: 'titleFr',
  photo: 'photoUrl',
  regionid: 'region',
  country: 'region',
  territories: 'territory',
  url: 'website',
};

export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** Parses CSV text into rows keyed by our column names, each with the line it starts on (the header is line 1). */
export function parseCsv(text: string, columns: readonly string[]): CsvRow[] {
  const src = text.replace(/^\uFEFF/, '');
  const raw: { line: number; cells: string[] }[] = [];
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(src, {
    step: (r) => {
      raw.push({ line, cells: r.data });
      line += (src.slice(cursor, r.meta.cursor).match(/\n/g) ?? []).length;
      cursor = r.meta.cursor;
    },
  });
  const header = raw.shift();
  const norm = (h: string) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '');
  const byNorm = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const keys = (header?.cells ?? []).map((h) => byNorm.get(norm(h)) ?? HEADER_ALIASES[norm(h)] ?? null);
  if (!keys.includes('name')) throw new ValidationFailed(`The first line must be a header row naming the columns: ${columns.join(', ')}.`);
  const rows: CsvRow[] = [];
  for (const r of raw) {
    if (r.cells.every((c) => !c.trim())) continue;
    const cells: Record<string, string> = {};
    keys.forEach((k, i) => {
      // Undo the export's formula escaping ('+1 555... → +1 555...).
      if (k) cells[k] = (r.cells[i] ?? '').replace(/^'(?=[=+\-@])/, '');
    });
    rows.push({ line: r.line, cells });
  }
  if (rows.length > MAX_IMPORT_ROWS) throw new ValidationFailed(`A file may hold at most ${MAX_IMPORT_ROWS} rows; split it and import the parts.`);
  return rows;
}

const reasonOf = (errors: FieldErrors) => Object.values(errors).join(' ');

/** CSV import (with a dry run) and export for reps and retailers. Valid rows are saved; bad rows are reported by line. */
@Injectable()
export class DirectoryCsvService {
  constructor(
    private readonly ds: DataSource,
    private readonly reps: RepsService,
    private readonly retailers: RetailersService,
    private readonly writes: DirectoryWrites,
  ) {}

  async import(kind: Kind, text: string, dryRun: boolean): Promise<CsvImportReport> {
    const rows = parseCsv(text, kind === 'reps' ? REP_CSV_COLUMNS : RETAILER_CSV_COLUMNS);
    const rejected: CsvRowProblem[] = [];
    const valid: { line: number; value: ValidRep | ValidRetailer }[] = [];
    for (const row of rows) {
      const { value, errors } = kind === 'reps' ? validateRep(row.cells) : validateRetailer(row.cells);
      if (Object.keys(errors).length) rejected.push({ line: row.line, reason: reasonOf(errors) });
      else valid.push({ line: row.line, value });
    }
    const ids = valid.map((v) => v.value.id).filter((id): id is number => id !== null);
    const existing = new Set<number>();
    const entity = kind === 'reps' ? Rep : Retailer;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const found: { id: number }[] = await this.ds.getRepository(entity).createQueryBuilder('x').select('x.id', 'id').where('x.id IN (:...chunk)', { chunk }).getRawMany();
      for (const f of found) existing.add(Number(f.id));
    }
    let added = 0;
    let updated = 0;
    const toWrite: (ValidRep | ValidRetailer)[] = [];
    for (const v of valid) {
      if (v.value.id !== null && !existing.has(v.value.id)) {
        rejected.push({ line: v.line, reason: `No ${kind === 'reps' ? 'rep' : 'retailer'} has id ${v.value.id}; leave the id empty to add a new one.` });
        continue;
      }
      if (v.value.id === null) added++;
      else updated++;
      toWrite.push(v.value);
    }
    rejected.sort((a, b) => a.line - b.line);
    if (!dryRun && toWrite.length) {
      await this.writes.commit(`${kind} imported`, async (m) => {
        for (const value of toWrite) {
          if (kind === 'reps') await this.reps.write(m, value as ValidRep);
          else await this.retailers.write(m, value as ValidRetailer);
        }
        return { result: undefined, entry: { action: 'directory.import', summary: `CSV import of ${kind}: ${added} added, ${updated} updated, ${rejected.length} rejected.` } };
      });
    }
    return { dryRun, added, updated, rejected };
  }

  async export(kind: Kind): Promise<CsvExport> {
    const date = new Date().toISOString().slice(0, 10);
    if (kind === 'reps') {
      const data = (await this.reps.all()).map((r) => ({ ...r, territory: r.territory.join(' '), products: r.products.join('; '), active: r.active ? 'true' : 'false' }));
      return {
        filename: `reps-${date}.csv`,
        csv: Papa.unparse({ fields: [...REP_CSV_COLUMNS], data: data.map((d) => REP_CSV_COLUMNS.map((c) => d[c] ?? '')) }, { escapeFormulae: true }),
      };
    }
    const data = (await this.retailers.all()).map((r) => ({
      ...r,
      products: r.products.join('; '),
      active: r.active ? 'true' : 'false',
      // Empty when the zone comes from the location, so a file imported back keeps it following the location.
      timeZone: r.timeZone ?? '',
      hours: weeklyToText(r.hours),
      holidayClosures: r.hours?.holidays.join(' ') ?? '',
      closedUntil: r.hours?.closedUntil ?? '',
      serviceAreas: r.serviceArea?.codes.join(' ') ?? '',
      serviceRadius: r.serviceArea?.radius ?? '',
    }));
    return {
      filename: `retailers-${date}.csv`,
      csv: Papa.unparse({ fields: [...RETAILER_CSV_COLUMNS], data: data.map((d) => RETAILER_CSV_COLUMNS.map((c) => d[c] ?? '')) }, { escapeFormulae: true }),
    };
  }
}
