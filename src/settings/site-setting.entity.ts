import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One site-wide setting (its value as JSON), who changed it last and when. */
@Entity('site_setting')
export class SiteSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) name!: string;
  @Column({ type: 'text' }) value!: string;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
  @Column({ type: 'varchar', length: 254 }) updatedBy!: string;
}
