import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One sign-in (a refresh-token family): idle and absolute limits, revoked on logout, reuse or password change. */
@Entity('auth_session')
@Index('IDX_auth_session_user', ['userId'])
export class AuthSession {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  lastSeenAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent!: string | null;
}
