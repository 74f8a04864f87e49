import { needsRefresh, secondsUntilExpiry } from './token';

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('token refresh decision (spec 7: refresh when under 10 s remain)', () => {
  const now = 1_800_000_000_000;
  it('refreshes a token that expires in 9 seconds', () => {
    expect(needsRefresh(jwt({ exp: now / 1000 + 9 }), now)).toBe(true);
  });
  it('does not refresh a token with 11 seconds left', () => {
    expect(needsRefresh(jwt({ exp: now / 1000 + 11 }), now)).toBe(false);
  });
  it('does nothing without a token', () => {
    expect(needsRefresh(null, now)).toBe(false);
  });
  it('treats an undecodable token as needing refresh', () => {
    expect(() => secondsUntilExpiry('garbage')).toThrow('Invalid token specified');
    expect(() => secondsUntilExpiry('e30.%%%.sig')).toThrow('Invalid token specified');
    expect(() => secondsUntilExpiry(`e30.${Buffer.from('not json').toString('base64url')}.sig`)).toThrow('Invalid token specified');
    expect(needsRefresh('garbage', now)).toBe(true);
  });
  it('never expires a token without exp', () => {
    expect(secondsUntilExpiry(jwt({ sub: '1' }), now)).toBe(Infinity);
    expect(needsRefresh(jwt({ sub: '1' }), now)).toBe(false);
  });
});
