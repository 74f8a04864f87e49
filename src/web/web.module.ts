import { Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';

import { SeoModule } from '../seo/seo.module';
import { HtmlShellService } from './html-shell.service';
import { PageRenderer } from './page-renderer';
import { CLIENT_ASSETS_DIR } from './paths';
import { SsrService } from './ssr.service';
import { WebController } from './web.controller';

/**
 * The client build's hashed files under /assets (through @fastify/static): a year of immutable caching,
 * no index files, and no HTML fallback (on Fastify the module never serves index.html for a missing file).
 * The page cache never stores /assets/ (its bypass list). On Fastify the module lists the files when the app starts:
 * a client rebuilt under a running server needs a restart for its new file names.
 */
const clientAssets = ServeStaticModule.forRoot({
  rootPath: CLIENT_ASSETS_DIR,
  serveRoot: '/assets',
  // The module's own not-found route answers only the bare folder (GET /assets/); a missing file falls through to
  // WebController, whose 404 for a path with an extension comes through the one filter as the JSON envelope.
  renderPath: '/',
  // preCompressed: the build's .br and .gz copies (webpack.config.ts), chosen by Accept-Encoding; @fastify/compress leaves them be.
  serveStaticOptions: { preCompressed: true, index: false, immutable: true, maxAge: '365d', cacheControl: true, decorateReply: false, fallthrough: false },
});

/** The HTML shell; the public site's head for each URL comes from SeoModule's PageHeadResolver. */
@Module({
  imports: [SeoModule, clientAssets],
  controllers: [WebController],
  providers: [HtmlShellService, SsrService, PageRenderer],
  exports: [HtmlShellService, SsrService, PageRenderer],
})
export class WebModule {}
