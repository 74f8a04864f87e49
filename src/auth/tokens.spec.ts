import * as jwt from 'jsonwebtoken';
import { bearerToken, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'a'.repeat(48);

describe('access tokens', () => {
  it('round-trips the user and session ids', () => {
    expect(verifyAccessToken(signAccessToken({ sub: 7, sid: 42 }, SECRET, 900), SECRET)).toEqual({ sub: 7, sid: 42 });
  });

  it('refuses another secret, alg none, another algorithm, another type and an expired token', () => {
    const good = signAccessToken({ sub: 7, sid: 42 }, SECRET, 900);
    expect(verifyAccessToken(good, 'b'.repeat(48))).toBeNull();
    const [, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(verifyAccessToken(none, SECRET)).toBeNull();
    expect(verifyAccessToken(jwt.sign({ sid: 42, typ: 'access' }, SECRET, { algorithm: 'HS384', subject: '7' }), SECRET)).toBeNull();
    expect(verifyAccessToken(jwt.sign({ sid: 42, typ: 'refresh' }, SECRET, { algorithm: 'HS256', subject: '7' }), SECRET)).toBeNull();
    expect(verifyAccessToken(jwt.sign({ sid: 42, typ: 'access' }, SECRET, { algorithm: 'HS256', subject: '7', expiresIn: -1 }), SECRET)).toBeNull();
    expect(verifyAccessToken('not.a.jwt', SECRET)).toBeNull();
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken({ authorization: 'Bearer abc.def.ghi' })).toBe('abc.def.ghi');
    expect(bearerToken({ authorization: 'bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'Basic abc' })).toBeNull();
    expect(bearerToken({})).toBeNull();
  });
});
