import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentReads } from '../content/content-reads.service';
import { ContentTranslations } from '../content/content-translations';
import type { ContentKind, ContentSummary } from '../contract/content';
import { articleKinds, ContentKindPublic, kindsOfFamily } from '../contract/content-kinds';
import type { Locale } from '../contract/i18n/locale';
import { frenchPath, hasFrenchTwin } from '../contract/i18n/locale-paths';
import { labelDocumentPath } from '../contract/labels';
import type { RegionId } from '../contract/regions';
import { PRODUCT_ROUTES, productRoute, singleAddressPage } from '../contract/site';
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
    private readonly translations: ContentTranslations,
  ) {}

  private async all(kind: ContentKind, locale: Locale = 'en'): Promise<ContentSummary[]> {
    const out: ContentSummary[] = [];
    for (let start = 0; start < 50_000; start += PAGE) {
      const page = await this.content.listPublished(kind, { start, length: PAGE, sort: 'oldest', ...(locale === 'en' ? {} : { locale }) });
      out.push(...page.items);
      if (page.items.length < PAGE || out.length >= page.total) break;
    }
    return out;
  }

  async entries(requestOrigin: string): Promise<SitemapEntry[]> {
    const urls = new SiteUrls(requestOrigin, this.config.publicUrlUs, this.config.publicUrlCa);
    const entries: (SitemapEntry & { path: string; region: RegionId | null; caPath: string })[] = [];
    const seen = new Set<string>();
    /** `caPath`: the English Canada page of the entry's set, whose French twin the set includes. */
    const add = (path: string, region: RegionId | null, lastmod: string, alternates?: Alternate[], caPath = path) => {
      const loc = urls.url(path, region);
      if (seen.has(loc)) return;
      seen.add(loc);
      entries.push({ loc, lastmod, alternates, path, region, caPath });
    };

    for (const r of staticRoutes()) {
      if (r.noindex || r.canonical || r.sitemap === false || r.status) continue;
      add(r.path, r.region, STARTED, r.pair ? urls.pair(r.pair[0], r.pair[1]) : undefined, r.pair?.[1]);
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
        add(
          path,
          p.region,
          updated.get(p.slug) ?? STARTED,
          other ? (p.region === 2 ? urls.pair(path, other) : urls.pair(other, path)) : undefined,
          p.region === 2 ? (other ?? path) : path,
        );
      }
    }
    // Campaign pages and About have one address for every region.
    for (const def of kindsOfFamily('custom')) {
      for (const pg of items.get(def)!) {
        const lastmod = pg.publishedAt ?? STARTED;
        if (singleAddressPage(pg.slug) || !pg.regionIds.some((r) => r === 2 || r === 3)) add(def.publicPath(pg.slug, 2), null, lastmod);
        else this.regional(add, pg, def.publicPath(pg.slug, 2), def.publicPath(pg.slug, 3), urls, lastmod);
      }
    }
    for (const def of articleKinds()) {
      for (const a of items.get(def)!) this.regional(add, a, def.publicPath(a.slug, 2), def.publicPath(a.slug, 3), urls, a.publishedAt ?? STARTED);
    }
    // The labels library: a page per current document.
    for (const d of await this.labels.sitemapEntries()) add(labelDocumentPath(d.guid), null, d.updated.toISOString());
    return this.withFrench(entries, urls, await this.frenchTwins(families));
  }

  /**
   * The French pages by their English twin's address: the fixed routes' twins and every published French item's
   * (products, About and the campaigns at their English address under /fr, articles at their own slugs). A French
   * item without a published French version is never listed.
   */
  private async frenchTwins(families: ContentKindPublic[]): Promise<Map<string, { fr: string; lastmod: string }>> {
    const twins = new Map<string, { fr: string; lastmod: string }>();
    for (const r of staticRoutes()) {
      if (r.noindex || r.canonical || r.sitemap === false || r.status || !hasFrenchTwin(r.path) || productRoute(r.path.slice(1))) continue;
      if (r.region !== 3 && r.region !== null) continue;
      twins.set(r.path, { fr: frenchPath(r.path), lastmod: STARTED });
    }
    for (const def of families) {
      const kind = def.kind as ContentKind;
      for (const item of await this.all(kind, 'fr')) {
        const english = (await this.translations.twins(kind, item.baseId))?.find((t) => t.locale === 'en');
        if (!english) continue;
        // Products, About and the campaigns are at their English address under /fr (About and the campaigns have one
        // address for every region); articles and other Canada pages at their own French slug.
        const enPath = english.publicPath;
        const ownSlug = def.pageFamily === 'article' || (def.pageFamily === 'custom' && !singleAddressPage(english.slug));
        const fr = ownSlug ? frenchPath(def.publicPath(item.slug, 3)) : frenchPath(enPath);
        if (hasFrenchTwin(enPath)) twins.set(enPath, { fr, lastmod: item.publishedAt ?? STARTED });
      }
    }
    for (const d of await this.labels.sitemapEntries()) twins.set(labelDocumentPath(d.guid), { fr: frenchPath(labelDocumentPath(d.guid)), lastmod: d.updated.toISOString() });
    return twins;
  }

  /** Each English set with a French twin lists it (fr-CA), and the French page follows its English twin with the same set. */
  private withFrench(
    entries: (SitemapEntry & { path: string; region: RegionId | null; caPath: string })[],
    urls: SiteUrls,
    twins: Map<string, { fr: string; lastmod: string }>,
  ): SitemapEntry[] {
    const out: SitemapEntry[] = [];
    for (const { path, region, caPath, ...entry } of entries) {
      const twin = twins.get(caPath);
      if (!twin) {
        out.push(entry);
        continue;
      }
      const enRegion = caPath === path ? region : 3;
      const alternates = urls.withFrench(entry.alternates, { en: caPath, enRegion, fr: twin.fr });
      out.push({ ...entry, alternates });
      if (caPath === path) out.push({ loc: urls.url(twin.fr, 3), lastmod: twin.lastmod, alternates });
    }
    return out;
  }

  private regional(
    add: (path: string, region: RegionId | null, lastmod: string, alternates?: Alternate[], caPath?: string) => void,
    item: ContentSummary,
    usPath: string,
    caPath: string,
    urls: SiteUrls,
    lastmod: string,
  ) {
    const us = item.regionIds.includes(2);
    const ca = item.regionIds.includes(3);
    const pair = us && ca ? urls.pair(usPath, caPath) : undefined;
    if (us || !ca) add(usPath, 2, lastmod, pair, pair ? caPath : usPath);
    if (ca) add(caPath, 3, lastmod, pair, caPath);
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
