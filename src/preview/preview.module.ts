import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ContentModule } from '../content/content.module';
import { SeoModule } from '../seo/seo.module';
import { VersionsModule } from '../versions/versions.module';
import { WebModule } from '../web/web.module';
import { PreviewService } from './preview.service';
import { PreviewAdminController } from './preview-admin.controller';
import { PreviewLinkEntity } from './preview-link.entity';
import { PreviewPageController } from './preview-page.controller';
import { PreviewRenderer } from './preview-renderer';

/** Previews of unsaved forms and share links to saved versions, rendered as the public page. */
@Module({
  imports: [TypeOrmModule.forFeature([PreviewLinkEntity]), ContentModule, VersionsModule, SeoModule, WebModule],
  controllers: [PreviewAdminController, PreviewPageController],
  providers: [PreviewService, PreviewRenderer],
})
export class PreviewModule {}
