import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { Conflict, NotFound, ValidationFailed } from '../common/errors';
import { regionColumnPattern, regionsFromColumn } from '../common/region-column';
import type { ContentItem, ContentKind, ContentSaveRequest, ContentTwin, TranslationDueRow, TranslationLink, TranslationsDue, TranslationState } from '../contract/content';
import { LIVE_CONTENT_STATUSES, translatePath } from '../contract/content';
import { publicKind, publicKinds } from '../contract/content-kinds';
import { publicPathFor } from '../contract/content-paths';
import { isLocale, type Locale } from '../contract/i18n/locale';
import type { RegionId } from '../contract/regions';
import { itemTag, listTag, tagResponse } from '../page-cache/cache-tags';
import { Clock } from './clock';
import { LANGUAGE_MESSAGE } from './content.dto';
import { ContentItemEntity } from './content-item.entity';
import { loadItem, NOT_FOUND, visible } from './content-query';

/** French items are the Canada region's: a translation is shown there only. */
export const TRANSLATION_REGION: RegionId = 3;
export const TRANSLATION_LOCALE: Locale = 'fr';

const DUE_LIST_SIZE = 10;

/** The language part of a save: the item's locale, the item it translates, and the source version it is saved against. */
export interface SaveLanguage {
  locale: Locale;
  translationOf: number | null;
  sourceVersionId: number | null;
}

/** The version a translation is measured against: the source's newest published one (its current one while it was never published). */
const sourceVersionOf = (source: ContentItemEntity): number | null => source.publishedVersionId ?? source.currentVersionId;

/** An item as the other language's twin: its public address (French items in Canada). */
function twinOf(kind: ContentKind, r: ContentItemEntity): ContentTwin {
  const regions = regionsFromColumn(r.regionIds);
  const region = regions.includes(TRANSLATION_REGION) ? TRANSLATION_REGION : (regions[0] ?? TRANSLATION_REGION);
  return { baseId: r.id, locale: r.locale, slug: r.slug, region, publicPath: publicPathFor(kind, r.slug, region, r.locale) };
}

/** Outdated: the source has published a newer version than the one the translation was saved against. */
export function isOutdated(sourcePublishedVersionId: number | null, sourceVersionId: number | null): boolean {
  return sourcePublishedVersionId !== null && (sourceVersionId === null || sourcePublishedVersionId > sourceVersionId);
}

function stateOf(t: ContentItemEntity, source: ContentItemEntity | undefined): TranslationState {
  const published = source?.publishedVersionId ?? null;
  return {
    sourceBaseId: t.translationOf!,
    sourceVersionId: t.sourceVersionId,
    outdated: isOutdated(published, t.sourceVersionId),
    sourcePublishedVersionId: published,
    sourceTitle: source?.title ?? '',
    sourceDeleted: !source || !!source.deletedAt,
  };
}

/** The language a save asks for, before its fields are checked: a new item's, or the item's own. */
export function requestedLocale(req: ContentSaveRequest, existing: ContentItemEntity | null): Locale {
  if (existing) return existing.locale;
  return req.locale ?? 'en';
}

/**
 * Checks the language of a save, in its transaction. A new French item translates an English Canada item of
 * the same kind that has no French version yet; an existing item keeps its language and its source. Every
 * save of a translation is measured against the source's newest published version.
 */
export async function languageOfSave(m: EntityManager, kind: ContentKind, req: ContentSaveRequest, existing: ContentItemEntity | null): Promise<SaveLanguage> {
  if (req.locale !== undefined && req.locale !== null && !isLocale(req.locale)) throw new ValidationFailed(LANGUAGE_MESSAGE, { locale: LANGUAGE_MESSAGE });
  if (existing) {
    if (req.locale && req.locale !== existing.locale) {
      const msg = 'An item keeps its language; add a translation instead.';
      throw new ValidationFailed(msg, { locale: msg });
    }
    if (req.translationOf && req.translationOf !== existing.translationOf) {
      const msg = 'A translation keeps the item it translates.';
      throw new ValidationFailed(msg, { translationOf: msg });
    }
    if (!existing.translationOf) return { locale: existing.locale, translationOf: null, sourceVersionId: null };
    const source = await m.findOneBy(ContentItemEntity, { id: existing.translationOf });
    return { locale: existing.locale, translationOf: existing.translationOf, sourceVersionId: source ? sourceVersionOf(source) : existing.sourceVersionId };
  }
  const locale = req.locale ?? 'en';
  if (locale === 'en') {
    if (req.translationOf) {
      const msg = 'Only a French item translates another item.';
      throw new ValidationFailed(msg, { translationOf: msg });
    }
    return { locale, translationOf: null, sourceVersionId: null };
  }
  if (!req.translationOf) {
    const msg = 'A French item must be the translation of an English Canada item (translationOf).';
    throw new ValidationFailed(msg, { translationOf: msg });
  }
  const source = await m.findOneBy(ContentItemEntity, { id: req.translationOf, kind });
  const refuse = (msg: string): never => {
    throw new ValidationFailed(msg, { translationOf: msg });
  };
  if (!source || source.deletedAt) refuse(`The English ${publicKind(kind).section.singular} to translate was not found.`);
  if (source!.locale !== 'en') refuse('A French item translates an English item, not another translation.');
  if (!regionsFromColumn(source!.regionIds).includes(TRANSLATION_REGION)) refuse('Only items shown in Canada have a French version: this item is not shown in Canada.');
  const twin = await m.findOneBy(ContentItemEntity, { translationOf: source!.id, locale });
  if (twin)
    throw new Conflict(twin.deletedAt ? 'This item already has a French translation (deleted; an Administrator can restore it).' : 'This item already has a French translation.');
  return { locale, translationOf: source!.id, sourceVersionId: sourceVersionOf(source!) };
}

