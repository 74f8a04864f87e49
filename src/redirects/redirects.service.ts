import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { changedFields } from '../audit/content-change';
import { PublicChanges } from '../changes/public-changes';
import { NotFound, ValidationFailed } from '../common/errors';
import { pageWindow } from '../common/paging';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import type {
  RedirectFilterRequest,
  RedirectItem,
  RedirectPage,
  RedirectSaveRequest,
  RedirectSaveResponse,
  RedirectStatus,
  RedirectTestRequest,
  RedirectTestResult,
} from '../contract/redirects';
import { REDIRECT_MESSAGES, REDIRECT_STATUS_LABEL } from '../contract/redirects';
import { SITE_TAG } from '../page-cache/cache-tags';
import { HitBuffer } from './hit-buffer.service';
import { NotFoundEntryEntity } from './not-found-entry.entity';
import { RedirectEntity } from './redirect.entity';
import { RedirectCache, toRule } from './redirect-cache.service';
import { mapRedirect } from './redirect-mapper';
import { buildLocation, cleanPath, isWildcard } from './redirect-rules';
import { RedirectTargetCheck } from './redirect-target-check';
import { checkAgainstOthers, PreparedRedirect, prepareRedirect, RedirectRuleError } from './redirect-validation';

/** The admin lists of redirects and of the 404 log: 50 rows unless asked, at most 500. */
export const REDIRECTS_PAGE = { defaultLength: 50, maxLength: 500 };

const SORT_COLUMNS = { source: 'r.source', hits: 'r.hits', lastHit: 'r.lastHitAt', updated: 'r.updatedAt' } as const;

/** Admin use cases of redirect rules: list, read, create, edit, delete. */
const SECTION = 'redirects';
const describeTarget = (r: Pick<RedirectEntity, 'status' | 'target'>) => (r.status === 410 ? '410 Gone' : `${r.target} (${r.status})`);

@Injectable()
export class RedirectsService {
  constructor(
    @InjectRepository(RedirectEntity) private readonly repo: Repository<RedirectEntity>,
    @InjectRepository(NotFoundEntryEntity) private readonly notFound: Repository<NotFoundEntryEntity>,
    private readonly cache: RedirectCache,
    private readonly hits: HitBuffer,
    private readonly changes: PublicChanges,
    private readonly audit: AuditService,
    private readonly targets: RedirectTargetCheck,
  ) {}

