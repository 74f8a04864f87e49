import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One immutable saved version of a content item: the whole item as it was saved. Never updated. */
@Entity('content_version')
@Index('idx_content_version_base', ['baseId', 'id'])
export class ContentVersionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  baseId: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'datetime', precision: 3 })
  created: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  author: string | null;

  /** JSON of ContentSnapshot. */
  @Column({ type: 'text' })
  data: string;
}
