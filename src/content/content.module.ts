import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { VersionsModule } from '../versions/versions.module';
import { Clock } from './clock';
import { ContentAdminController } from './content-admin.controller';
import { ContentEditing } from './content-editing.service';
import { ContentItemEntity, ContentSlugEntity } from './content-item.entity';
import { ContentPaths } from './content-paths.service';
import { ContentPublicController } from './content-public.controller';
import { ContentReads } from './content-reads.service';
import { ContentScheduler } from './content-scheduler';
import { ContentTranslations } from './content-translations';
import { ContentUsages } from './content-usages.service';
import { ContentSeeder } from './seed/content.seeder';
import { SiteContentSeeder } from './seed/site-content.seeder';

/** The one versioned-content engine: knowledge center, pages, press releases, products, product labels. */
@Module({
  imports: [TypeOrmModule.forFeature([ContentItemEntity, ContentSlugEntity]), VersionsModule],
  controllers: [ContentPublicController, ContentAdminController],
  providers: [Clock, ContentReads, ContentEditing, ContentPaths, ContentUsages, ContentScheduler, ContentTranslations, SiteContentSeeder, ContentSeeder],
  exports: [ContentReads, ContentEditing, ContentPaths, ContentUsages, ContentTranslations, Clock],
})
export class ContentModule {}