  async list(filter: RedirectFilterRequest): Promise<RedirectPage> {
    // Show this instance's latest counts.
    await this.hits.flush();
    const { start, length } = pageWindow(filter, REDIRECTS_PAGE);
    const qb = this.repo.createQueryBuilder('r');
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      const like = containsPattern(search);
      qb.where(
        new Brackets((w) =>
          w
            .where(`LOWER(r.source) LIKE :like ${LIKE_ESCAPE}`, { like })
            .orWhere(`LOWER(r.target) LIKE :like ${LIKE_ESCAPE}`, { like })
            .orWhere(`LOWER(COALESCE(r.note, '')) LIKE :like ${LIKE_ESCAPE}`, { like }),
        ),
      );
    }
    const sort = SORT_COLUMNS[filter.sort ?? 'source'] ?? SORT_COLUMNS.source;
    const dir = filter.direction === 'desc' ? 'DESC' : filter.direction === 'asc' ? 'ASC' : filter.sort && filter.sort !== 'source' ? 'DESC' : 'ASC';
    qb.orderBy(sort, dir).addOrderBy('r.id', 'ASC').skip(start).take(length);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(mapRedirect), total, start, length };
  }

  async get(id: number): Promise<RedirectItem> {
    await this.hits.flush();
    return mapRedirect(await this.find(id));
  }

  async create(body: RedirectSaveRequest, actor: string | null): Promise<RedirectSaveResponse> {
    const rule = await this.validate(body, null);
    const now = new Date();
    const saved = await this.repo.manager.transaction(async (m) => {
      const saved = await m.save(m.create(RedirectEntity, { ...rule, systemKey: null, hits: 0, lastHitAt: null, createdBy: actor, updatedBy: actor, createdAt: now, updatedAt: now }));
      await this.audit.record(m, { action: 'redirect.create', section: SECTION, itemId: saved.id, itemTitle: rule.source, summary: `${rule.source} → ${describeTarget(saved)}.` });
      return saved;
    });
    await this.afterChange([rule]);
    return this.withWarnings(mapRedirect(saved));
  }

  async update(id: number, body: RedirectSaveRequest, actor: string | null): Promise<RedirectSaveResponse> {
    const existing = await this.find(id);
    const rule = await this.validate(body, id);
    const before = { ...existing };
    Object.assign(existing, rule, { updatedBy: actor, updatedAt: new Date() });
    const saved = await this.repo.manager.transaction(async (m) => {
      const saved = await m.save(existing);
      const fields = changedFields(before, { ...saved }).filter((f) => !['updatedBy', 'updatedAt', 'hits', 'lastHitAt'].includes(f));
      await this.audit.record(m, {
        action: 'redirect.update',
        section: SECTION,
        itemId: id,
        itemTitle: rule.source,
        summary: fields.length ? `Changed: ${fields.join(', ')}.` : 'Saved; nothing changed.',
      });
      return saved;
    });
    await this.afterChange([rule]);
    return this.withWarnings(mapRedirect(saved));
  }

  async delete(id: number): Promise<void> {
    const existing = await this.find(id);
    if (existing.systemKey) throw new ValidationFailed('Built-in redirects cannot be deleted. Make it inactive instead.');
    await this.repo.manager.transaction(async (m) => {
      await m.delete(RedirectEntity, { id });
      await this.audit.record(m, {
        action: 'redirect.delete',
        section: SECTION,
        itemId: id,
        itemTitle: existing.source,
        summary: `Deleted ${existing.source} → ${describeTarget(existing)}.`,
      });
    });
    await this.afterChange([]);
  }

  async bulkDelete(ids: number[]): Promise<{ deleted: number; skipped: number }> {
    const rows = ids.length ? await this.repo.findBy({ id: In(ids) }) : [];
    const deletable = rows.filter((r) => !r.systemKey).map((r) => r.id);
    if (deletable.length) {
      await this.repo.manager.transaction(async (m) => {
        await m.delete(RedirectEntity, { id: In(deletable) });
        // One entry per redirect removed, so each can be found by its source.
        for (const r of rows.filter((x) => deletable.includes(x.id)))
          await this.audit.record(m, {
            action: 'redirect.delete',
            section: SECTION,
            itemId: r.id,
            itemTitle: r.source,
            summary: `Deleted ${r.source} → ${describeTarget(r)} (bulk delete).`,
          });
      });
    }
    await this.afterChange([]);
    return { deleted: deletable.length, skipped: ids.length - deletable.length };
  }

  /** What the site answers for a path now: the redirect that takes it, else the page or the 404. */
  async test(req: RedirectTestRequest): Promise<RedirectTestResult> {
    const path = cleanPath(req.path.trim().startsWith('/') ? req.path.trim() : `/${req.path.trim()}`);
    const host = req.host?.trim() || this.cache.ownHosts()[0];
    const m = this.cache.match(path, host);
    if (m) {
      const status = m.rule.status as RedirectStatus;
      if (status === 410) return { path, status, location: null, message: REDIRECT_MESSAGES.answersGone(path), targetProblem: null };
      const location = buildLocation(m.rule, m.rest, '');
      return {
        path,
        status,
        location,
        message: REDIRECT_MESSAGES.answersRedirect(path, REDIRECT_STATUS_LABEL[status], location),
        targetProblem: await this.targets.problemOf(location),
      };
    }
    const problem = await this.targets.problemOf(path);
    if (!problem) return { path, status: 200, location: null, message: REDIRECT_MESSAGES.answersPage(path), targetProblem: null };
    const notFound = problem.includes('404');
    return {
      path,
      status: notFound ? 404 : 410,
      location: null,
      message: notFound ? REDIRECT_MESSAGES.answersNotFound(path) : REDIRECT_MESSAGES.answersOther(path, problem),
      targetProblem: null,
    };
  }

  /** A saved rule whose target leads nowhere is kept (the page may come later), with a warning. */
  private async withWarnings(item: RedirectItem): Promise<RedirectSaveResponse> {
    if (item.status === 410 || !item.target || item.target.endsWith('*')) return item;
    const problem = await this.targets.problemOf(item.target);
    return problem ? { ...item, warnings: [{ url: item.target, message: REDIRECT_MESSAGES.targetMissing(item.target, problem) }] } : item;
  }

  /** Every rule in a form the checks understand. */
  async allRules() {
    const rows = await this.repo.find();
    return rows.map((r) => ({ ...toRule(r), active: !!r.active }));
  }

  /** Normalizes a request and checks it against the stored rules; throws the field's message. */
  async validate(body: RedirectSaveRequest, selfId: number | null): Promise<PreparedRedirect> {
    try {
      const rule = prepareRedirect(body);
      checkAgainstOthers(rule, selfId, await this.allRules(), this.cache.ownHosts(), { shadowCheck: true });
      return rule;
    } catch (e) {
      if (e instanceof RedirectRuleError) throw new ValidationFailed(e.message, { [e.field]: e.message }, e.code);
      throw e;
    }
  }

  /** A path now redirected leaves the 404 log; the rules and every cached public answer pick up the change at once. */
  async afterChange(rules: Pick<PreparedRedirect, 'source' | 'active'>[]): Promise<void> {
    const paths = rules.filter((r) => r.active && !isWildcard(r.source)).map((r) => r.source);
    if (paths.length) await this.notFound.delete({ path: In(paths) });
    await this.cache.reload();
    // A rule can shadow any path: every cached answer goes.
    this.changes.emit({ event: 'redirects.changed', keys: [SITE_TAG], paths: rules.filter((r) => !isWildcard(r.source)).map((r) => r.source) });
  }

  private async find(id: number): Promise<RedirectEntity> {
    const row = Number.isInteger(id) ? await this.repo.findOneBy({ id }) : null;
    if (!row) throw new NotFound('This redirect does not exist.');
    return row;
  }
}
