import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A refresh token of a session, stored only as its SHA-256; `usedAt` is set when it is rotated. */
@Entity('auth_refresh_token')
@Index('IDX_auth_refresh_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_auth_refresh_token_session', ['sessionId'])
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  sessionId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;
}
