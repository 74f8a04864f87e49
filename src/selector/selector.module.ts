import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { WebModule } from '../web/web.module';
import { SelectorController } from './selector.controller';
import { SelectorService, SelectorSolutionSeeder } from './selector.service';
import { SelectorPageController } from './selector-page.controller';
import { SelectorSolutionEntity } from './selector-solution.entity';

/** The product selector's server side: the seeded solution catalogue (GET /api/product-selector/solutions), and the wizard's page rendered with it. */
@Module({
  imports: [TypeOrmModule.forFeature([SelectorSolutionEntity]), WebModule],
  controllers: [SelectorController, SelectorPageController],
  providers: [SelectorService, SelectorSolutionSeeder],
})
export class SelectorModule {}
