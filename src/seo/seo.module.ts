import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { DirectoryModule } from '../directory/directory.module';
import { DocumentsModule } from '../documents/documents.module';
import { PageHeadResolver } from '../web/page-head';
import { SeoController } from './seo.controller';
import { SiteSeeder } from './site.seeder';
import { SiteHeadResolver } from './site-head.resolver';
import { SitemapService } from './sitemap.service';

/** The public site's server side: the head of every public route, sitemap, robots, and the site's page records. */
@Module({
  imports: [ContentModule, DirectoryModule, DocumentsModule],
  controllers: [SeoController],
  providers: [SitemapService, SiteSeeder, SiteHeadResolver, { provide: PageHeadResolver, useExisting: SiteHeadResolver }],
  exports: [PageHeadResolver, SiteHeadResolver],
})
export class SeoModule {}
