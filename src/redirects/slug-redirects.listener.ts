import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AuditRecord, AuditService } from '../audit/audit.service';
import { SlugChanged, SlugEvents } from '../common/slug-events';
import { HitBuffer } from './hit-buffer.service';
import { RedirectEntity } from './redirect.entity';
import { RedirectCache } from './redirect-cache.service';
import { cleanPath, normalizeSource, targetPath } from './redirect-rules';
import { checkAgainstOthers, PreparedRedirect, RedirectRuleError } from './redirect-validation';
import { RedirectsService } from './redirects.service';

/**
 * When content changes its slug, its old public paths answer 301 to the new one. Rules that
 * pointed at an old path are pointed at the new path (no chains), and a rule whose source is
 * the new path is switched off (the page lives there now).
 */
@Injectable()
export class SlugRedirectsListener implements OnModuleInit {
  private readonly logger = new Logger('Redirects');
  constructor(
    private readonly events: SlugEvents,
    @InjectRepository(RedirectEntity) private readonly repo: Repository<RedirectEntity>,
    private readonly redirects: RedirectsService,
    private readonly cache: RedirectCache,
    private readonly hits: HitBuffer,
    private readonly audit: AuditService,
  ) {}

  /** One redirect change and its audit entry, together. */
  private write(change: (m: EntityManager) => Promise<unknown>, entry: Omit<AuditRecord, 'section'>): Promise<void> {
    return this.repo.manager.transaction(async (m) => {
      const newId = await change(m);
      await this.audit.record(m, { ...entry, itemId: entry.itemId ?? (typeof newId === 'number' ? newId : null), section: 'redirects' });
    });
  }

  onModuleInit(): void {
    this.events.onSlugChanged((e) => this.handle(e));
  }

  async handle(e: SlugChanged): Promise<void> {
    const newPath = cleanPath(e.newPath);
    const newKey = newPath.toLowerCase();
    const oldPaths = [...new Set(e.oldPaths.map((p) => normalizeSource(p)).filter((p): p is string => !!p && !p.endsWith('*') && p !== newKey))];
    if (!oldPaths.length) return;
    await this.hits.flush();
    const now = new Date();
    const actor = e.actorEmail ?? null;
    const note = `Created when the slug of ${e.kind} ${e.baseId} changed to ${newPath}.`;
    const own = this.cache.ownHosts();

    const rows = await this.repo.find();
    for (const r of rows) {
      if (!r.active) continue;
      // The content lives at the new path now: a rule there would hide it.
      if (r.source === newKey && !r.host && !r.regionId) {
        r.active = false;
        r.note = `${r.note ? r.note + ' ' : ''}Switched off: ${newPath} is now the address of ${e.kind} ${e.baseId}.`;
        r.updatedBy = actor;
        r.updatedAt = now;
        await this.write((m) => m.save(r), {
          action: 'redirect.update',
          itemId: r.id,
          itemTitle: r.source,
          summary: `Switched off: ${newPath} is now the address of ${e.kind} ${e.baseId}.`,
        });
        continue;
      }
      // Anything that led to an old path now leads straight to the new one.
      const t = r.status === 410 ? null : targetPath(r.target, own);
      if (t && !r.target.endsWith('*') && oldPaths.includes(t) && r.source !== newKey) {
        r.target = newPath;
        r.updatedBy = actor;
        r.updatedAt = now;
        await this.write((m) => m.save(r), {
          action: 'redirect.update',
          itemId: r.id,
          itemTitle: r.source,
          summary: `Target changed to ${newPath} (the slug of ${e.kind} ${e.baseId} changed).`,
        });
      }
    }

    for (const source of oldPaths) {
      const all = await this.redirects.allRules();
      const existing = all.find((o) => o.source === source && !o.host && !o.regionId);
      const rule: PreparedRedirect = { source, target: newPath, status: 301, keepQuery: true, host: null, regionId: null, active: true, allowShadow: false, note };
      try {
        // Content paths are not fixed site routes, so no shadow check; loops and chains still refuse.
        checkAgainstOthers(rule, existing?.id ?? null, all, own, { shadowCheck: false });
      } catch (err) {
        if (err instanceof RedirectRuleError) {
          this.logger.warn(`No redirect from ${source} to ${newPath}: ${err.message}`);
          continue;
        }
        throw err;
      }
      const summary = `${source} → ${newPath} (301): ${note}`;
      if (existing)
        await this.write((m) => m.update(RedirectEntity, { id: existing.id }, { ...rule, updatedBy: actor, updatedAt: now }), {
          action: 'redirect.update',
          itemId: existing.id,
          itemTitle: source,
          summary,
        });
      else
        await this.write(
          async (m) => {
            const res = await m.insert(RedirectEntity, { ...rule, systemKey: null, hits: 0, lastHitAt: null, createdBy: actor, updatedBy: actor, createdAt: now, updatedAt: now });
            return Number(res.identifiers[0]?.id ?? 0) || null;
          },
          { action: 'redirect.create', itemTitle: source, summary },
        );
    }
    await this.redirects.afterChange(oldPaths.map((source) => ({ source, active: true })));
  }
}
