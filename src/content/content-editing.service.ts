import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';

import { AuditService, SYSTEM_ACTOR } from '../audit/audit.service';
import { describeContentSave } from '../audit/content-change';
import type { AuthUser } from '../auth/current-user';
import { PublicChanges } from '../changes/public-changes';
import { assertValid, Conflict, isDuplicateKeyError, NotFound, ValidationFailed } from '../common/errors';
import { regionsFromColumn, regionsToColumn } from '../common/region-column';
import { foldForSearch } from '../common/search-text';
import { SlugEvents } from '../common/slug-events';
import { ContentFilterRequest, ContentItem, ContentKind, ContentSaveRequest, ContentSnapshot, ContentSummary, VersionItem } from '../contract/content';
import { publicKind } from '../contract/content-kinds';
import { publicPathFor } from '../contract/content-paths';
import type { Paged } from '../contract/envelope';
import { FRENCH_PREFIX, type Locale } from '../contract/i18n/locale';
import type { PublicChangeEvent } from '../contract/public-changes';
import { REGION_CODE, RegionId } from '../contract/regions';
import { itemTag, listTag } from '../page-cache/cache-tags';
import { ContentVersionEntity } from '../versions/content-version.entity';
import { decideSave, rollbackDraft, saveRefusedError, STALE_SAVE_MESSAGE } from '../versions/version-policy';
import { VersionsService } from '../versions/versions.service';
import { Clock } from './clock';
import { ContentItemEntity, ContentSlugEntity } from './content-item.entity';
import { splitSnapshot, toContentItem, toSummary } from './content-mapper';
import { loadItem, NOT_FOUND, pageRows } from './content-query';
import { normalizeSave } from './content-rules';
import { ContentTranslations, languageOfSave, requestedLocale, SaveLanguage, TRANSLATION_REGION } from './content-translations';
import { kindDefinition } from './kinds/registry';
import { richTextToPlain } from './rich-text';

const REGION_NAME: Record<RegionId, string> = { 2: 'the US', 3: 'Canada', 4: 'International' };

/**
 * Editing every content kind: the editor's reads (item, versions, admin list) and the changes
 * (save, schedule, rollback, delete, restore, pin, scheduled publishing), each in one transaction
 * with its audit entry, followed by one public change event naming what it affects.
 */
