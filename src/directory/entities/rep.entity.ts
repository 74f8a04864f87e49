import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { RepTerritory } from './rep-territory.entity';

@Entity('rep')
@Index('idx_rep_name', ['name'])
export class Rep {
  @PrimaryGeneratedColumn()
  id: number;
  @Column({ type: 'varchar', length: 150 })
  name: string;
  @Column({ type: 'varchar', length: 150, default: '' })
  title: string;
  /** The title French pages show; null: they show `title`. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  titleFr: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true })
  photoUrl: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;
  /** 2 = US, 3 = Canada. */
  @Column({ type: 'integer' })
  region: number;
  /** JSON array of product names. */
  @Column({ type: 'text', nullable: true })
  products: string | null;
  @Column({ type: 'boolean', default: true })
  active: boolean;
  @OneToMany(() => RepTerritory, (t) => t.rep)
  territory: RepTerritory[];
  @CreateDateColumn({ type: 'datetime', precision: 3 })
  createdAt: Date;
  @UpdateDateColumn({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
