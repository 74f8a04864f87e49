import { JwtService } from '@nestjs/jwt';
import passport from 'passport';

import type { AppConfig } from '../config/app-config';
import { ACCESS_TOKEN_STRATEGY, accessClaims, accessTokenFromRequest, accessTokenJwtOptions } from './access-token';
import { AccessTokenService } from './access-token.service';
import type { AuthUser } from './current-user';
import { JwtStrategy } from './jwt.strategy';
import type { SessionService } from './session.service';

const SECRET = 'a'.repeat(48);
const config = { jwt: { accessSecret: SECRET, accessTtlSeconds: 900, idleTimeoutSeconds: 14400, absoluteTimeoutSeconds: 43200 } } as AppConfig;
const jwt = new JwtService(accessTokenJwtOptions(config));
const tokens = new AccessTokenService(jwt);
// The session checks have their own API tests; here every session is live.
const sessions = { authenticate: async ({ sub, sid }: { sub: number; sid: number }): Promise<AuthUser> => ({ id: sub, email: 'a@example.com', roles: [], sessionId: sid }) };
new JwtStrategy(config, sessions as unknown as SessionService);

/** Runs the JWT strategy the way the global guard does: the user, or false when passport refuses the token. */
function authenticate(token: string): Promise<AuthUser | false> {
  const req = { headers: { authorization: `Bearer ${token}` } };
  return new Promise((resolve, reject) =>
    passport.authenticate(ACCESS_TOKEN_STRATEGY, { session: false }, (err: unknown, user: AuthUser | false) => (err ? reject(err) : resolve(user)))(req, {}, reject),
  );
}

describe('access tokens', () => {
  it('round-trips the user and session ids, HS256 with the configured lifetime', async () => {
    const token = tokens.sign(7, 42);
    expect(await authenticate(token)).toEqual({ id: 7, email: 'a@example.com', roles: [], sessionId: 42 });
    const payload = jwt.decode<{ exp: number; iat: number; typ: string }>(token);
    expect([JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg, payload.typ, payload.exp - payload.iat]).toEqual(['HS256', 'access', 900]);
  });

  it('refuses another secret, alg none, another algorithm, another type and an expired token', async () => {
    const good = tokens.sign(7, 42);
    const [, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const bad = [
      new JwtService({ secret: 'b'.repeat(48) }).sign({ sid: 42, typ: 'access' }, { subject: '7' }),
      none,
      jwt.sign({ sid: 42, typ: 'access' }, { algorithm: 'HS384', subject: '7' }),
      jwt.sign({ sid: 42, typ: 'refresh' }, { subject: '7' }),
      jwt.sign({ sid: 42, typ: 'access' }, { subject: '7', expiresIn: -1 }),
      'not.a.jwt',
    ];
    for (const token of bad) expect(await authenticate(token)).toBe(false);
  });

  it('accepts only claims of our own shape', () => {
    expect(accessClaims({ sub: '7', sid: 42, typ: 'access' })).toEqual({ sub: 7, sid: 42 });
    expect(accessClaims({ sub: '7', sid: 42, typ: 'refresh' })).toBeNull();
    expect(accessClaims({ sub: 'x7', sid: 42, typ: 'access' })).toBeNull();
    expect(accessClaims({ sub: '7', sid: '42', typ: 'access' })).toBeNull();
    expect(accessClaims(null)).toBeNull();
  });

  it('reads the bearer token from the Authorization header', () => {
    const bearerToken = (headers: Record<string, string>) => accessTokenFromRequest({ headers });
    expect(bearerToken({ authorization: 'Bearer abc.def.ghi' })).toBe('abc.def.ghi');
    expect(bearerToken({ authorization: 'bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'Basic abc' })).toBeNull();
    expect(bearerToken({})).toBeNull();
  });
});