@Injectable()
export class ContentEditing {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    private readonly versions: VersionsService,
    private readonly slugEvents: SlugEvents,
    private readonly clock: Clock,
    private readonly changes: PublicChanges,
    private readonly audit: AuditService,
    private readonly translations: ContentTranslations,
  ) {}

  /**
   * After a committed change: the item's pages and the lists of its kind (lists, homes and pages
   * that show the kind's latest items) are announced, with the item's public paths.
   */
  private announce(event: PublicChangeEvent, kind: ContentKind, item: AnnouncedItem, extraPaths: string[] = []): void {
    const def = publicKind(kind);
    const locale = item.locale ?? 'en';
    const paths = item.regionIds.map((r) => publicPathFor(kind, item.slug, r, locale));
    if (def.article) paths.push(...(locale === 'en' ? [def.article.listPath, `/can${def.article.listPath}`] : [`${FRENCH_PREFIX}/can${def.article.listPath}`]));
    // A translation's source shows it (its language switch and alternates): its pages drop too.
    const keys = [itemTag(item.id), listTag(kind, locale), ...(item.translationOf ? [itemTag(item.translationOf)] : [])];
    this.changes.emit({ event, keys, paths: [...paths, ...extraPaths], item: { kind, baseId: item.id, slug: item.slug, title: item.title } });
  }

  private announceEntity(event: PublicChangeEvent, e: ContentItemEntity): void {
    this.announce(event, e.kind as ContentKind, {
      id: e.id,
      slug: e.slug,
      title: e.title,
      regionIds: regionsFromColumn(e.regionIds),
      locale: e.locale,
      translationOf: e.translationOf,
    });
  }

  /** The item for the editor; with a versionId, that version's fields loaded for a rollback (based on the latest). */
  async getAdmin(kind: ContentKind, baseId: number, versionId?: number): Promise<ContentItem & { rolledBackFrom?: number }> {
    const e = await loadItem(this.items, kind, baseId);
    const item = await this.translations.annotate(toContentItem(e, { admin: true }), e);
    if (!versionId) return item;
    const v = await this.versions.get(baseId, versionId);
    if (!v) throw new NotFound('This version was not found.');
    const draft = rollbackDraft(v, e.currentVersionId ?? versionId);
    return { ...item, ...draft.data, id: v.id, latestVersionId: draft.basedOnVersionId, rolledBackFrom: draft.rolledBackFrom };
  }

  async getVersions(kind: ContentKind, baseId: number): Promise<VersionItem[]> {
    await loadItem(this.items, kind, baseId);
    return this.versions.list(baseId);
  }

  async getVersion(kind: ContentKind, baseId: number, versionId: number): Promise<VersionItem & { data: ContentSnapshot }> {
    await loadItem(this.items, kind, baseId);
    const v = await this.versions.get(baseId, versionId);
    if (!v) throw new NotFound('This version was not found.');
    return { id: v.id, created: v.created.toISOString(), author: v.author, data: v.data };
  }

  async listAdmin(kind: ContentKind, filter: ContentFilterRequest): Promise<Paged<ContentSummary>> {
    const qb = this.items.createQueryBuilder('i').where('i.kind = :kind', { kind });
    qb.andWhere(filter.deleted ? 'i.deleted_at IS NOT NULL' : 'i.deleted_at IS NULL');
    if (filter.status) qb.andWhere('i.status = :status', { status: filter.status });
    if (filter.locale) qb.andWhere('i.locale = :locale', { locale: filter.locale });
    // Rows carry their language, and a translation its standing (the list's badges).
    const { rows, ...page } = await pageRows(qb, filter, false);
    const states = await this.translations.statesFor(rows);
    return { ...page, items: rows.map((r) => ({ ...toSummary(r), locale: r.locale, translation: states.get(r.id) ?? null })) };
  }

  /**
   * Creates an item or saves a new version of it. Internal callers (seeders) may omit
   * basedOnVersionId; the admin API passes requireBase so a stale editor gets 409.
   */
  async save(kind: ContentKind, req: ContentSaveRequest, actor: AuthUser | null, opts: { requireBase?: boolean; rolledBackFrom?: number | null } = {}): Promise<ContentItem> {
    const now = this.clock.now();
    // An edit that leaves the slug blank keeps the item's URL; only a new item takes its slug from the title.
    const current = req.baseId ? await this.items.findOneBy({ id: req.baseId, kind }) : null;
    if (current && !req.slug?.trim()) req = { ...req, slug: current.slug };
    // A translation is shown in Canada only.
    if (requestedLocale(req, current) !== 'en') req = { ...req, regionIds: [TRANSLATION_REGION] };
    const { snapshot, errors } = normalizeSave(kind, req, now);
    assertValid(errors);
    let before: ContentItemEntity | null = null;
    let language: SaveLanguage = { locale: 'en', translationOf: null, sourceVersionId: null };
    const baseId = await this.ds.transaction(async (m) => {
      const existing = req.baseId ? await m.findOneBy(ContentItemEntity, { id: req.baseId, kind }) : null;
      if (req.baseId && (!existing || existing.deletedAt)) throw new NotFound(NOT_FOUND);
      before = existing ? { ...existing } : null;
      const decision = decideSave({ exists: !!existing, latestVersionId: existing?.currentVersionId ?? null, basedOnVersionId: req.basedOnVersionId, requireBase: !!opts.requireBase });
      if (!decision.ok) throw saveRefusedError(decision);
      language = await languageOfSave(m, kind, req, existing);
      await this.assertSlugFree(m, kind, language.locale, snapshot.slug, snapshot.regionIds, existing?.id ?? null);
      const columns = {
        slug: snapshot.slug,
        title: snapshot.title,
        regionIds: regionsToColumn(snapshot.regionIds),
        status: snapshot.status,
        publishedAt: snapshot.publishedAt ? new Date(snapshot.publishedAt) : null,
        resourceType: snapshot.resourceType ?? null,
        searchText: searchTextOf(kind, snapshot),
        data: JSON.stringify(splitSnapshot(snapshot)),
        sourceVersionId: language.sourceVersionId,
        updatedAt: now,
      };
      let id: number;
      if (!existing) {
        const fresh = {
          ...columns,
          kind,
          locale: language.locale,
          translationOf: language.translationOf,
          pinned: false,
          currentVersionId: null,
          publishedVersionId: null,
          createdAt: now,
          deletedAt: null,
        };
        try {
          id = (await m.save(ContentItemEntity, m.create(ContentItemEntity, fresh))).id;
        } catch (e) {
          // The unique index: another save made this source's translation first.
          if (isDuplicateKeyError(e) && language.translationOf) throw new Conflict('This item already has a French translation.');
          throw e;
        }
      } else id = existing.id;
      const previous = existing?.currentVersionId ? await m.findOneBy(ContentVersionEntity, { id: existing.currentVersionId }) : null;
      const version = await this.versions.append(m, { baseId: id, kind, created: now, author: actor?.email ?? null, data: snapshot });
      // Conditional update: only if nobody saved in between (TypeORM's @VersionColumn does not guard save()).
      const qb = m
        .createQueryBuilder()
        .update(ContentItemEntity)
        .set({ ...columns, currentVersionId: version.id, ...(snapshot.status === 'published' ? { publishedVersionId: version.id } : {}) })
        .where('id = :id', { id });
      if (existing?.currentVersionId) qb.andWhere('current_version_id = :cur', { cur: existing.currentVersionId });
      const res = await qb.execute();
      if (res.affected !== undefined && res.affected !== 1) throw new Conflict(STALE_SAVE_MESSAGE, 'stale-version');
      await m.delete(ContentSlugEntity, { baseId: id });
      for (const regionId of snapshot.regionIds) {
        try {
          await m.insert(ContentSlugEntity, { kind, locale: language.locale, regionId, slug: snapshot.slug, baseId: id });
        } catch (e) {
          // Only the unique index (a concurrent save took the slug after assertSlugFree) means "already used"; anything else propagates (an outage answers 503).
          if (!isDuplicateKeyError(e)) throw e;
          const msg = slugClash(kind, snapshot.slug, regionId);
          throw new ValidationFailed(msg, { slug: msg }, 'slug-taken');
        }
      }
      // The summary names versions as the Rollback list numbers them (the audit entry keeps the version's id).
      const { action, summary } = describeContentSave(previous ? (JSON.parse(previous.data) as ContentSnapshot) : null, snapshot, {
        rolledBackFrom: opts.rolledBackFrom ? await this.versions.numberOf(m, id, opts.rolledBackFrom) : null,
        version: await this.versions.numberOf(m, id, version.id),
      });
      await this.audit.record(m, { ...(actor ? { actor } : {}), action, section: kind, itemId: id, itemTitle: snapshot.title, summary, versionId: version.id });
      return id;
    });
    const prev = before as ContentItemEntity | null;
    const wasLive = prev?.status === 'published';
    const isLive = snapshot.status === 'published';
    const { locale, translationOf } = language;
    const oldPaths = prev && prev.slug !== snapshot.slug ? regionsFromColumn(prev.regionIds).map((r) => publicPathFor(kind, prev.slug, r, locale)) : [];
    if (isLive || wasLive)
      this.announce(
        isLive ? 'content.published' : 'content.unpublished',
        kind,
        { id: baseId, slug: snapshot.slug, title: snapshot.title, regionIds: snapshot.regionIds, locale, translationOf },
        oldPaths,
      );
    // A draft or a scheduled time: nothing public changed yet, but the caches' next publish time may have.
    else this.changes.invalidate('content saved', [itemTag(baseId), listTag(kind, locale)]);
    if (prev && req.createRedirect !== false) await this.emitSlugChange(kind, baseId, prev, snapshot, actor);
    return this.getAdmin(kind, baseId);
  }

  private async assertSlugFree(m: EntityManager, kind: ContentKind, locale: Locale, slug: string, regions: RegionId[], ownBaseId: number | null): Promise<void> {
    const taken = await m.find(ContentSlugEntity, { where: { kind, locale, slug, regionId: In(regions) } });
    const clash = taken.find((t) => t.baseId !== ownBaseId);
    if (clash) {
      const msg = slugClash(kind, slug, clash.regionId as RegionId);
      throw new ValidationFailed(msg, { slug: msg }, 'slug-taken');
    }
  }

  private async emitSlugChange(kind: ContentKind, baseId: number, prev: ContentItemEntity, next: ContentSnapshot, actor: AuthUser | null) {
    if (prev.slug === next.slug || !prev.publishedAt) return;
    const newPaths = next.regionIds.map((r) => publicPathFor(kind, next.slug, r, prev.locale));
    const oldPaths = [...new Set(regionsFromColumn(prev.regionIds).map((r) => publicPathFor(kind, prev.slug, r, prev.locale)))].filter((p) => !newPaths.includes(p));
    if (!oldPaths.length) return;
    await this.slugEvents.emitSlugChanged({ kind, baseId, oldPaths, newPath: newPaths[0], actorEmail: actor?.email ?? null });
  }

  /** Soft delete: the item leaves the public site at once; an Administrator can restore it. */
  async softDelete(kind: ContentKind, baseId: number): Promise<void> {
    const e = await loadItem(this.items, kind, baseId);
    await this.ds.transaction(async (m) => {
      await m.update(ContentItemEntity, { id: baseId }, { deletedAt: this.clock.now() });
      await this.audit.record(m, { action: 'content.delete', section: kind, itemId: baseId, itemTitle: e.title, summary: 'Deleted (restorable by an Administrator).' });
    });
    this.announceEntity('content.deleted', e);
  }

  async restore(kind: ContentKind, baseId: number): Promise<ContentItem> {
    const e = await loadItem(this.items, kind, baseId, { withDeleted: true });
    if (!e.deletedAt) return toContentItem(e, { admin: true });
    await this.ds.transaction(async (m) => {
      await m.update(ContentItemEntity, { id: baseId }, { deletedAt: null, updatedAt: this.clock.now() });
      await this.audit.record(m, { action: 'content.restore', section: kind, itemId: baseId, itemTitle: e.title, summary: 'Restored.' });
    });
    if (e.status === 'published') this.announceEntity('content.published', e);
    else this.changes.invalidate('content restored', [itemTag(e.id), listTag(kind, e.locale)]);
    return this.getAdmin(kind, baseId);
  }

  /** Pins an item of a pinnable kind to the top of its public list; a typed kind's pin names the item's type too. */
  async pin(kind: ContentKind, baseId: number, type: number, pinned: boolean): Promise<ContentItem> {
    const def = kindDefinition(kind);
    if (!def.pinnable) throw new NotFound(NOT_FOUND);
    const e = await loadItem(this.items, kind, baseId);
    if (def.typed && e.resourceType !== type) throw new ValidationFailed('The type does not match this item.', { type: 'The type does not match this item.' });
    await this.ds.transaction(async (m) => {
      await m.update(ContentItemEntity, { id: baseId }, { pinned });
      await this.audit.record(m, {
        action: pinned ? 'content.pin' : 'content.unpin',
        section: kind,
        itemId: baseId,
        itemTitle: e.title,
        summary: pinned ? 'Pinned.' : 'Unpinned.',
      });
    });
    this.announceEntity('content.published', e);
    return this.getAdmin(kind, baseId);
  }

  /** Scheduled items whose time has come become published (run by the scheduler each minute). */
  async publishDue(): Promise<number> {
    const now = this.clock.now();
    const published = await this.ds.transaction(async (m) => {
      const due = await m
        .createQueryBuilder(ContentItemEntity, 'i')
        .select(['i.id', 'i.kind', 'i.title', 'i.slug', 'i.regionIds', 'i.publishedAt', 'i.currentVersionId', 'i.locale', 'i.translationOf'])
        .where('i.status = :s', { s: 'scheduled' })
        .andWhere('i.published_at <= :now', { now })
        .getMany();
      if (!due.length) return null;
      const res = await m
        .createQueryBuilder()
        .update(ContentItemEntity)
        // The version going live is the item's newest published one (its translations measure against it).
        .set({ status: 'published', publishedVersionId: () => 'current_version_id' })
        .where('id IN (:...ids)', { ids: due.map((d) => d.id) })
        .andWhere('status = :s', { s: 'scheduled' })
        .execute();
      // The audit trail: each item going live, by the system, with the version that went live.
      for (const d of due)
        await this.audit.record(m, {
          actor: SYSTEM_ACTOR,
          ip: null,
          action: 'content.publish',
          section: d.kind,
          itemId: d.id,
          itemTitle: d.title,
          versionId: d.currentVersionId,
          summary: `Published as scheduled (publish time ${d.publishedAt?.toISOString() ?? 'unknown'}).`,
        });
      return { count: res.affected ?? due.length, due };
    });
    if (!published) return 0;
    // Run under the job lock: one instance announces each item going live.
    for (const d of published.due) this.announceEntity('content.published', d);
    return published.count;
  }

  async count(kind: ContentKind, locale?: Locale): Promise<number> {
    return this.items.countBy({ kind, ...(locale ? { locale } : {}) });
  }

  /** "Mark as up to date" on a translation, then the item as the editor shows it. */
  async markTranslationCurrent(kind: ContentKind, baseId: number, actor: AuthUser | null): Promise<ContentItem> {
    await this.translations.markCurrent(kind, baseId, actor);
    return this.getAdmin(kind, baseId);
  }
}

/** What a public change names of an item. */
interface AnnouncedItem {
  id: number;
  slug: string;
  title: string;
  regionIds: RegionId[];
  locale?: Locale;
  translationOf?: number | null;
}

function slugClash(kind: ContentKind, slug: string, region: RegionId): string {
  return `The slug "${slug}" is already used by another ${kindDefinition(kind).section.singular} in ${REGION_NAME[region] ?? REGION_CODE[region]}.`;
}

function searchTextOf(kind: ContentKind, s: ContentSnapshot): string {
  const parts = [s.title, s.summary, s.metadata.desc ?? '', ...(kindDefinition(kind).searchWords?.(s) ?? ['', '', ''])];
  for (const m of s.modules) {
    if (m.type === 1) parts.push(m.quote, m.author);
    else if (m.type === 2) parts.push(richTextToPlain(m.editorData));
    else if (m.type === 3) parts.push(m.headline ?? '', ...m.items.flatMap((i) => [i.headline, i.shortDescription]));
    else parts.push(...m.items.flatMap((i) => [i.headline ?? '', richTextToPlain(i.editorData)]));
  }
  return foldForSearch(parts.join(' ').replace(/\s+/g, ' ')).slice(0, 20000);
}
