import { createHmac } from 'node:crypto';

import {
  isLoopbackHost,
  nextAttemptAt,
  openSecret,
  privateLiteralHost,
  sealSecret,
  secretHint,
  signBody,
  URL_MESSAGE,
  wantsEvent,
  webhookAddressAllowed,
  webhookUrlProblem,
} from './webhook-rules';

describe('webhook URLs', () => {
  it('accepts https anywhere and http only to loopback', () => {
    for (const ok of ['https://hooks.example.com/x', 'http://127.0.0.1:8080/hook', 'http://127.9.9.9/', 'http://localhost:3000/a', 'http://[::1]:9000/h'])
      expect(webhookUrlProblem(ok)).toBeNull();
    for (const bad of [
      'http://hooks.example.com/x',
      'http://10.0.0.1/',
      'http://[::2]/',
      'ftp://example.com/',
      'not a url',
      '',
      'http://127.0.0.1.example.com/',
      'javascript:alert(1)',
    ])
      expect(webhookUrlProblem(bad)).toBe(URL_MESSAGE);
  });
  it('knows loopback hosts', () => {
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('app.localhost')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
});

describe('where a webhook may connect', () => {
  it('reaches public addresses and loopback; private, link-local and other internal ranges only when allowed', () => {
    for (const ip of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '127.0.0.1', '127.5.5.5', '::1', '::ffff:127.0.0.1']) expect(webhookAddressAllowed(ip, false)).toBe(true);
    for (const ip of ['10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', 'fd00:ec2::254', 'fe80::1', '0.0.0.0', '::ffff:10.0.0.5', '224.0.0.1']) {
      expect(webhookAddressAllowed(ip, false)).toBe(false);
      expect(webhookAddressAllowed(ip, true)).toBe(true);
    }
  });

  it('names a URL whose host is a literal private address, unless private networks are allowed', () => {
    expect(privateLiteralHost('https://10.1.2.3/hook', false)).toBe('10.1.2.3');
    expect(privateLiteralHost('https://[fd00::1]:8443/hook', false)).toBe('fd00::1');
    expect(privateLiteralHost('https://169.254.169.254/latest/meta-data', false)).toBe('169.254.169.254');
    expect(privateLiteralHost('https://10.1.2.3/hook', true)).toBeNull();
    for (const ok of ['https://hooks.example.com/x', 'http://127.0.0.1:8080/hook', 'https://93.184.216.34/x', 'not a url']) expect(privateLiteralHost(ok, false)).toBeNull();
  });
});

describe('webhook signatures', () => {
  it('is the hex HMAC-SHA256 of the raw body with the secret', () => {
    const body = '{"id":"1","event":"site.changed"}';
    expect(signBody(body, 's3cret-s3cret-s3cret')).toBe(`sha256=${createHmac('sha256', 's3cret-s3cret-s3cret').update(body).digest('hex')}`);
    expect(signBody(`${body} `, 's3cret-s3cret-s3cret')).not.toBe(signBody(body, 's3cret-s3cret-s3cret'));
  });
});

describe('which webhooks receive an event', () => {
  it('sends an event to webhooks that asked for it or for site.changed', () => {
    expect(wantsEvent(['content.published'], 'content.published')).toBe(true);
    expect(wantsEvent(['content.published'], 'document.revised')).toBe(false);
    expect(wantsEvent(['site.changed'], 'redirects.changed')).toBe(true);
  });
});

describe('retry backoff', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const giveUp = new Date(now.getTime() + 24 * 3600_000);
  const o = { baseMs: 30_000, maxDelayMs: 3600_000 };
  it('doubles the delay after each failure, capped, with at most a tenth of jitter', () => {
    const delay = (n: number, r = 0) => nextAttemptAt(n, now, giveUp, o, () => r)!.getTime() - now.getTime();
    expect([1, 2, 3, 4].map((n) => delay(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delay(20)).toBe(3600_000);
    expect(delay(1, 0.999)).toBeLessThanOrEqual(33_000);
  });
  it('gives up once the next attempt would fall after the retry window', () => {
    expect(nextAttemptAt(3, new Date(giveUp.getTime() - 1000), giveUp, o)).toBeNull();
  });
});

describe('webhook secrets at rest', () => {
  it('seals and opens with the key, and fails with another', () => {
    const sealed = sealSecret('my-webhook-secret', 'k'.repeat(32));
    expect(sealed).not.toContain('my-webhook-secret');
    expect(openSecret(sealed, 'k'.repeat(32))).toBe('my-webhook-secret');
    expect(() => openSecret(sealed, 'x'.repeat(32))).toThrow();
    expect(sealSecret('same', 'k'.repeat(32))).not.toBe(sealSecret('same', 'k'.repeat(32)));
  });
  it('shows only the last four characters', () => {
    expect(secretHint('abcdefgh1234')).toBe('••••1234');
  });
});
