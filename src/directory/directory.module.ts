import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DirectoryController } from './directory.controller';
import { DirectorySeeder } from './directory.seeder';
import { DirectoryAdminController } from './directory-admin.controller';
import { DirectoryCsvService } from './directory-csv.service';
import { DirectorySearchService } from './directory-search.service';
import { DirectoryWrites } from './directory-writes';
import { Rep } from './entities/rep.entity';
import { RepTerritory } from './entities/rep-territory.entity';
import { Retailer } from './entities/retailer.entity';
import { RepsService } from './reps.service';
import { RetailersService } from './retailers.service';

/** Reps and retailers: the public search by ZIP or postal code, and their administration. */
@Module({
  imports: [TypeOrmModule.forFeature([Rep, RepTerritory, Retailer])],
  controllers: [DirectoryController, DirectoryAdminController],
  providers: [DirectorySearchService, DirectoryWrites, RepsService, RetailersService, DirectoryCsvService, DirectorySeeder],
  exports: [DirectorySearchService],
})
export class DirectoryModule {}
