import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { GuaranteedAnalysis, SelectorSolution, SolutionCode } from '../contract/product-selector';
import { Seeder, SeederProvider } from '../seed/seeder';
import { SelectorSolutionEntity } from './selector-solution.entity';
import { SOLUTION_CATALOGUE } from './solution-catalogue';

export function toSelectorSolution(e: SelectorSolutionEntity): SelectorSolution {
  let analyses: GuaranteedAnalysis[] = [];
  try {
    const parsed: unknown = JSON.parse(e.analyses);
    if (Array.isArray(parsed)) analyses = parsed as GuaranteedAnalysis[];
  } catch {
    // A hand-edited row with broken JSON shows no analysis rather than breaking the catalogue.
  }
  return {
    code: e.code as SolutionCode,
    name: e.name,
    family: e.family,
    summary: e.summary,
    analyses,
    productPath: e.productPath,
    labelProductName: e.labelProductName,
    sortOrder: e.sortOrder,
  };
}

@Injectable()
export class SelectorService {
  constructor(@InjectRepository(SelectorSolutionEntity) private readonly solutions: Repository<SelectorSolutionEntity>) {}

  async listSolutions(): Promise<SelectorSolution[]> {
    const rows = await this.solutions.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map(toSelectorSolution);
  }
}

/** Reference data: the catalogue is seeded on every install (not only with demo content). */
@Injectable()
@Seeder({ order: 500, demo: false })
export class SelectorSolutionSeeder implements SeederProvider {
  constructor(@InjectRepository(SelectorSolutionEntity) private readonly solutions: Repository<SelectorSolutionEntity>) {}

  async seed(): Promise<void> {
    if ((await this.solutions.count()) > 0) return;
    await this.solutions.save(SOLUTION_CATALOGUE.map((s) => this.solutions.create({ ...s, analyses: JSON.stringify(s.analyses) })));
  }
}
