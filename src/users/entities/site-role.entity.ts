import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A site role (Administrator, Editor). */
@Entity('site_role')
@Index('IDX_site_role_name', ['name'], { unique: true })
export class SiteRole {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  name!: string;
}
