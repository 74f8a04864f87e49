import { Module } from '@nestjs/common';
import { DefaultPageHeadResolver } from './default-page-head.resolver';
import { HtmlShellService } from './html-shell.service';
import { PageHeadResolver } from './page-head';
import { WebController } from './web.controller';

@Module({
  controllers: [WebController],
  providers: [HtmlShellService, { provide: PageHeadResolver, useClass: DefaultPageHeadResolver }],
  exports: [HtmlShellService],
})
export class WebModule {}
