import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

import { ACCESS_TOKEN_TYPE } from './access-token';

/** Signs access tokens with the JwtModule's settings (secret, HS256, lifetime); the JWT strategy verifies them. */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(userId: number, sessionId: number): string {
    return this.jwt.sign({ sid: sessionId, typ: ACCESS_TOKEN_TYPE }, { subject: String(userId) });
  }
}
