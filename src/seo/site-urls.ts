import type { RegionId } from '../contract/regions';
import type { Alternate } from './head-tags';

/**
 * Absolute URLs for the public site. With PUBLIC_URL_US / PUBLIC_URL_CA configured, US pages live
 * on the US host and Canada pages on the Canada host (where `/` is the Canada home); without them
 * everything lives on the requesting origin.
 */
export class SiteUrls {
  constructor(
    readonly requestOrigin: string,
    readonly publicUrlUs: string | null,
    readonly publicUrlCa: string | null,
  ) {}

  base(region: RegionId | null): string {
    if (region === 3) return this.publicUrlCa ?? this.publicUrlUs ?? this.requestOrigin;
    return this.publicUrlUs ?? this.requestOrigin;
  }

  /** The canonical absolute URL of a site path shown for a region. */
  url(path: string, region: RegionId | null): string {
    if (region === 3 && this.publicUrlCa && (path === '/home-ca' || path === '/can')) return `${this.publicUrlCa}/`;
    return this.base(region) + path;
  }

  /** hreflang set for a page that exists in both regions (reciprocal; x-default is the US page). */
  pair(usPath: string, caPath: string): Alternate[] {
    const us = this.url(usPath, 2);
    return [
      { hreflang: 'en-US', href: us },
      { hreflang: 'en-CA', href: this.url(caPath, 3) },
      { hreflang: 'x-default', href: us },
    ];
  }
}
