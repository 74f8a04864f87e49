import { CanActivate, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CROSS_SITE_FORM_REFUSED } from '../contract/form-origin';
import { Forbidden } from './errors';

type Header = string | string[] | undefined;
const one = (h: Header) => (Array.isArray(h) ? h[0] : h);

/**
 * Whether a browser says this POST comes from another site. A request without Origin or Sec-Fetch-Site
 * (a server, a mail provider's one-click unsubscribe, an API test) is not refused: only browsers send
 * them, and a browser always does on a cross-site POST. `Origin: null` is what a browser sends for a
 * same-origin form post under `Referrer-Policy: no-referrer` (helmet's default), and also from a
 * sandboxed frame of any site: it passes only when Sec-Fetch-Site vouches for it.
 */
export function isCrossSitePost(headers: { origin?: Header; 'sec-fetch-site'?: Header }, ownHost: string | undefined, allowedOrigins: ReadonlySet<string>): boolean {
  const site = one(headers['sec-fetch-site'])?.toLowerCase();
  if (site === 'cross-site') return true;
  const origin = one(headers.origin);
  if (origin === undefined || origin === '') return false;
  if (origin === 'null') return site !== 'same-origin';
  if (allowedOrigins.has(origin.toLowerCase())) return false;
  try {
    return !ownHost || new URL(origin).host !== ownHost.toLowerCase();
  } catch {
    return true;
  }
}

/** Refuses a public form POST sent from another website (login-less CSRF: another site making its visitors' browsers send our forms). */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly allowed: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowed = new Set([config.publicUrlUs, config.publicUrlCa, config.auth.adminUrl].filter((o): o is string => !!o).map((o) => o.toLowerCase()));
  }

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    // Fastify's host: the Host header, or X-Forwarded-Host from a trusted proxy.
    if (isCrossSitePost(req.headers, req.host, this.allowed)) throw new Forbidden(CROSS_SITE_FORM_REFUSED);
    return true;
  }
}

/** Put on every public form POST: refused when a browser sends it from another site. */
export const SameOriginForm = () => UseGuards(SameOriginGuard);
