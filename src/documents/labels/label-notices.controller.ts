import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../../common/decorators';
import { DomainError } from '../../common/errors';
import { SameOriginForm } from '../../common/same-origin.guard';
import { LABEL_NOTICE_PATHS } from '../../contract/label-notices';
import { LABEL_NOTICE_PAGES } from '../../contract/labels';
import { ROUTES } from '../../contract/routes';
import { ConfirmLinkState, LabelSubscriptionsService } from './label-subscriptions.service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: these links arrive by email and must work in any browser, with or without script. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f7f5;color:#1c2a24}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(6,43,32,.08)}h1{color:#00573f;margin-top:0}a{color:#00573f;font-weight:600}button{background:#00573f;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}</style>
</head><body><main><h1>${esc(title)}</h1>${body}<p><a href="/product-labels">Product Labels &amp; SDS</a></p></main></body></html>`;
}

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
    try {
      const message = await this.subscriptions.subscribe(
        { email: typeof body?.email === 'string' ? body.email : '', products: list(body?.products), documents: list(body?.documents) },
        req.ip ?? null,
      );
      this.send(reply, 200, page('Check your inbox', `<p role="status">${esc(message)}</p>`));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const status = e.code === 'rate-limited' ? 429 : 400;
      this.send(reply, status, page('Notify me of changes', `<p role="alert">${esc(e.message)}</p><p>Go back, correct it and send the form again.</p>`));
    }
  }

  /** The confirmation link: a page with a Confirm button (reading only). */
  @Get(ROUTES.labels.noticesConfirmPage.path)
  @RawResponse()
  async confirmPage(@Param('token') token: string, @Res() reply: FastifyReply) {
    const state = await this.subscriptions.confirmLinkState(token);
    if (state !== 'valid') return this.confirmAnswer(reply, state);
    this.send(
      reply,
      200,
      page(
        LABEL_NOTICE_PAGES.confirmTitle,
        `<p>${esc(LABEL_NOTICE_PAGES.confirmQuestion)}</p><form method="post" action="${esc(LABEL_NOTICE_PATHS.confirm(token))}"><button type="submit">${esc(LABEL_NOTICE_PAGES.confirmButton)}</button></form>`,
      ),
    );
  }

  @Post(ROUTES.labels.noticesConfirm.path)
  @HttpCode(200)
  @RawResponse()
  @SameOriginForm()
  async confirm(@Param('token') token: string, @Res() reply: FastifyReply) {
    this.confirmAnswer(reply, await this.subscriptions.confirm(token));
  }

  private confirmAnswer(reply: FastifyReply, state: ConfirmLinkState) {
    if (state === 'valid') this.send(reply, 200, page(LABEL_NOTICE_PAGES.confirmedTitle, `<p role="status">${esc(LABEL_NOTICE_PAGES.confirmed)}</p>`));
    else if (state === 'expired') this.send(reply, 410, page(LABEL_NOTICE_PAGES.expiredTitle, `<p role="alert">${esc(LABEL_NOTICE_PAGES.expired)}</p>`));
    else this.send(reply, 404, page(LABEL_NOTICE_PAGES.invalidTitle, `<p role="alert">${esc(LABEL_NOTICE_PAGES.invalid)}</p>`));
  }

  @Get(ROUTES.labels.noticesUnsubscribePage.path)
  @RawResponse()
  unsubscribePage(@Param('token') token: string, @Res() reply: FastifyReply) {
    this.send(
      reply,
      200,
      page(
        'Unsubscribe from change notices',
        `<p>Stop all emails about label and SDS changes to this address?</p><form method="post" action="${esc(LABEL_NOTICE_PATHS.unsubscribe(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  }

  @Post(ROUTES.labels.noticesUnsubscribe.path)
  @HttpCode(200)
  @RawResponse()
  @SameOriginForm()
  async unsubscribe(@Param('token') token: string, @Res() reply: FastifyReply) {
    const ok = await this.subscriptions.unsubscribe(token);
    // Already unsubscribed is the same outcome for the person: no more mail.
    this.send(reply, 200, page(ok ? 'You are unsubscribed' : 'Already unsubscribed', '<p role="status">You will get no more emails about label and SDS changes.</p>'));
  }

  private send(reply: FastifyReply, status: number, html: string) {
    reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
  }
}