/**
 * Translations seen from the admin: a translation's standing against its source, an English item's
 * translations, the dashboard's list of what is missing or outdated, and "Mark as up to date". Public reads
 * get an item's published twins (the language switch and hreflang).
 */
@Injectable()
export class ContentTranslations {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** What the editor shows with an item: a translation's standing, or an English item's translations. */
  async annotate(item: ContentItem, e: ContentItemEntity): Promise<ContentItem> {
    if (e.translationOf) {
      const source = await this.items.findOneBy({ id: e.translationOf });
      return { ...item, translation: stateOf(e, source ?? undefined) };
    }
    const twins = await this.items.find({ where: { translationOf: e.id, deletedAt: IsNull() }, order: { locale: 'ASC' } });
    const translations: TranslationLink[] = twins.map((t) => ({
      baseId: t.id,
      locale: t.locale,
      title: t.title,
      status: t.status,
      outdated: isOutdated(e.publishedVersionId, t.sourceVersionId),
    }));
    return { ...item, translation: null, translations };
  }

  /** The standing of each translation among list rows, by baseId (two queries for a page). */
  async statesFor(rows: ContentItemEntity[]): Promise<Map<number, TranslationState>> {
    const out = new Map<number, TranslationState>();
    const ids = [...new Set(rows.flatMap((r) => (r.translationOf ? [r.translationOf] : [])))];
    if (!ids.length) return out;
    const sources = new Map((await this.items.findBy({ id: In(ids) })).map((s) => [s.id, s]));
    for (const r of rows) if (r.translationOf) out.set(r.id, stateOf(r, sources.get(r.translationOf)));
    return out;
  }

  /** "Mark as up to date": the translation is measured against its source's current published version; its text gets no new version. */
  async markCurrent(kind: ContentKind, baseId: number, actor: AuthUser | null): Promise<void> {
    const e = await loadItem(this.items, kind, baseId);
    if (!e.translationOf) {
      const msg = 'Only a translation can be marked as up to date.';
      throw new ValidationFailed(msg, { translationOf: msg });
    }
    const source = await this.items.findOneBy({ id: e.translationOf });
    if (!source) throw new NotFound(NOT_FOUND);
    const target = sourceVersionOf(source);
    await this.ds.transaction(async (m) => {
      await m.update(ContentItemEntity, { id: baseId }, { sourceVersionId: target, updatedAt: this.clock.now() });
      await this.audit.record(m, {
        ...(actor ? { actor } : {}),
        action: 'content.translation-current',
        section: kind,
        itemId: baseId,
        itemTitle: e.title,
        versionId: e.currentVersionId,
        summary: `Marked as up to date with “${source.title}” (version ${target ?? 'none'}); the translation's text is unchanged.`,
      });
    });
  }

