import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';

import { NotFound } from '../common/errors';
import type { ContentItem, ContentKind, ContentLink } from '../contract/content';
import { FRENCH_PREFIX, type Locale } from '../contract/i18n/locale';
import type { RegionId } from '../contract/regions';
import { ContentVersionEntity } from '../versions/content-version.entity';
import { ContentItemEntity, ContentSlugEntity } from './content-item.entity';
import { toContentItem } from './content-mapper';
import { linkOf, loadItem, NOT_FOUND } from './content-query';
import { contentKinds } from './kinds/registry';

/** Lookups: an id, a slug or a public path → the item behind it and its public and admin links. */
@Injectable()
export class ContentPaths {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    @InjectRepository(ContentSlugEntity) private readonly slugs: Repository<ContentSlugEntity>,
  ) {}

  /**
   * The {id} of the spec's calls is the item's baseId; a version id (what `data.id` carries) is
   * accepted too and resolved to its item, so `add` → `get/{data.id}` works either way.
   */
  async resolveBaseId(kind: ContentKind, id: number): Promise<number> {
    if (await this.items.existsBy({ id, kind })) return id;
    const v = await this.ds.getRepository(ContentVersionEntity).findOneBy({ id });
    if (v && (await this.items.existsBy({ id: v.baseId, kind }))) return v.baseId;
    return id;
  }

  async link(kind: ContentKind, baseId: number): Promise<ContentLink> {
    return linkOf(await loadItem(this.items, kind, baseId));
  }

  /** The item (drafts too) under a slug in one language (English unless asked), for the admin; the US one first without a region. */
  async getBySlugAdmin(kind: ContentKind, slug: string, region?: RegionId, locale: Locale = 'en'): Promise<ContentItem> {
    const rows = await this.slugs.find({ where: { kind, locale, slug: slug.toLowerCase(), ...(region ? { regionId: region } : {}) }, order: { regionId: 'ASC' } });
    for (const r of rows) {
      const e = await this.items.findOneBy({ id: r.baseId, deletedAt: IsNull() });
      if (e) return toContentItem(e, { admin: true, region: r.regionId as RegionId });
    }
    throw new NotFound(NOT_FOUND);
  }

  /** Public path → the item behind it (for the admin drawer's "edit this page" link). */
  async lookupPath(path: string): Promise<ContentLink | null> {
    const parts = path
      .split('?')[0]
      .replace(/^\/+|\/+$/g, '')
      .toLowerCase()
      .split('/');
    // A French page is its English twin's address under the French prefix.
    let locale: Locale = 'en';
    if (parts[0] === FRENCH_PREFIX.slice(1)) {
      locale = 'fr';
      parts.shift();
    }
    let region: RegionId = 2;
    if (parts[0] === 'can') {
      region = 3;
      parts.shift();
    }
    // Every kind whose public paths could name this one; the catch-all (pages) last. The first with the slug wins.
    const candidates = contentKinds()
      .filter((d) => d.parsePath)
      .sort((a, b) => Number(!!a.catchAll) - Number(!!b.catchAll))
      .flatMap((d) => {
        const slug = d.parsePath!(parts);
        return slug ? [{ kind: d.kind, slug }] : [];
      });
    if (!candidates.length) return null;
    let { kind, slug } = candidates[candidates.length - 1];
    for (const c of candidates.slice(0, -1)) {
      if (await this.slugs.findOneBy({ kind: c.kind, locale, slug: c.slug })) {
        ({ kind, slug } = c);
        break;
      }
    }
    const rows = await this.slugs.find({ where: { kind, locale, slug }, order: { regionId: 'ASC' } });
    const row = rows.find((r) => r.regionId === region) ?? rows[0];
    if (!row) return null;
    const e = await this.items.findOneBy({ id: row.baseId, deletedAt: IsNull() });
    return e ? linkOf(e, row.regionId as RegionId) : null;
  }
}
