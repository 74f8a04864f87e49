import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff account of the site administration. The password is stored only as an argon2id hash. */
@Entity('admin_user')
@Index('IDX_admin_user_email', ['email'], { unique: true })
export class AdminUser {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastLogin!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  passwordChangedAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
