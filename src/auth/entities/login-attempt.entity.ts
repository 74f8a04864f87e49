import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins per email address (known or not, so the lockout reveals nothing about which accounts exist). */
@Entity('login_attempt')
export class LoginAttempt {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'integer', default: 0 })
  failures!: number;

  @Column({ type: 'datetime', precision: 3 })
  windowStartedAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lockedUntil!: Date | null;
}
