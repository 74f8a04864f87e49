import * as os from 'node:os';

import { ConfigError, loadConfig } from '../config/app-config';
import { createCdnPurger } from './cdn/cdn-purger.provider';

const SECRET = 'a-random-test-secret-of-at-least-32-characters';
const load = (extra: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), JWT_ACCESS_SECRET: SECRET, ...extra });

describe('config: webhooks and CDN purges', () => {
  it('leaves CDN purging off and webhook secrets unencrypted by default', () => {
    const c = load();
    expect(c.cdnPurge).toEqual({ provider: 'off' });
    expect(createCdnPurger(c)).toBeNull();
    expect(c.webhooks).toEqual({
      secretKey: null,
      timeoutMs: 10_000,
      retryBaseMs: 30_000,
      retryMaxDelayMs: 3600_000,
      retryForMs: 24 * 3600_000,
      pollMs: 15_000,
      logDays: 30,
      allowPrivateNetworks: false,
    });
  });

  it('names the setting a chosen CDN still needs', () => {
    expect(() => load({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'SVC' })).toThrow(/FASTLY_API_TOKEN is required when CDN_PURGE=fastly/);
    expect(() => load({ CDN_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: 't' })).toThrow(/CLOUDFLARE_ZONE_ID/);
    expect(() => load({ CDN_PURGE: 'cloudfront' })).toThrow(/CLOUDFRONT_DISTRIBUTION_ID/);
    expect(() => load({ CDN_PURGE: 'url' })).toThrow(/CDN_PURGE_URL/);
    expect(() => load({ CDN_PURGE: 'akamai' })).toThrow(ConfigError);
    expect(() => load({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_PURGE_BY: 'urls' })).toThrow(/PUBLIC_URL_US/);
  });

  it('reads each CDN’s settings, with overridable API base URLs', () => {
    expect(load({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'SVC', FASTLY_API_TOKEN: 'tok' }).cdnPurge).toEqual({
      provider: 'fastly',
      apiUrl: 'https://api.fastly.com',
      serviceId: 'SVC',
      apiToken: 'tok',
      soft: false,
    });
    const cf = load({ CDN_PURGE: 'Cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_API_URL: 'http://127.0.0.1:9000/client/v4/' });
    expect(cf.cdnPurge).toEqual({ provider: 'cloudflare', apiUrl: 'http://127.0.0.1:9000/client/v4', zoneId: 'z', apiToken: 't', by: 'tags' });
    expect(createCdnPurger(cf)?.provider).toBe('cloudflare');
    expect(load({ CDN_PURGE: 'url', CDN_PURGE_URL: 'http://127.0.0.1:8080' }).cdnPurge).toEqual({ provider: 'url', baseUrl: 'http://127.0.0.1:8080' });
    expect(load({ CDN_PURGE: 'cloudfront', CLOUDFRONT_DISTRIBUTION_ID: 'E1' }).cdnPurge).toEqual({ provider: 'cloudfront', distributionId: 'E1', region: 'us-east-1', endpoint: null });
  });

  it('refuses a short or placeholder WEBHOOK_SECRET_KEY', () => {
    expect(() => load({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(() => load({ WEBHOOK_SECRET_KEY: 'x'.repeat(40) })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(load({ WEBHOOK_SECRET_KEY: SECRET }).webhooks.secretKey).toBe(SECRET);
  });
});
