import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('retailer')
@Index('idx_retailer_geo', ['latBand', 'lng', 'lat', 'region', 'active'])
@Index('idx_retailer_name', ['name'])
export class Retailer {
  @PrimaryGeneratedColumn()
  id: number;
  @Column({ type: 'varchar', length: 150 })
  name: string;
  @Column({ type: 'varchar', length: 200, default: '' })
  address: string;
  @Column({ type: 'varchar', length: 100, default: '' })
  city: string;
  /** Two-letter state or province code. */
  @Column({ type: 'varchar', length: 2 })
  state: string;
  @Column({ type: 'varchar', length: 10 })
  postalCode: string;
  /** 2 = US, 3 = Canada. */
  @Column({ type: 'integer' })
  region: number;
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;
  @Column({ type: 'double' })
  lat: number;
  @Column({ type: 'double' })
  lng: number;
  /** floor(lat / 0.5): leads the covering index the radius search scans (idx_retailer_geo). */
  @Column({ type: 'integer' })
  latBand: number;
  /** JSON array of product names. */
  @Column({ type: 'text', nullable: true })
  products: string | null;
  @Column({ type: 'boolean', default: true })
  active: boolean;
  /** IANA zone; null: the zone of its location (hours/time-zones.ts). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;
  /** Opening hours as JSON (RetailerHours); null: none given. */
  @Column({ type: 'text', nullable: true })
  hours: string | null;
  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;
  @UpdateDateColumn({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
