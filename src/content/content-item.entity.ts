import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { ContentStatus } from '../contract/content';

/**
 * The current state of one content item (its id is the item's baseId). Queryable fields are
 * columns; the rest of the current version lives in `data` (JSON). History is in content_version.
 */
@Entity('content_item')
@Index('idx_content_item_kind_status', ['kind', 'status', 'publishedAt'])
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

  /** Lowercased title, summary, description and rich text for the search box. */
  @Column({ type: 'text' })
  searchText: string;

  /** JSON: metadata, hero, modules, summary, mediaUrl, source, product, productLabel. */
  @Column({ type: 'text' })
  data: string;

  @Column({ type: 'integer', nullable: true })
  currentVersionId: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt: Date | null;
}

/** Slug reservations: one row per (kind, region, slug); the unique index makes a clash impossible. */
@Entity('content_slug')
@Index('uq_content_slug', ['kind', 'regionId', 'slug'], { unique: true })
@Index('idx_content_slug_base', ['baseId'])
export class ContentSlugEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'integer' })
  regionId: number;

  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Column({ type: 'integer' })
  baseId: number;
}
