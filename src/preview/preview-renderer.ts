import { Injectable } from '@nestjs/common';

import type { ContentItem } from '../contract/content';
import { PREVIEW_BAR_TEXT } from '../contract/preview';
import type { RegionId } from '../contract/regions';
import { SiteHeadResolver } from '../seo/site-head.resolver';
import { HtmlShellService } from '../web/html-shell.service';
import { SsrService } from '../web/ssr.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Every script of the page except JSON-LD: a preview is the server's rendering only, never hydrated (its URL is not the page's). */
const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:rel="(?:modulepreload)"|as="script")[^>]*>/gi;

const BAR_STYLE =
  '.preview-bar{position:sticky;top:0;z-index:2000;background:#ffc107;color:#000;text-align:center;font:600 15px/1.4 system-ui,sans-serif;padding:6px 12px;border-bottom:1px solid #000}';

/** The preview's own policy: the site's, with no script at all, and inline style for the bar. */
const PREVIEW_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "media-src 'self' https:",
  "frame-src 'self' https://www.google.com https://www.youtube.com https://www.youtube-nocookie.com https://open.spotify.com https://w.soundcloud.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Renders an item as the public page would: the same head resolver, the same server render
 * of the kind's template in the public layout, the same HTML shell; then the page's scripts are taken
 * out (so nothing hydrates or fetches under the preview's address), a robots meta and the bar go in.
 */
@Injectable()
export class PreviewRenderer {
  readonly csp = PREVIEW_CSP;

  constructor(
    private readonly heads: SiteHeadResolver,
    private readonly ssr: SsrService,
    private readonly shell: HtmlShellService,
  ) {}

  async render(item: ContentItem, req: { host: string; protocol: string; region: RegionId | null }): Promise<string> {
    const page = await this.heads.resolvePreview(req, item);
    const config = await this.ssr.runtimeConfig();
    if (page.ssr) {
      const body = await this.ssr.render({ url: `${req.protocol}://${req.host}${page.path}`, host: req.host, region: page.ssr.region, initialData: page.initialData ?? null, config });
      if (body) page.body = body;
    }
    // Without the server renderer (SSR=false, no build): the item's text, plainly.
    page.body ??= `<main class="container py-4"><h1>${escapeHtml(item.title)}</h1>${item.modules.map((m) => (m.type === 2 ? m.editorData : '')).join('')}</main>`;
    page.status = 200;
    const head = page.head.includes('name="robots"') ? page.head : `${page.head}\n    <meta name="robots" content="noindex, nofollow">`;
    const html = this.shell.render({ ...page, head: `${head}\n    <style>${BAR_STYLE}</style>` }, config);
    return html
      .replace(SCRIPT, '')
      .replace(SCRIPT_PRELOAD, '')
      .replace(/<body([^>]*)>/i, (m) => `${m}<aside class="preview-bar" lang="en" aria-label="Preview"><p role="status" class="m-0">${PREVIEW_BAR_TEXT}</p></aside>`);
  }

  /** Revoked, expired or unknown: a plain page saying so. */
  unavailable(status: 404 | 410): string {
    const text = status === 410 ? 'This preview link has expired or was revoked.' : 'This preview link was not found.';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Preview unavailable</title></head><body><main><h1>Preview unavailable</h1><p>${text}</p></main></body></html>`;
  }
}
