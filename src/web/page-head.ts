import type { RegionId } from '../contract/regions';

/**
 * What the server puts into the HTML shell for one public URL: the status, the <head> tags and
 * any state the client reads before its first render. The public-site module provides the real
 * resolver (titles, Open Graph, canonical, hreflang, JSON-LD, 404 for unknown paths).
 */
export interface PageHead {
  status: number;
  /** Serialized tags placed in <head> (title, meta, link, script type=application/ld+json). */
  head: string;
  /** `<html lang>` when not the template's `en`: `en-CA` on the Canada region's English pages, `fr-CA` on French ones. */
  lang?: string;
  /** A redirect instead of a page. */
  redirect?: { location: string; status: number };
  /** Named client chunks (webpackChunkName) the page will need: preloaded so the route renders without a second round trip. */
  preload?: string[];
  /** Render the page body on the server (homes and product pages): the region the route implies. */
  ssr?: { region: RegionId };
  /** The server-rendered HTML of #root, which the browser hydrates (set by the web controller from `ssr`). */
  body?: string;
  /** Data placed in window.__INITIAL_DATA__ for the client. */
  initialData?: unknown;
}

export interface PageRequest {
  path: string;
  query: string;
  host: string;
  protocol: string;
  /** The visitor's chosen region from the `region` cookie (null when none is set). */
  region: RegionId | null;
}

export abstract class PageHeadResolver {
  abstract resolve(req: PageRequest): Promise<PageHead>;
}
