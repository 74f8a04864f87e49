import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Papa from 'papaparse';
import { DataSource, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { unescapeCsvFormula } from '../common/csv';
import { ValidationFailed } from '../common/errors';
import { REDIRECT_CSV_COLUMNS, RedirectExport, RedirectImportReport, RedirectImportRow, RedirectSaveRequest } from '../contract/redirects';
import { HitBuffer } from './hit-buffer.service';
import { RedirectEntity } from './redirect.entity';
import { RedirectCache } from './redirect-cache.service';
import { RuleLike } from './redirect-rules';
import { checkAgainstOthers, PreparedRedirect, prepareRedirect, RedirectRuleError, sameScope } from './redirect-validation';
import { RedirectsService } from './redirects.service';

const MAX_ROWS = 5000;

function bool(raw: string | undefined, def: boolean): boolean {
  const v = (raw ?? '').trim().toLowerCase();
  if (!v) return def;
  if (['1', 'true', 'yes', 'y', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'n', 'off'].includes(v)) return false;
  throw new RedirectRuleError(`"${raw}" is not true or false.`, 'csv');
}

const CHANGE_FIELDS: (keyof PreparedRedirect)[] = ['target', 'status', 'keepQuery', 'active', 'allowShadow', 'note'];

/** CSV import (with a dry-run report; all or nothing) and export of redirect rules. */
@Injectable()
export class RedirectCsvService {
  constructor(
    @InjectRepository(RedirectEntity) private readonly repo: Repository<RedirectEntity>,
    private readonly dataSource: DataSource,
    private readonly redirects: RedirectsService,
    private readonly cache: RedirectCache,
    private readonly hits: HitBuffer,
    private readonly audit: AuditService,
  ) {}

  async export(): Promise<RedirectExport> {
    await this.hits.flush();
    const rows = await this.repo.find({ order: { source: 'ASC', id: 'ASC' } });
    // A cell starting =, +, - or @ is written with a leading ' so a spreadsheet shows it instead of running it (import strips it again).
    const csv = Papa.unparse(
      {
        fields: [...REDIRECT_CSV_COLUMNS],
        data: rows.map((r) => [
          r.source,
          r.target,
          r.status,
          r.keepQuery ? 'true' : 'false',
          r.active ? 'true' : 'false',
          r.host ?? '',
          r.regionId ?? '',
          r.allowShadow ? 'true' : 'false',
          r.note ?? '',
          r.hits,
          r.lastHitAt ? new Date(r.lastHitAt).toISOString() : '',
        ]),
      },
      { escapeFormulae: true },
    );
    return { filename: `redirects-${new Date().toISOString().slice(0, 10)}.csv`, csv };
  }

  async import(csv: string, dryRun: boolean, actor: string | null): Promise<RedirectImportReport> {
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      transform: (v) => unescapeCsvFormula(v),
    });
    const headers = parsed.meta.fields ?? [];
    const missing = ['source', 'status'].filter((h) => !headers.includes(h));
    if (missing.length) throw new ValidationFailed(`The CSV file needs a header row with the columns ${REDIRECT_CSV_COLUMNS.slice(0, 3).join(', ')} (missing: ${missing.join(', ')}).`);
    if (parsed.data.length > MAX_ROWS) throw new ValidationFailed(`A CSV file may hold at most ${MAX_ROWS} redirects.`);

    // Each row is checked against the stored rules as changed by the rows above it.
    const stored = await this.redirects.allRules();
    const working: (RuleLike & { active: boolean })[] = stored.map((r) => ({ ...r }));
    const byId = new Map((await this.repo.find()).map((r) => [r.id, r]));
    let nextTempId = -2;
    const plan: { line: number; rule: PreparedRedirect; id: number | null }[] = [];
    const rows: RedirectImportRow[] = [];
    parsed.data.forEach((raw, i) => {
      const line = i + 2;
      const sourceText = (raw.source ?? '').trim();
      try {
        const body: RedirectSaveRequest = {
          source: sourceText,
          target: raw.target ?? '',
          status: Number((raw.status ?? '').trim()) as RedirectSaveRequest['status'],
          keepQuery: bool(raw.keepQuery, true),
          active: bool(raw.active, true),
          host: raw.host?.trim() || null,
          regionId: raw.regionId?.trim() ? (Number(raw.regionId) as 2 | 3) : null,
          allowShadow: bool(raw.allowShadow, false),
          note: raw.note ?? null,
        };
        const rule = prepareRedirect(body);
        if (plan.some((p) => sameScope(p.rule, rule))) throw new RedirectRuleError(`${rule.source} appears more than once in this file.`, 'source');
        const existing = working.find((w) => w.id > 0 && sameScope(w, rule));
        const selfId = existing?.id ?? null;
        checkAgainstOthers(rule, selfId, working, this.cache.ownHosts(), { shadowCheck: true });
        if (existing) {
          const entity = byId.get(existing.id)!;
          const unchanged = CHANGE_FIELDS.every((f) => (f === 'note' ? (entity.note ?? null) === rule.note : (entity as unknown as Record<string, unknown>)[f] == rule[f]));
          Object.assign(existing, rule);
          rows.push({ line, source: rule.source, action: unchanged ? 'unchanged' : 'update' });
          if (!unchanged) plan.push({ line, rule, id: existing.id });
        } else {
          working.push({ id: nextTempId--, ...rule });
          rows.push({ line, source: rule.source, action: 'create' });
          plan.push({ line, rule, id: null });
        }
      } catch (e) {
        if (!(e instanceof RedirectRuleError)) throw e;
        rows.push({ line, source: sourceText, action: 'error', message: e.message });
      }
    });
    const errors = rows.filter((r) => r.action === 'error').length;
    const report: RedirectImportReport = {
      dryRun,
      applied: false,
      created: rows.filter((r) => r.action === 'create').length,
      updated: rows.filter((r) => r.action === 'update').length,
      unchanged: rows.filter((r) => r.action === 'unchanged').length,
      errors,
      rows,
    };
    if (dryRun || errors) return report;
    const now = new Date();
    await this.dataSource.transaction(async (em) => {
      for (const p of plan) {
        if (p.id) await em.update(RedirectEntity, { id: p.id }, { ...p.rule, updatedBy: actor, updatedAt: now });
        else await em.insert(RedirectEntity, { ...p.rule, systemKey: null, hits: 0, lastHitAt: null, createdBy: actor, updatedBy: actor, createdAt: now, updatedAt: now });
      }
      await this.audit.record(em, {
        action: 'redirect.import',
        section: 'redirects',
        summary: `CSV import: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged.`,
      });
    });
    await this.redirects.afterChange(plan.map((p) => p.rule));
    return { ...report, applied: true };
  }
}
