import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../../common/decorators';
import { DomainError } from '../../common/errors';
import { LABEL_NOTICE_PATHS } from '../../contract/label-notices';
import { ROUTES } from '../../contract/routes';
import { LabelNoticesService } from './label-notices.service';

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
 * The emailed links of "Notify me of changes": confirm (double opt-in) and unsubscribe. The unsubscribe
 * link shows a button (mail scanners that open links must not unsubscribe anyone); the button's POST and
 * a mail client's RFC 8058 one-click POST (List-Unsubscribe-Post) unsubscribe at once. Never cached.
 */
@Public()
@Controller()
export class LabelNoticesController {
  constructor(private readonly notices: LabelNoticesService) {}

  /**
   * The "Notify me of changes" form posted without script (application/x-www-form-urlencoded): the same
   * service and answer as POST /api/labels/subscribe, as a page.
   */
  @Post(ROUTES.labels.noticesSubscribeForm.path)
  @HttpCode(200)
  @RawResponse()
  async subscribe(@Body() body: Record<string, unknown> | undefined, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);
    try {
      const message = await this.notices.subscribe(
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

  @Get(ROUTES.labels.noticesConfirm.path)
  @RawResponse()
  async confirm(@Param('token') token: string, @Res() reply: FastifyReply) {
    const ok = await this.notices.confirm(token);
    this.send(
      reply,
      ok ? 200 : 404,
      ok
        ? page('Subscription confirmed', '<p role="status">Thank you. You will get an email when a label or safety data sheet you follow changes.</p>')
        : page('Link not valid', '<p>This confirmation link is not valid or was already used.</p>'),
    );
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
  async unsubscribe(@Param('token') token: string, @Res() reply: FastifyReply) {
    const ok = await this.notices.unsubscribe(token);
    // Already unsubscribed is the same outcome for the person: no more mail.
    this.send(reply, 200, page(ok ? 'You are unsubscribed' : 'Already unsubscribed', '<p role="status">You will get no more emails about label and SDS changes.</p>'));
  }

  private send(reply: FastifyReply, status: number, html: string) {
    reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
  }
}
