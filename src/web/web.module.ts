import { Module } from '@nestjs/common';
import { SeoModule } from '../seo/seo.module';
import { HtmlShellService } from './html-shell.service';
import { SsrService } from './ssr.service';
import { WebController } from './web.controller';

/** The HTML shell; the public site's head for each URL comes from SeoModule's PageHeadResolver. */
@Module({
  imports: [SeoModule],
  controllers: [WebController],
  providers: [HtmlShellService, SsrService],
  exports: [HtmlShellService],
})
export class WebModule {}
