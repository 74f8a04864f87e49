import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DashboardVisitEntity } from '../audit/audit-entry.entity';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [TypeOrmModule.forFeature([DashboardVisitEntity])],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
