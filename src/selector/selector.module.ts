import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { SelectorController } from './selector.controller';
import { SelectorService, SelectorSolutionSeeder } from './selector.service';
import { SelectorSolutionEntity } from './selector-solution.entity';

/** The product selector's server side: the seeded solution catalogue (GET /api/product-selector/solutions). */
@Module({
  imports: [TypeOrmModule.forFeature([SelectorSolutionEntity])],
  controllers: [SelectorController],
  providers: [SelectorService, SelectorSolutionSeeder],
})
export class SelectorModule {}
