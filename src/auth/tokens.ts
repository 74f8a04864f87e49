import * as crypto from 'node:crypto';
import * as jwt from 'jsonwebtoken';

/** A random opaque token (refresh tokens, emailed links) and its stored SHA-256. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export interface AccessClaims {
  sub: number;
  sid: number;
}

const ALGORITHM = 'HS256';
const ACCESS = 'access';

/** Signs a short-lived access JWT (HS256 only, typ 'access'). */
export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): string {
  return jwt.sign({ sid: claims.sid, typ: ACCESS }, secret, { algorithm: ALGORITHM, expiresIn: ttlSeconds, subject: String(claims.sub) });
}

/** Verifies signature, algorithm, expiry and token type; null when any check fails. */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] }) as jwt.JwtPayload;
    if (payload.typ !== ACCESS || typeof payload.sid !== 'number' || !payload.sub || !/^\d+$/.test(payload.sub)) return null;
    return { sub: Number(payload.sub), sid: payload.sid };
  } catch {
    return null;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | null {
  const h = headers.authorization;
  const value = Array.isArray(h) ? h[0] : h;
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return m ? m[1] : null;
}
