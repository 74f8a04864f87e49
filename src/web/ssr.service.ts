import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RuntimeConfig, SsrPageRequest } from '../contract/runtime-config';
import { SiteClock } from '../settings/site-clock';
import { CLIENT_DIR } from './paths';

/** What client/src/ssr.tsx exports (built into dist/client-ssr/ssr.js by webpack). */
type RenderPage = (req: SsrPageRequest) => Promise<string | null>;

/** The server-side renderer's bundle, built next to the client (CLIENT_DIR/../client-ssr). */
export const SSR_BUNDLE = path.join(CLIENT_DIR, '..', 'client-ssr', 'ssr.js');
/** Rendered pages kept: homes and product pages, a few hosts each. */
const CACHE_SIZE = 300;
const RENDER_TIMEOUT_MS = 3000;

/**
 * Renders public pages' bodies on the server with the client's own React components, so the page
 * paints (and crawlers read it) before any JavaScript runs; the browser then hydrates it. The output
 * depends only on the URL, host, region, page data and the site's time zone (never on the visitor), so it
 * is cached under those. With no bundle, or when a render fails, the page is served without a body and the
 * browser renders it as before.
 */
@Injectable()
export class SsrService implements OnModuleInit {
  private readonly logger = new Logger(SsrService.name);
  private renderer: RenderPage | null | undefined;
  private readonly cache = new Map<string, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: SiteClock,
  ) {}

  /** The bundle is read at start-up (a synchronous require), never on the first page's request. */
  onModuleInit(): void {
    this.load();
  }

  private load(): RenderPage | null {
    if (this.renderer !== undefined) return this.renderer;
    this.renderer = null;
    if (process.env.SSR === 'false' || !fs.existsSync(SSR_BUNDLE)) return null;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      this.renderer = (require(SSR_BUNDLE) as { renderPage: RenderPage }).renderPage;
    } catch (e) {
      this.logger.warn(`Server-side rendering is off: ${(e as Error).message}`);
    }
    return this.renderer;
  }

  async render(req: SsrPageRequest): Promise<string | null> {
    const renderer = this.load();
    if (!renderer) return null;
    const key = createHash('sha1')
      .update(JSON.stringify([req.url, req.host, req.region, req.initialData, req.config.timeZone]))
      .digest('base64');
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const html = await Promise.race([
        renderer(req),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
        }),
      ]);
      if (html === null) return null;
      this.cache.set(key, html);
      if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      return html;
    } catch (e) {
      this.logger.warn(`Server-side render of ${req.url} failed, serving it for the browser to render: ${(e as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Settings the client reads from window.__CONFIG__: the server's render uses the same. */
  async runtimeConfig(): Promise<RuntimeConfig> {
    const c = this.config;
    return {
      timeZone: await this.clock.timeZone(),
      publicUrlUs: c.publicUrlUs,
      publicUrlCa: c.publicUrlCa,
      companyName: c.companyName,
      recaptchaSiteKey: c.recaptcha.siteKey,
      mapsKey: c.mapsKey,
      trackingPixelUrls: c.trackingPixelUrls,
      sessionTimeoutMs: c.sessionTimeoutMs,
      careersUrl: c.careersUrl,
    };
  }
}
