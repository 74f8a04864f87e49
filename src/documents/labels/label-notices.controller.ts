import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../../common/decorators';
import { DomainError } from '../../common/errors';
import { SameOriginForm } from '../../common/same-origin.guard';
import { DEFAULT_LOCALE, FRENCH_PREFIX, Locale } from '../../contract/i18n/locale';
import { LABEL_NOTICE_PATHS } from '../../contract/label-notices';
import { ROUTES } from '../../contract/routes';
import { localeOr, serverText } from '../../i18n/server-messages';
import { ConfirmLinkState, LabelSubscriptionsService } from './label-subscriptions.service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: these links arrive by email and must work in any browser, with or without script. */
function page(locale: Locale, title: string, body: string): string {
  const library = `${locale === DEFAULT_LOCALE ? '' : FRENCH_PREFIX}/product-labels`;
  return `<!doctype html>
<html lang="${locale === DEFAULT_LOCALE ? 'en' : 'fr-CA'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f7f5;color:#1c2a24}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(6,43,32,.08)}h1{color:#00573f;margin-top:0}a{color:#00573f;font-weight:600}button{background:#00573f;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}</style>
</head><body><main><h1>${esc(title)}</h1>${body}<p><a href="${library}">${esc(serverText(locale, 'email.page.library'))}</a></p></main></body></html>`;
}

/** An emailed link's language: `?lang=` as the mail wrote it (English without). */
const linkLocale = (lang: unknown): Locale => localeOr(lang);
/** The link's own address for its button's form, keeping its language. */
const selfAction = (path: string, locale: Locale) => esc(`${path}${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`);

/**
 * The emailed links of "Notify me of changes": confirm (double opt-in) and unsubscribe. Each link shows a
 * button, and only the button's POST confirms or unsubscribes (mail scanners that open links must change
 * nothing); a mail client's RFC 8058 one-click POST (List-Unsubscribe-Post) unsubscribes at once. The
 * form posts are refused from other sites. Never cached.
 */
@Public()
@Controller()
export class LabelNoticesController {
  constructor(private readonly subscriptions: LabelSubscriptionsService) {}

  /**
   * The "Notify me of changes" form posted without script (application/x-www-form-urlencoded): the same
   * service and answer as POST /api/labels/subscribe, as a page.
   */
  @Post(ROUTES.labels.noticesSubscribeForm.path)
  @HttpCode(200)
  @RawResponse()
  @SameOriginForm()
  async subscribe(@Body() body: Record<string, unknown> | undefined, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);
    const locale = localeOr(body?.locale);
    const t = (id: Parameters<typeof serverText>[1]) => esc(serverText(locale, id));
    try {
      const message = await this.subscriptions.subscribe(
        { email: typeof body?.email === 'string' ? body.email : '', products: list(body?.products), documents: list(body?.documents), locale },
        req.ip ?? null,
      );
      this.send(reply, 200, page(locale, serverText(locale, 'email.page.checkInbox'), `<p role="status">${esc(message)}</p>`));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const status = e.code === 'rate-limited' ? 429 : 400;
      this.send(reply, status, page(locale, serverText(locale, 'email.page.notifyTitle'), `<p role="alert">${esc(e.message)}</p><p>${t('email.page.goBack')}</p>`));
    }
  }

  /** The confirmation link: a page with a Confirm button (reading only). */
  @Get(ROUTES.labels.noticesConfirmPage.path)
  @RawResponse()
  async confirmPage(@Param('token') token: string, @Query('lang') lang: unknown, @Res() reply: FastifyReply) {
    const locale = linkLocale(lang);
    const t = (id: Parameters<typeof serverText>[1]) => serverText(locale, id);
    const state = await this.subscriptions.confirmLinkState(token);
    if (state !== 'valid') return this.confirmAnswer(reply, state, locale);
    this.send(
      reply,
      200,
      page(
        locale,
        t('email.page.confirmTitle'),
        `<p>${esc(t('email.page.confirmQuestion'))}</p><form method="post" action="${selfAction(LABEL_NOTICE_PATHS.confirm(token), locale)}"><button type="submit">${esc(t('email.page.confirmButton'))}</button></form>`,
      ),
    );
  }

  @Post(ROUTES.labels.noticesConfirm.path)
  @HttpCode(200)
  @RawResponse()
  @SameOriginForm()
  async confirm(@Param('token') token: string, @Query('lang') lang: unknown, @Res() reply: FastifyReply) {
    this.confirmAnswer(reply, await this.subscriptions.confirm(token), linkLocale(lang));
  }

  private confirmAnswer(reply: FastifyReply, state: ConfirmLinkState, locale: Locale) {
    const t = (id: Parameters<typeof serverText>[1]) => serverText(locale, id);
    if (state === 'valid') this.send(reply, 200, page(locale, t('email.page.confirmedTitle'), `<p role="status">${esc(t('email.page.confirmed'))}</p>`));
    else if (state === 'expired') this.send(reply, 410, page(locale, t('email.page.expiredTitle'), `<p role="alert">${esc(t('email.page.expired'))}</p>`));
    else this.send(reply, 404, page(locale, t('email.page.invalidTitle'), `<p role="alert">${esc(t('email.page.invalid'))}</p>`));
  }

  @Get(ROUTES.labels.noticesUnsubscribePage.path)
  @RawResponse()
  unsubscribePage(@Param('token') token: string, @Query('lang') lang: unknown, @Res() reply: FastifyReply) {
    const locale = linkLocale(lang);
    const t = (id: Parameters<typeof serverText>[1]) => esc(serverText(locale, id));
    this.send(
      reply,
      200,
      page(
        locale,
        serverText(locale, 'email.page.unsubscribeTitle'),
        `<p>${t('email.page.unsubscribeQuestion')}</p><form method="post" action="${selfAction(LABEL_NOTICE_PATHS.unsubscribe(token), locale)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t('email.page.unsubscribeButton')}</button></form>`,
      ),
    );
  }

  @Post(ROUTES.labels.noticesUnsubscribe.path)
  @HttpCode(200)
  @RawResponse()
  @SameOriginForm()
  async unsubscribe(@Param('token') token: string, @Query('lang') lang: unknown, @Res() reply: FastifyReply) {
    const locale = linkLocale(lang);
    const ok = await this.subscriptions.unsubscribe(token);
    // Already unsubscribed is the same outcome for the person: no more mail.
    const title = serverText(locale, ok ? 'email.page.unsubscribedTitle' : 'email.page.alreadyUnsubscribedTitle');
    this.send(reply, 200, page(locale, title, `<p role="status">${esc(serverText(locale, 'email.page.unsubscribed'))}</p>`));
  }

  private send(reply: FastifyReply, status: number, html: string) {
    reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
  }
}
