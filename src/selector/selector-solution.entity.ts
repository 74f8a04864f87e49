import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One product of the selector's solution catalogue (spec 4, 9). */
@Entity('selector_solution')
@Index('UQ_selector_solution_code', ['code'], { unique: true })
export class SelectorSolutionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 80 })
  family: string;

  @Column({ type: 'text' })
  summary: string;

  /** JSON list of { nutrient, percent }. */
  @Column({ type: 'text' })
  analyses: string;

  @Column({ type: 'varchar', length: 200 })
  productPath: string;

  @Column({ type: 'varchar', length: 120 })
  labelProductName: string;

  @Column({ type: 'integer' })
  sortOrder: number;
}
