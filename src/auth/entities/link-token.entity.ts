import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type LinkPurpose = 'reset' | 'welcome' | 'login';

/** A single-use emailed link (password reset, welcome set-password, one-time login), stored only as a hash. */
@Entity('auth_link_token')
@Index('IDX_auth_link_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_auth_link_token_user', ['userId'])
export class LinkToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 20 })
  purpose!: LinkPurpose;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;
}
