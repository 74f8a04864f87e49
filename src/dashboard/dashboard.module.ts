import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DashboardVisitEntity } from '../audit/audit-entry.entity';
import { ContentModule } from '../content/content.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [TypeOrmModule.forFeature([DashboardVisitEntity]), ContentModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
