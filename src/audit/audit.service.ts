import { TZDate } from '@date-fns/tz';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as Papa from 'papaparse';
import { Brackets, DataSource, EntityManager, LessThan, SelectQueryBuilder } from 'typeorm';

import { foldForSearch } from '../common/search-text';
import { AUDIT_ACTIONS, AUDIT_ANONYMOUS, AUDIT_EXPORT_MAX_ROWS, AUDIT_PAGE_SIZE, AuditAction, AuditEntryItem, AuditExport, AuditFilter, AuditFilterOptions } from '../contract/audit';
import type { Paged } from '../contract/envelope';
import { searchFoldSql } from '../database/data-source-options';
import { requestContext } from '../observability/request-context';
import { SiteClock } from '../settings/site-clock';
import { AuditEntryEntity } from './audit-entry.entity';
import { toAuditItem } from './audit-mapper';

/** Who did it: a signed-in user, or a system job ("system"). */
export interface AuditActor {
  id: number | null;
  email: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

export interface AuditRecord {
  /** Omitted: the request's signed-in user (or "anonymous"); null: "anonymous". */
  actor?: AuditActor | null;
  /** Omitted: the request's client address. */
  ip?: string | null;
  action: AuditAction;
  section?: string | null;
  itemId?: number | null;
  itemTitle?: string | null;
  summary: string;
  versionId?: number | null;
  /** Omitted: now. */
  at?: Date;
}

/** The filter in words, for the export's own entry. */
function describeAuditFilter(f: AuditFilter): string {
  const parts = (['user', 'section', 'action', 'from', 'to', 'q'] as const).filter((k) => f[k]).map((k) => `${k === 'q' ? 'text' : k}: ${f[k]}`);
  return parts.length ? parts.join(', ') : 'no filter';
}

const cut = (s: string | null | undefined, n: number) => (s == null ? null : s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The append-only audit trail. Callers write an entry with the EntityManager of the transaction
 * that makes the change (`record`), so a change and its entry commit or roll back together;
 * security events that have no transaction of their own use `recordNow`.
 * There is deliberately no update or delete here: only `purgeOlderThan` (the retention job) removes rows.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clock: SiteClock,
  ) {}

