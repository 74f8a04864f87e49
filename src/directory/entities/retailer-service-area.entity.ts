import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One part of a retailer's declared service area: a ZIP3 or FSA ('zip3:503', 'fsa:M5V', keyed like rep
 * territory), or a radius around the retailer ('radius', with the box it spans, so a search finds it by an
 * index range). A search inside it returns the retailer even beyond the search radius.
 */
@Entity('retailer_service_area')
@Index('idx_retailer_service_area_code', ['code', 'minLat'])
@Index('idx_retailer_service_area_retailer', ['retailerId'])
export class RetailerServiceArea {
  @PrimaryGeneratedColumn()
  id: number;
  @Column({ type: 'integer' })
  retailerId: number;
  @Column({ type: 'varchar', length: 12 })
  code: string;
  /** Miles (US) or km (Canada), for 'radius' only. */
  @Column({ type: 'double', nullable: true })
  radius: number | null;
  @Column({ type: 'double', nullable: true })
  minLat: number | null;
  @Column({ type: 'double', nullable: true })
  maxLat: number | null;
  @Column({ type: 'double', nullable: true })
  minLng: number | null;
  @Column({ type: 'double', nullable: true })
  maxLng: number | null;
}
