import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { DirectoryModule } from '../directory/directory.module';
import { DocumentsModule } from '../documents/documents.module';
import { PageHeadResolver } from '../web/page-head';
import { ArticlePages } from './pages/article-pages';
import { CustomPages } from './pages/custom-pages';
import { DirectoryPages } from './pages/directory-pages';
import { HeadPages } from './pages/head-page';
import { LabelsPages } from './pages/labels-pages';
import { ProductPages } from './pages/product-pages';
import { SeoController } from './seo.controller';
import { SiteSeeder } from './site.seeder';
import { SiteHeadResolver } from './site-head.resolver';
import { SitemapService } from './sitemap.service';

/** The public site's server side: the head of every public route, sitemap, robots, and the site's page records. */
@Module({
  imports: [ContentModule, DirectoryModule, DocumentsModule],
  controllers: [SeoController],
  providers: [
    SitemapService,
    SiteSeeder,
    HeadPages,
    ArticlePages,
    ProductPages,
    CustomPages,
    LabelsPages,
    DirectoryPages,
    SiteHeadResolver,
    { provide: PageHeadResolver, useExisting: SiteHeadResolver },
  ],
  exports: [PageHeadResolver, SiteHeadResolver],
})
export class SeoModule {}
