import type { JwtModuleOptions } from '@nestjs/jwt';
import { ExtractJwt } from 'passport-jwt';

import type { AppConfig } from '../config/app-config';

/** The claims of an access token: the user and the session it belongs to. */
export interface AccessClaims {
  sub: number;
  sid: number;
}

/** HS256 only: a token with any other algorithm (or none) is refused. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
/** The `typ` claim that tells an access token from any other JWT signed with the same secret. */
export const ACCESS_TOKEN_TYPE = 'access';
/** The passport strategy name the global guard authenticates with. */
export const ACCESS_TOKEN_STRATEGY = 'jwt';

/** JwtModule settings from the typed config: the one place the access secret, algorithm and lifetime are set. */
export const accessTokenJwtOptions = (config: AppConfig): JwtModuleOptions & { secret: string } => ({
  secret: config.jwt.accessSecret,
  signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: config.jwt.accessTtlSeconds },
  verifyOptions: { algorithms: [ACCESS_TOKEN_ALGORITHM] },
});

/** 'Authorization: Bearer {token}' (spec 7). */
export const accessTokenFromRequest = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The claims of a verified payload, or null when it is not one of our access tokens. */
export function accessClaims(payload: unknown): AccessClaims | null {
  const p = payload as { typ?: unknown; sid?: unknown; sub?: unknown } | null;
  if (!p || p.typ !== ACCESS_TOKEN_TYPE || typeof p.sid !== 'number' || typeof p.sub !== 'string' || !/^\d+$/.test(p.sub)) return null;
  return { sub: Number(p.sub), sid: p.sid };
}
