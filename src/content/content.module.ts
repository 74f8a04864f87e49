import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { VersionsModule } from '../versions/versions.module';
import { Clock } from './clock';
import { ContentService } from './content.service';
import { ContentAdminController } from './content-admin.controller';
import { ContentItemEntity, ContentSlugEntity } from './content-item.entity';
import { ContentPublicController } from './content-public.controller';
import { ContentScheduler } from './content-scheduler';
import { ContentSeeder } from './seed/content.seeder';
import { ProductsSeeder } from './seed/products.seeder';

/** The one versioned-content engine: knowledge center, pages, press releases, products, product labels. */
@Module({
  imports: [TypeOrmModule.forFeature([ContentItemEntity, ContentSlugEntity]), VersionsModule],
  controllers: [ContentPublicController, ContentAdminController],
  providers: [Clock, ContentService, ContentScheduler, ProductsSeeder, ContentSeeder],
  exports: [ContentService, Clock],
})
export class ContentModule {}
