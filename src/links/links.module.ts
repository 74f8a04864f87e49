import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ContentSaveChecks } from '../common/save-checks';
import { ContentModule } from '../content/content.module';
import { ContentItemEntity } from '../content/content-item.entity';
import { DocumentsModule } from '../documents/documents.module';
import { RedirectTargetCheck } from '../redirects/redirect-target-check';
import { RedirectsModule } from '../redirects/redirects.module';
import { SeoModule } from '../seo/seo.module';
import { BrokenLinkEntity, LinkCheckRunEntity } from './broken-link.entity';
import { LinkCheckJob } from './link-check.job';
import { LinkCheckerService } from './link-checker.service';
import { LinksController } from './links.controller';

/** The link checker (daily and on demand), its report, and the broken-link warnings of content and redirect saves. */
@Module({
  imports: [TypeOrmModule.forFeature([ContentItemEntity, BrokenLinkEntity, LinkCheckRunEntity]), ContentModule, DocumentsModule, RedirectsModule, SeoModule],
  controllers: [LinksController],
  providers: [LinkCheckerService, LinkCheckJob],
  exports: [LinkCheckerService],
})
export class LinksModule implements OnModuleInit {
  constructor(
    private readonly checks: ContentSaveChecks,
    private readonly checker: LinkCheckerService,
    private readonly redirectTargets: RedirectTargetCheck,
  ) {}

  onModuleInit(): void {
    this.checks.register((before, after) => this.checker.warningsForSave(before, after));
    this.redirectTargets.register((url) => this.checker.checkSiteLink(url));
  }
}
