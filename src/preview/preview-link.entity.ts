import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A preview link: 'share' links name a saved version and last days; 'form' links carry an
 * unsaved editor form for a short while. Only the SHA-256 of the token is stored: the link holds the secret.
 */
@Entity('preview_link')
@Index('UQ_preview_link_token_hash', ['tokenHash'], { unique: true })
@Index('idx_preview_link_item', ['kind', 'baseId'])
export class PreviewLinkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** 'share' | 'form' */
  @Column({ type: 'varchar', length: 10 })
  purpose: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'integer', nullable: true })
  baseId: number | null;

  @Column({ type: 'integer', nullable: true })
  versionId: number | null;

  /** A 'form' link's fields (a ContentSnapshot as JSON). */
  @Column({ type: 'text', nullable: true })
  snapshot: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdBy: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;
}
