import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DirectoryController } from './directory.controller';
import { DirectorySeeder } from './directory.seeder';
import { DirectoryAdminController } from './directory-admin.controller';
import { DirectoryClock } from './directory-clock';
import { DirectoryCsvService } from './directory-csv.service';
import { DirectorySearchService } from './directory-search.service';
import { DirectoryWrites } from './directory-writes';
import { LocatorClickDay } from './entities/locator-click-day.entity';
import { LocatorSearchDay } from './entities/locator-search-day.entity';
import { Rep } from './entities/rep.entity';
import { RepTerritory } from './entities/rep-territory.entity';
import { Retailer } from './entities/retailer.entity';
import { RetailerServiceArea } from './entities/retailer-service-area.entity';
import { LocatorAdminController } from './locator/locator-admin.controller';
import { LocatorClicksService } from './locator/locator-clicks.service';
import { LocatorCounts } from './locator/locator-counts';
import { LocatorReportService } from './locator/locator-report.service';
import { RepsService } from './reps.service';
import { RetailersService } from './retailers.service';

/** Reps and retailers: the public search by ZIP or postal code, its analytics (the locator report), and their administration. */
@Module({
  imports: [TypeOrmModule.forFeature([Rep, RepTerritory, Retailer, RetailerServiceArea, LocatorSearchDay, LocatorClickDay])],
  controllers: [DirectoryController, DirectoryAdminController, LocatorAdminController],
  providers: [
    DirectoryClock,
    LocatorCounts,
    LocatorReportService,
    LocatorClicksService,
    DirectorySearchService,
    DirectoryWrites,
    RepsService,
    RetailersService,
    DirectoryCsvService,
    DirectorySeeder,
  ],
  exports: [DirectorySearchService],
})
export class DirectoryModule {}
