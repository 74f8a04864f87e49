import * as crypto from 'node:crypto';

import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

import { ValidationFailed } from '../common/errors';
import { passwordProblem } from './password-policy';

/** argon2id with OWASP's minimum profile (m = 19 MiB, t = 2, p = 1). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService {
  /** A hash of a random password: verified against when the account does not exist, so timing reveals nothing. */
  private dummyHash: Promise<string> | null = null;

  /** Checks the policy and hashes; throws the policy message as a validation error on the given field. */
  async hashNew(password: string, field = 'password', email?: string | null): Promise<string> {
    const problem = passwordProblem(password, email);
    if (problem) throw new ValidationFailed(problem, { [field]: problem });
    return this.hash(password);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await (this.dummyHash ??= this.hash(crypto.randomBytes(18).toString('base64'))));
    try {
      const ok = await argon2.verify(target, password);
      return ok && !!hash;
    } catch {
      return false;
    }
  }

  /** A random password nobody knows (new users without one get a set-password link instead). */
  randomPassword(): string {
    return crypto.randomBytes(24).toString('base64url');
  }
}
