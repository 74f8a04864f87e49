import type { Provider } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CDN_PURGER, CdnPurger } from './cdn-purger';
import { CloudflarePurger } from './cloudflare-purger';
import { FastlyPurger } from './fastly-purger';
import { UrlPurger } from './url-purger';

const publicOrigins = (c: AppConfig) => [c.publicUrlUs, c.publicUrlCa].filter((u): u is string => !!u);

/** The purger CDN_PURGE names, or null when it is off. */
export function createCdnPurger(c: AppConfig): CdnPurger | null {
  const s = c.cdnPurge;
  const timeoutMs = c.webhooks.timeoutMs;
  switch (s.provider) {
    case 'off':
      return null;
    case 'fastly':
      return new FastlyPurger({ ...s, timeoutMs });
    case 'cloudflare':
      return new CloudflarePurger({ ...s, origins: publicOrigins(c), timeoutMs });
    case 'cloudfront':
      // Loaded only when chosen: the AWS SDK costs memory an instance behind another CDN never needs.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return new (require('./cloudfront-purger') as typeof import('./cloudfront-purger')).CloudFrontPurger({ ...s, timeoutMs });
    case 'url':
      return new UrlPurger({ baseUrl: s.baseUrl, hosts: publicOrigins(c).map((o) => new URL(o).host), timeoutMs });
  }
}

export const cdnPurgerProvider: Provider = { provide: CDN_PURGER, inject: [APP_CONFIG], useFactory: createCdnPurger };
