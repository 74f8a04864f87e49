import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';

import { Rep } from './rep.entity';

/** One territory code of a rep, stored as a key such as 'zip:50309', 'zip3:503', 'fsa:M5V' or 'state:IA'. */
@Entity('rep_territory')
@Index('idx_rep_territory_code', ['code'])
@Index('idx_rep_territory_rep', ['repId'])
export class RepTerritory {
  @PrimaryGeneratedColumn()
  id: number;
  @Column({ type: 'integer' })
  repId: number;
  @ManyToOne(() => Rep, (r) => r.territory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rep_id' })
  // Relation<> keeps decorator metadata from naming Rep before it exists (the two files import each other).
  rep: Relation<Rep>;
  @Column({ type: 'varchar', length: 16 })
  code: string;
}
