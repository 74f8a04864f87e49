import { FRENCH_PREFIX } from '../contract/i18n/locale';
import type { RegionId } from '../contract/regions';
import type { Alternate } from './head-tags';

/** A page's English address (and the region it is shown for) and its French twin's address. */
export interface LanguageTwin {
  en: string;
  enRegion: RegionId | null;
  fr: string;
}

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
    // The French Canada home is `/fr` on the Canada host.
    if (region === 3 && this.publicUrlCa && [FRENCH_PREFIX, `${FRENCH_PREFIX}/home-ca`, `${FRENCH_PREFIX}/can`].includes(path)) return `${this.publicUrlCa}${FRENCH_PREFIX}`;
    return this.base(region) + path;
  }

  /**
   * A page's hreflang set with its French twin: the English set (its US/Canada pair, or the English page alone as
   * en-CA and x-default) plus fr-CA. Every page of the set computes the same set (reciprocal).
   */
  withFrench(alternates: Alternate[] | undefined, twin: LanguageTwin | null): Alternate[] | undefined {
    if (!twin) return alternates;
    const english = this.url(twin.en, twin.enRegion);
    const base: Alternate[] = alternates ?? [
      { hreflang: 'en-CA', href: english },
      { hreflang: 'x-default', href: english },
    ];
    const fr: Alternate = { hreflang: 'fr-CA', href: this.url(twin.fr, 3) };
    return [...base.filter((a) => a.hreflang !== 'x-default'), fr, ...base.filter((a) => a.hreflang === 'x-default')];
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
