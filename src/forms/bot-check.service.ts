import { Inject, Injectable, Logger } from '@nestjs/common';

import { ValidationFailed } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { formMessages } from '../contract/i18n/form-messages';
import type { Locale } from '../contract/i18n/locale';

export const BOT_CHECK_FAILED = formMessages('en').contact.botCheckFailed;
export const RECAPTCHA_ACTION = 'form';

export interface BotVerdict {
  spam: boolean;
  reason: string | null;
}

/**
 * Judges whether a submission comes from a person. With RECAPTCHA_SECRET: the v3 token is verified
 * (action 'form', score threshold); a refused token is a 400, a low score is stored as spam.
 * Without a secret: a filled honeypot or a form sent faster than a person can type is spam.
 * A form posted without script (`noScript`) never carries a token: it is judged by the honeypot and its fill
 * time (from the signed time its page was rendered), which it must then have.
 */
@Injectable()
export class BotCheckService {
  private readonly logger = new Logger('BotCheck');
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** `locale`: the language of the refusal's message. */
  async judge(input: { token?: string; website?: string; elapsedMs?: number; ip: string | null; noScript?: boolean; locale?: Locale }): Promise<BotVerdict> {
    const { secret } = this.config.recaptcha;
    if (secret && !(input.noScript && !input.token)) return this.verifyRecaptcha(secret, input.token, input.ip, formMessages(input.locale).contact.botCheckFailed);
    if (input.website && input.website.trim()) return { spam: true, reason: 'honeypot' };
    if (input.noScript && input.elapsedMs === undefined) return { spam: true, reason: 'no-start-time' };
    // A missing fill time is allowed (API clients); a present one must be humanly long.
    if (input.elapsedMs !== undefined && input.elapsedMs < this.config.forms.minFillMs) return { spam: true, reason: `too-fast:${Math.max(0, Math.round(input.elapsedMs))}ms` };
    return { spam: false, reason: null };
  }

  private async verifyRecaptcha(secret: string, token: string | undefined, ip: string | null, refused: string): Promise<BotVerdict> {
    if (!token) throw new ValidationFailed(refused);
    const body = new URLSearchParams({ secret, response: token });
    if (ip) body.set('remoteip', ip);
    let result: { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] };
    try {
      const res = await fetch(this.config.recaptcha.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`verify answered ${res.status}`);
      result = (await res.json()) as typeof result;
    } catch (e) {
      // The verifier being down must not lose a real lead: keep it, flagged for review.
      this.logger.warn(`reCAPTCHA verify unavailable: ${(e as Error).message}`);
      return { spam: true, reason: 'verify-unavailable' };
    }
    // A token made for another action (say, a login form) is refused; v3 always names its action.
    if (!result.success || (result.action !== undefined && result.action !== RECAPTCHA_ACTION)) {
      this.logger.warn(`reCAPTCHA refused: ${JSON.stringify(result)}`);
      throw new ValidationFailed(refused);
    }
    const score = typeof result.score === 'number' ? result.score : 0;
    if (score < this.config.recaptcha.minScore) return { spam: true, reason: `low-score:${score}` };
    return { spam: false, reason: null };
  }
}