  /** Dates in a summary are written on the site's clock ("Nov 28, 2026, 9:00 AM CST"), never as raw ISO timestamps. */
  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    const summary = await this.clock.formatTimestampsIn(entry.summary);
    await manager.insert(AuditEntryEntity, this.row({ ...entry, summary }));
  }

  /** Outside any transaction (sign-ins, sign-outs, lockouts, token reuse). */
  async recordNow(entry: AuditRecord): Promise<void> {
    await this.record(this.ds.manager, entry);
  }

  private row(e: AuditRecord): Omit<AuditEntryEntity, 'id'> {
    const ctx = requestContext.getStore();
    // No request at all (seeding, timed jobs, the CLI): the system did it; a request with nobody signed in: anonymous.
    const actor = e.actor === undefined ? (ctx ? (ctx.actor ?? null) : SYSTEM_ACTOR) : e.actor;
    return {
      at: e.at ?? new Date(),
      actorId: actor?.id ?? null,
      actorEmail: cut(actor?.email ?? AUDIT_ANONYMOUS, 254)!,
      ip: cut(e.ip === undefined ? (ctx?.ip ?? null) : e.ip, 64),
      action: e.action,
      section: e.section ?? null,
      itemId: e.itemId ?? null,
      itemTitle: cut(e.itemTitle ?? null, 255),
      summary: cut(e.summary, 1000) ?? '',
      versionId: e.versionId ?? null,
    };
  }

  async list(f: AuditFilter): Promise<Paged<AuditEntryItem>> {
    const start = Math.max(0, Math.floor(f.start ?? 0));
    const length = Math.min(200, Math.max(1, Math.floor(f.length ?? AUDIT_PAGE_SIZE)));
    const [rows, total] = await (await this.query(f)).skip(start).take(length).getManyAndCount();
    return { items: rows.map(toAuditItem), total, start, length };
  }

  async latest(count: number): Promise<AuditEntryItem[]> {
    return (await this.ds.getRepository(AuditEntryEntity).find({ order: { at: 'DESC', id: 'DESC' }, take: count })).map(toAuditItem);
  }

  async options(): Promise<AuditFilterOptions> {
    const repo = this.ds.getRepository(AuditEntryEntity);
    const users = (await repo.createQueryBuilder('a').select('DISTINCT a.actor_email', 'v').orderBy('v', 'ASC').getRawMany<{ v: string }>()).map((r) => r.v);
    const sections = (await repo.createQueryBuilder('a').select('DISTINCT a.section', 'v').where('a.section IS NOT NULL').orderBy('v', 'ASC').getRawMany<{ v: string }>()).map(
      (r) => r.v,
    );
    return { users, sections, actions: [...AUDIT_ACTIONS] };
  }

  /** The filtered rows as CSV (every page), cells that start like a formula made inert. */
  async export(f: AuditFilter, now = new Date()): Promise<AuditExport> {
    const rows = (await (await this.query(f)).take(AUDIT_EXPORT_MAX_ROWS).getMany()).map(toAuditItem);
    const fields = ['When (UTC)', 'User ID', 'User', 'IP', 'Action', 'Section', 'Item ID', 'Item', 'Version', 'Summary'];
    const data = rows.map((r) => [r.at, r.actorId ?? '', r.actorEmail, r.ip ?? '', r.action, r.section ?? '', r.itemId ?? '', r.itemTitle ?? '', r.versionId ?? '', r.summary]);
    // escapeFormulae: a title such as "=HYPERLINK(...)" must not run when the file is opened in a spreadsheet.
    const csv = Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' });
    // Who took a copy of the trail is itself part of it.
    await this.recordNow({
      action: 'audit.export',
      section: 'audit',
      summary: `Exported ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} as CSV (${describeAuditFilter(f)}).`,
    });
    return { filename: `audit-log-${now.toISOString().slice(0, 10)}.csv`, csv, count: rows.length };
  }

  /**
   * Retention: removes entries older than `days` and records that it did, in one transaction.
   * Returns how many were removed.
   */
  async purgeOlderThan(days: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    return this.ds.transaction(async (m) => {
      const res = await m.delete(AuditEntryEntity, { at: LessThan(cutoff) });
      const removed = res.affected ?? 0;
      await this.record(m, {
        actor: SYSTEM_ACTOR,
        ip: null,
        action: 'audit.retention',
        section: 'audit',
        summary: `Removed ${removed} ${removed === 1 ? 'entry' : 'entries'} older than ${days} days (before ${cutoff.toISOString()}).`,
        at: now,
      });
      return removed;
    });
  }

  private async query(f: AuditFilter): Promise<SelectQueryBuilder<AuditEntryEntity>> {
    const qb = this.ds.getRepository(AuditEntryEntity).createQueryBuilder('a');
    if (f.user) qb.andWhere('a.actor_email = :user', { user: f.user.trim().toLowerCase() });
    if (f.section) qb.andWhere('a.section = :section', { section: f.section });
    if (f.action) {
      // "content" matches every content.* action; "content.save" only that one.
      if (f.action.includes('.')) qb.andWhere('a.action = :action', { action: f.action });
      else qb.andWhere('a.action LIKE :actionPrefix', { actionPrefix: `${f.action}.%` });
    }
    // From and to are days on the site's clock, both inclusive.
    const zone = f.from || f.to ? await this.clock.timeZone() : '';
    if (f.from) qb.andWhere('a.at >= :from', { from: startOfDay(f.from, zone) });
    if (f.to) qb.andWhere('a.at < :to', { to: startOfDay(f.to, zone, 1) });
    const q = foldForSearch((f.q ?? '').trim());
    if (q) {
      q.split(/\s+/)
        .slice(0, 8)
        .forEach((word, n) => {
          const p = { [`q${n}`]: `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%` };
          qb.andWhere(
            new Brackets((w) => {
              const folded = [searchFoldSql(this.ds, 'a.item_title'), searchFoldSql(this.ds, 'a.summary')];
              for (const col of ['a.actor_email', 'a.ip', 'a.action', ...folded]) w.orWhere(`${col} LIKE :q${n} ESCAPE '!'`, p);
            }),
          );
        });
    }
    return qb.orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC');
  }
}

/** Midnight of a YYYY-MM-DD day (plus `addDays`) in a time zone, as a moment. */
function startOfDay(day: string, zone: string, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d + addDays, zone).getTime());
}
