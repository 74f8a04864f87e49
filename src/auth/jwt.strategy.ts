import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BACKGROUND_REQUEST_HEADER } from '../contract/auth';
import { ACCESS_TOKEN_STRATEGY, accessClaims, accessTokenFromRequest, accessTokenJwtOptions } from './access-token';
import { AuthUser } from './current-user';
import { SessionService } from './session.service';

/**
 * Reads the bearer access token, checks signature, algorithm and expiry with the same settings the
 * JwtModule signs with, then the claims and the session (revoked, idle or past its absolute limit).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    const { secret, verifyOptions } = accessTokenJwtOptions(config);
    // algorithms at the top level: passport-jwt copies it over jsonWebTokenOptions even when unset.
    super({ jwtFromRequest: accessTokenFromRequest, secretOrKey: secret, algorithms: verifyOptions?.algorithms, passReqToCallback: true });
  }

  /**
   * false (refused like a bad signature) for a JWT that is not an access token of ours. A request the admin makes on
   * its own (BACKGROUND_REQUEST_HEADER) is let through without restarting the idle clock.
   */
  async validate(req: FastifyRequest, payload: unknown): Promise<AuthUser | false> {
    const claims = accessClaims(payload);
    return claims ? this.sessions.authenticate(claims, req.headers[BACKGROUND_REQUEST_HEADER] !== '1') : false;
  }
}
