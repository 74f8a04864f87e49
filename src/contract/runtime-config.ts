import type { RegionId } from './regions';

/** Settings the server puts into the HTML shell (window.__CONFIG__) and hands to the server-side render. */
export interface RuntimeConfig {
  publicUrlUs: string | null;
  publicUrlCa: string | null;
  companyName: string;
  recaptchaSiteKey: string | null;
  mapsKey: string | null;
  /** Find-a-rep partner tracking pixels, loaded on search (spec 2.4). */
  trackingPixelUrls: string[];
  sessionTimeoutMs: number;
  careersUrl: string;
  /** The site's time zone (the admin's site settings): a publish time is shown as a day on its calendar. */
  timeZone: string;
}

/** One page for the server-side renderer (client/src/ssr.tsx, called by src/web/ssr.service.ts). */
export interface SsrPageRequest {
  /** Absolute URL of the page (the request's origin, path and query). */
  url: string;
  host: string;
  /** The region the page renders with: the route's own, else the visitor's `region` cookie, else the default. */
  region: RegionId;
  /** The page data the HTML also carries as window.__INITIAL_DATA__. */
  initialData: unknown;
  config: RuntimeConfig;
}
