import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentReads } from '../content/content-reads.service';
import type { ContentKind, ContentSummary } from '../contract/content';
import { articleKinds, kindsOfFamily } from '../contract/content-kinds';
import { labelDocumentPath } from '../contract/labels';
import type { RegionId } from '../contract/regions';
import { ABOUT_SLUG, CAMPAIGN_SLUGS, PRODUCT_ROUTES } from '../contract/site';
import { LabelsLibraryService } from '../documents/labels/labels-library.service';
import { Alternate, escapeHtml } from './head-tags';
import { staticRoutes } from './site-routes';
import { SiteUrls } from './site-urls';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  alternates?: Alternate[];
}

const STARTED = new Date().toISOString();
const PAGE = 100;

/** /sitemap.xml: every published public URL with lastmod and reciprocal hreflang alternates; which kinds' items, and where, from the content-kind registry. */
@Injectable()
export class SitemapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: ContentReads,
    private readonly labels: LabelsLibraryService,
  ) {}

  private async all(kind: ContentKind): Promise<ContentSummary[]> {
    const out: ContentSummary[] = [];
    for (let start = 0; start < 50_000; start += PAGE) {
      const page = await this.content.listPublished(kind, { start, length: PAGE, sort: 'oldest' });
      out.push(...page.items);
      if (page.items.length < PAGE || out.length >= page.total) break;
    }
    return out;
  }

  async entries(requestOrigin: string): Promise<SitemapEntry[]> {
    const urls = new SiteUrls(requestOrigin, this.config.publicUrlUs, this.config.publicUrlCa);
    const entries: SitemapEntry[] = [];
    const seen = new Set<string>();
    const add = (path: string, region: RegionId | null, lastmod: string, alternates?: Alternate[]) => {
      const loc = urls.url(path, region);
      if (seen.has(loc)) return;
      seen.add(loc);
      entries.push({ loc, lastmod, alternates });
    };

    for (const r of staticRoutes()) {
      if (r.noindex || r.canonical || r.sitemap === false || r.status) continue;
      add(r.path, r.region, STARTED, r.pair ? urls.pair(r.pair[0], r.pair[1]) : undefined);
    }

    // Each page family's kinds, their published items read at once: products at the fixed product routes,
    // custom pages, then articles.
    const families = [...kindsOfFamily('product'), ...kindsOfFamily('custom'), ...articleKinds()];
    const published = await Promise.all(families.map((d) => this.all(d.kind as ContentKind)));
    const items = new Map(families.map((d, i) => [d, published[i]]));
    for (const def of kindsOfFamily('product')) {
      const updated = new Map(items.get(def)!.map((p) => [p.slug, p.publishedAt ?? STARTED]));
      for (const p of PRODUCT_ROUTES) {
        const path = def.publicPath(p.slug, p.region);
        const other = p.counterpart ? def.publicPath(p.counterpart, p.region === 2 ? 3 : 2) : null;
        add(path, p.region, updated.get(p.slug) ?? STARTED, other ? (p.region === 2 ? urls.pair(path, other) : urls.pair(other, path)) : undefined);
      }
    }
    // Campaign pages and About have one address for every region.
    const single = new Set<string>([...CAMPAIGN_SLUGS, ABOUT_SLUG]);
    for (const def of kindsOfFamily('custom')) {
      for (const pg of items.get(def)!) {
        const lastmod = pg.publishedAt ?? STARTED;
        if (single.has(pg.slug) || !pg.regionIds.some((r) => r === 2 || r === 3)) add(def.publicPath(pg.slug, 2), null, lastmod);
        else this.regional(add, pg, def.publicPath(pg.slug, 2), def.publicPath(pg.slug, 3), urls, lastmod);
      }
    }
    for (const def of articleKinds()) {
      for (const a of items.get(def)!) this.regional(add, a, def.publicPath(a.slug, 2), def.publicPath(a.slug, 3), urls, a.publishedAt ?? STARTED);
    }
    // The labels library: a page per current document.
    for (const d of await this.labels.sitemapEntries()) add(labelDocumentPath(d.guid), null, d.updated.toISOString());
    return entries;
  }

  private regional(
    add: (path: string, region: RegionId | null, lastmod: string, alternates?: Alternate[]) => void,
    item: ContentSummary,
    usPath: string,
    caPath: string,
    urls: SiteUrls,
    lastmod: string,
  ) {
    const us = item.regionIds.includes(2);
    const ca = item.regionIds.includes(3);
    const pair = us && ca ? urls.pair(usPath, caPath) : undefined;
    if (us || !ca) add(usPath, 2, lastmod, pair);
    if (ca) add(caPath, 3, lastmod, pair);
  }

  async xml(requestOrigin: string): Promise<string> {
    const entries = await this.entries(requestOrigin);
    return renderSitemap(entries);
  }
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const body = entries
    .map((e) => {
      const alts = (e.alternates ?? []).map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('');
      return `  <url>\n    <loc>${escapeHtml(e.loc)}</loc>\n    <lastmod>${new Date(e.lastmod).toISOString()}</lastmod>${alts}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}