  /** The dashboard's "Translations": English Canada items without a French version, and French versions whose source has changed. */
  async due(): Promise<TranslationsDue> {
    const kinds = publicKinds().filter((d) => d.hasItemPage);
    if (!kinds.length) return { missing: [], outdated: [], missingCount: 0, outdatedCount: 0 };
    const kindIds = kinds.map((d) => d.kind);
    const section = (kind: string) => kinds.find((d) => d.kind === kind)!.section;
    const [missingRows, missingCount] = await this.items
      .createQueryBuilder('i')
      // A French version counts once it is published or scheduled (a draft, or a deleted one, leaves the item missing).
      .leftJoin(ContentItemEntity, 't', 't.translation_of = i.id AND t.locale = :fr AND t.deleted_at IS NULL AND t.status IN (:...live)', {
        fr: TRANSLATION_LOCALE,
        live: LIVE_CONTENT_STATUSES,
      })
      .where('t.id IS NULL')
      .andWhere('i.locale = :en', { en: 'en' })
      .andWhere('i.kind IN (:...kinds)', { kinds: kindIds })
      .andWhere('i.deleted_at IS NULL')
      .andWhere('i.status IN (:...live)', { live: LIVE_CONTENT_STATUSES })
      .andWhere('i.region_ids LIKE :ca', { ca: regionColumnPattern(TRANSLATION_REGION) })
      .orderBy('i.kind', 'ASC')
      .addOrderBy('i.title', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .take(DUE_LIST_SIZE)
      .getManyAndCount();
    const [outdatedRows, outdatedCount] = await this.items
      .createQueryBuilder('t')
      .innerJoin(ContentItemEntity, 's', 's.id = t.translation_of')
      .where('t.locale = :fr', { fr: TRANSLATION_LOCALE })
      .andWhere('t.kind IN (:...kinds)', { kinds: kindIds })
      .andWhere('t.deleted_at IS NULL')
      .andWhere('s.deleted_at IS NULL')
      .andWhere('s.published_version_id > COALESCE(t.source_version_id, 0)')
      .orderBy('t.kind', 'ASC')
      .addOrderBy('t.title', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .take(DUE_LIST_SIZE)
      .getManyAndCount();
    const sources = outdatedRows.length ? new Map((await this.items.findBy({ id: In(outdatedRows.map((t) => t.translationOf!)) })).map((s) => [s.id, s])) : new Map();
    // A French draft of a missing item is where staff go on, rather than a new translation.
    const drafts = missingRows.length
      ? new Map((await this.items.findBy({ translationOf: In(missingRows.map((i) => i.id)), locale: TRANSLATION_LOCALE, deletedAt: IsNull() })).map((t) => [t.translationOf!, t]))
      : new Map<number, ContentItemEntity>();
    const missing: TranslationDueRow[] = missingRows.map((i) => {
      const draft = drafts.get(i.id);
      return {
        section: i.kind as ContentKind,
        sectionTitle: section(i.kind).title,
        sourceBaseId: i.id,
        title: i.title,
        translationBaseId: draft?.id ?? null,
        editPath: draft ? `${section(i.kind).path}/edit/${draft.id}` : translatePath(section(i.kind).path, i.id),
      };
    });
    const outdated: TranslationDueRow[] = outdatedRows.map((t) => ({
      section: t.kind as ContentKind,
      sectionTitle: section(t.kind).title,
      sourceBaseId: t.translationOf!,
      title: (sources.get(t.translationOf!) as ContentItemEntity | undefined)?.title ?? t.title,
      translationBaseId: t.id,
      editPath: `${section(t.kind).path}/edit/${t.id}`,
    }));
    return { missing, outdated, missingCount, outdatedCount };
  }

  /**
   * The published twins of a published item in the other languages. The answer shows both items, so it
   * carries both items' keys (and the other language's list key while there is no twin, so a new
   * translation's publish drops it).
   */
  async twins(kind: ContentKind, baseId: number): Promise<ContentTwin[] | null> {
    const now = this.clock.now();
    const e = await visible(this.items.createQueryBuilder('i').where('i.id = :id AND i.kind = :kind', { id: baseId, kind }), now).getOne();
    tagResponse(itemTag(baseId));
    if (!e) return null;
    const qb = this.items.createQueryBuilder('i').where('i.kind = :kind', { kind });
    if (e.translationOf) qb.andWhere('i.id = :source', { source: e.translationOf });
    else qb.andWhere('i.translation_of = :id', { id: e.id });
    const rows = await visible(qb, now).getMany();
    tagResponse(...rows.map((r) => itemTag(r.id)), listTag(kind, e.translationOf ? 'en' : TRANSLATION_LOCALE));
    return rows.map((r) => twinOf(kind, r));
  }

  /**
   * A preview's twins: the published counterparts of an item that may be unpublished or unsaved (its
   * source for a translation, else its translations), so its preview links them as its public page will.
   */
  async previewTwins(kind: ContentKind, item: Pick<ContentItem, 'baseId' | 'translationOf'>): Promise<ContentTwin[]> {
    const qb = this.items.createQueryBuilder('i').where('i.kind = :kind', { kind });
    if (item.translationOf) qb.andWhere('i.id = :source', { source: item.translationOf });
    else if (item.baseId) qb.andWhere('i.translation_of = :id', { id: item.baseId });
    else return [];
    return (await visible(qb, this.clock.now()).getMany()).map((r) => twinOf(kind, r));
  }
}
