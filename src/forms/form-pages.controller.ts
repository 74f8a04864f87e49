import { Body, Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../common/decorators';
import { DomainError } from '../common/errors';
import { SameOriginForm } from '../common/same-origin.guard';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { CONTACT_SENT_QUERY, FORM_STARTED_FIELD } from '../contract/forms';
import { FRENCH_PREFIX, isLocale, Locale } from '../contract/i18n/locale';
import { localeOfPath } from '../contract/i18n/locale-paths';
import { RegionId } from '../contract/regions';
import { ROUTES } from '../contract/routes';
import { PageRenderer } from '../web/page-renderer';
import { AccessibilityReportService } from './accessibility-report.service';
import { FormStart } from './form-start';
import { FormsService } from './forms.service';
import { StatesService } from './states.service';

const F = ROUTES.forms;
type FormBody = Record<string, unknown> | undefined;

/** Stands for the signed render time in the page the render cache keeps; each answer gets its own value. */
const STARTED_PLACEHOLDER = 'form-started-placeholder';
/** A page holding a visitor's own render time (and after a post, what they typed) is never kept by a shared cache. */
const PRIVATE = 'private, no-store';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'region', 'role', 'state', 'zipcode', 'message'] as const;
const ACCESSIBILITY_FIELDS = ['name', 'email', 'page', 'description'] as const;

const field = (body: FormBody, k: string) => {
  const v = body?.[k];
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
};
const values = (body: FormBody, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, field(body, k).slice(0, 5000)]));

/**
 * The public forms' own pages, so that they work before the page's script has run (or without it): each page is
 * rendered on the server with a form that posts to its own address. A post is checked by the same service and
 * messages as the API; a refused one answers with the page again (what was sent, a message beside each field),
 * an accepted one redirects to the thank-you (post, redirect, get). With script the same pages send JSON as before.
 */
@Public()
@Controller()
export class FormPagesController {
  private readonly start: FormStart;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly pages: PageRenderer,
    private readonly forms: FormsService,
    private readonly accessibility: AccessibilityReportService,
    private readonly states: StatesService,
    private readonly clock: Clock,
  ) {
    this.start = new FormStart(config.jwt.accessSecret);
  }

  @Get([F.contactPage.path, F.contactPageCa.path, F.contactPageCan.path, F.contactPageFr.path, F.accessibilityPage.path])
  @RawResponse()
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    await this.form(req, reply, 200, null, null);
  }

  @Post([F.contactSend.path, F.contactSendCa.path, F.contactSendCan.path, F.contactSendFr.path])
  @RawResponse()
  @SameOriginForm()
  async contact(@Body() body: FormBody, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const sent = values(body, CONTACT_FIELDS);
    const international = !['USA', 'Canada'].includes(sent.region) && !!sent.region;
    await this.handle(req, reply, sent, () =>
      this.forms.add(
        {
          name: sent.name,
          email: sent.email,
          phone: sent.phone,
          data: JSON.stringify({
            region: sent.region,
            role: sent.role,
            state: international ? '' : sent.state,
            zipcode: international ? '' : sent.zipcode,
            message: sent.message,
          }),
          website: field(body, 'website'),
          elapsedMs: this.start.elapsed(body?.[FORM_STARTED_FIELD], this.clock.now().getTime()),
          // The page's language: its hidden `locale` field, else its address (a /fr page is French).
          locale: isLocale(field(body, 'locale')) ? (field(body, 'locale') as Locale) : req.url.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en',
        },
        req.ip ?? null,
        { noScript: true },
      ),
    );
  }

  @Post(F.accessibilitySend.path)
  @RawResponse()
  @SameOriginForm()
  async reportBarrier(@Body() body: FormBody, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const sent = values(body, ACCESSIBILITY_FIELDS);
    await this.handle(req, reply, sent, () =>
      this.accessibility.report({ ...sent, website: field(body, 'website'), elapsedMs: this.start.elapsed(body?.[FORM_STARTED_FIELD], this.clock.now().getTime()) }, req.ip ?? null, {
        noScript: true,
      }),
    );
  }

  private async handle(req: FastifyRequest, reply: FastifyReply, sent: Record<string, string>, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      // A message without a field (the rate limit, a refused bot check) shows above the form.
      const errors = e.errors && Object.keys(e.errors).length ? e.errors : { form: e.message };
      await this.form(req, reply, e.code === 'rate-limited' ? 429 : 400, sent, errors);
      return;
    }
    const path = req.url.split('?')[0];
    reply.header('cache-control', PRIVATE).redirect(`${path}?${CONTACT_SENT_QUERY}`, 303);
  }

  private async form(req: FastifyRequest, reply: FastifyReply, status: number, sent: Record<string, string> | null, errors: Record<string, string> | null) {
    const path = req.url.split('?')[0];
    // The contact form's state or province list, rendered with the page: the country's the page is shown in (the
    // international region has none). Reference data, cached by the service.
    const contact = path !== F.accessibilityPage.path && path !== F.accessibilitySend.path;
    const locale = localeOfPath(path);
    const lists = contact ? { 2: await this.states.getAll(2, locale), 3: await this.states.getAll(3, locale) } : null;
    const statesOf = (region: RegionId) => (lists && (region === 2 || region === 3) ? { regionId: region, list: lists[region] } : undefined);
    return this.pages.send(req, reply, {
      status,
      cacheControl: PRIVATE,
      initialData: (region) => ({ path, kind: 'public-form', region, form: { startedAt: STARTED_PLACEHOLDER, values: sent, errors, states: statesOf(region) } }),
      replace: { [STARTED_PLACEHOLDER]: this.start.sign(this.clock.now().getTime()) },
    });
  }
}
