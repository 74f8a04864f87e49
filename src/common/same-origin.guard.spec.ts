import { isCrossSitePost } from './same-origin.guard';

describe('isCrossSitePost', () => {
  const configured = new Set(['https://www.example.com', 'https://ca.example.com']);
  const check = (headers: Record<string, string>, host = 'app.internal:3000') => isCrossSitePost(headers, host, configured);

  it('lets requests without browser headers through (servers, one-click unsubscribe, tests)', () => {
    expect(check({})).toBe(false);
  });

  it('allows the request’s own origin and the configured public origins', () => {
    expect(check({ origin: 'http://app.internal:3000', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(check({ origin: 'https://ca.example.com' })).toBe(false);
    expect(check({ origin: 'https://WWW.example.com' })).toBe(false);
  });

  it('refuses another site', () => {
    expect(check({ origin: 'https://evil.example' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(check({ origin: 'http://app.internal:3000', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(check({ origin: 'https://app.internal:3001' })).toBe(true);
    expect(check({ origin: 'not a url' })).toBe(true);
  });

  it('accepts Origin: null only when the browser says the post is same-origin', () => {
    expect(check({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(check({ origin: 'null' })).toBe(true);
    expect(check({ origin: 'null', 'sec-fetch-site': 'same-site' })).toBe(true);
  });
});
