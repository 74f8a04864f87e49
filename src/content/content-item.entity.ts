import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { ContentStatus } from '../contract/content';
import type { Locale } from '../contract/i18n/locale';

/**
 * The current state of one content item (its id is the item's baseId). Queryable fields are
 * columns; the rest of the current version lives in `data` (JSON). History is in content_version.
 */
@Entity('content_item')
@Index('idx_content_item_kind_status', ['kind', 'status', 'publishedAt'])
@Index('uq_content_item_translation', ['translationOf', 'locale'], { unique: true })
export class ContentItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Comma-wrapped region ids, e.g. ",2,3," (LIKE '%,2,%' finds region 2). */
  @Column({ type: 'varchar', length: 20 })
  regionIds: string;

  @Column({ type: 'varchar', length: 20 })
  status: ContentStatus;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  pinned: boolean;

  @Column({ type: 'integer', nullable: true })
  resourceType: number | null;

  /** Title, summary, description and rich text for the search box, folded by foldForSearch. */
  @Column({ type: 'text' })
  searchText: string;

  /** JSON: metadata, hero, modules, summary, mediaUrl, source, product, productLabel. */
  @Column({ type: 'text' })
  data: string;

  @Column({ type: 'integer', nullable: true })
  currentVersionId: number | null;

  /** The item's language; a French item is a translation of an English Canada item. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;

  /** A translation: the English item (baseId) it translates. */
  @Column({ type: 'integer', nullable: true })
  translationOf: number | null;

  /** A translation: the source's version it was last saved (or marked up to date) against. */
  @Column({ type: 'integer', nullable: true })
  sourceVersionId: number | null;

  /** The newest version that went live (a translation of this item is outdated once this passes its sourceVersionId). */
  @Column({ type: 'integer', nullable: true })
  publishedVersionId: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt: Date | null;
}

/** Slug reservations: one row per (kind, locale, region, slug); the unique index makes a clash impossible. */
@Entity('content_slug')
@Index('uq_content_slug_locale', ['kind', 'locale', 'regionId', 'slug'], { unique: true })
@Index('idx_content_slug_base', ['baseId'])
export class ContentSlugEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;

  @Column({ type: 'integer' })
  regionId: number;

  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Column({ type: 'integer' })
  baseId: number;
}
