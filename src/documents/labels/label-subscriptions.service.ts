import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, LessThan, LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';

import { TooManyRequests, ValidationFailed } from '../../common/errors';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { formMessages } from '../../contract/i18n/form-messages';
import { DEFAULT_LOCALE, Locale } from '../../contract/i18n/locale';
import { LABEL_NOTICE_PATHS } from '../../contract/label-notices';
import { LabelSubscribeRequest } from '../../contract/labels';
import { localeOr, serverText } from '../../i18n/server-messages';
import { MailService } from '../../mail/mail.service';
import { JobLock } from '../../shared-state/job-lock';
import { RateLimits } from '../../shared-state/rate-limits';
import { CONFIRM_TOKEN_KEEP_MS, CONFIRM_TTL_MS, hashLinkToken, LINK_TOKEN, mailboxKey, newLinkToken, recipientDomain } from './label-notice-rules';
import { LabelNoticeTokenEntity, LabelSubscriberEntity, LabelSubscriptionEntity } from './labels.entity';
import { LabelsLibraryService } from './labels-library.service';

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most products, and the most documents, one request may follow (the API's DTO says the same). */
const MAX_TARGETS = 50;
/** Longest product name or id accepted (the API's DTO says the same): a longer one cannot be ours. */
const MAX_PRODUCT_LENGTH = 200;

export type ConfirmLinkState = 'valid' | 'expired' | 'invalid';

/**
 * "Notify me of changes", the subscribing side: double opt-in for catalogue products and labels-library
 * documents only (names in mail come from the catalogue, never from the request), the emailed links
 * (stored as SHA-256 hashes, one per mail), confirming with a button, one-click unsubscribe, and the
 * hourly removal of what was never confirmed. Links use a configured origin only.
 */
@Injectable()
export class LabelSubscriptionsService {
  private readonly logger = new Logger('LabelNotices');

  constructor(
    @InjectRepository(LabelSubscriptionEntity) private readonly subscriptions: Repository<LabelSubscriptionEntity>,
    @InjectRepository(LabelNoticeTokenEntity) private readonly tokens: Repository<LabelNoticeTokenEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly limits: RateLimits,
    private readonly jobs: JobLock,
    private readonly library: LabelsLibraryService,
  ) {}

  /** The origin of emailed links: French is the Canada region's language, so its links use the Canada origin when there is one. */
  origin(locale: Locale = DEFAULT_LOCALE): string {
    const canada = locale === 'fr' ? this.config.publicUrlCa : null;
    return (canada ?? this.config.publicUrlUs ?? `http://localhost:${this.config.port}`).replace(/\/$/, '');
  }

  /** An emailed link's page in the mail's language (the pages read `lang`; English needs nothing). */
  private linkUrl(path: string, locale: Locale): string {
    return `${this.origin(locale)}${path}${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`;
  }

  /** A new unsubscribe link for one mail to this subscriber (absolute URL). */
  async unsubscribeUrl(subscriberId: number, em: EntityManager = this.dataSource.manager, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    return this.linkUrl(LABEL_NOTICE_PATHS.unsubscribe(await this.issue(em, subscriberId, 'unsubscribe', new Date())), locale);
  }

  unsubscribeHeaders(url: string): Record<string, string> {
    return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }

  private async issue(em: EntityManager, subscriberId: number, purpose: LabelNoticeTokenEntity['purpose'], now: Date): Promise<string> {
    const token = newLinkToken();
    await em.getRepository(LabelNoticeTokenEntity).insert({ subscriberId, purpose, tokenHash: hashLinkToken(token), createdAt: now });
    return token;
  }

  private find(token: string, purpose: LabelNoticeTokenEntity['purpose']): Promise<LabelNoticeTokenEntity | null> {
    if (!LINK_TOKEN.test(token)) return Promise.resolve(null);
    return this.tokens.findOneBy({ tokenHash: hashLinkToken(token), purpose });
  }

  // ---- subscribing ----

  /** The same answer whether or not the address is already subscribed; mail only for what still needs confirming. */
  async subscribe(req: LabelSubscribeRequest, ip: string | null): Promise<string> {
    const locale = localeOr(req.locale);
    const messages = formMessages(locale).notify;
    const email = (req.email ?? '').trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw new ValidationFailed(messages.emailInvalid, { email: messages.emailInvalid });
    const asked = [...new Set((req.products ?? []).map((p) => String(p).trim()).filter(Boolean))];
    const guids = [...new Set((req.documents ?? []).map((g) => String(g).trim().toLowerCase()).filter(Boolean))];
    if (!asked.length && !guids.length) throw new ValidationFailed(messages.chooseTarget, { targets: messages.chooseTarget });
    if (asked.length > MAX_TARGETS || guids.length > MAX_TARGETS) throw new ValidationFailed(messages.tooManyTargets, { targets: messages.tooManyTargets });
    const unknownProduct = () => new ValidationFailed(messages.unknownProduct, { targets: messages.unknownProduct });
    const unknownDocument = () => new ValidationFailed(messages.unknownDocument, { targets: messages.unknownDocument });
    if (asked.some((p) => p.length > MAX_PRODUCT_LENGTH)) throw unknownProduct();
    if (guids.some((g) => !GUID.test(g))) throw unknownDocument();
    // Before the catalogue look-ups, so a stream of made-up names costs its sender their allowance.
    if (!(await this.limits.take('label-notify-ip', ip ?? 'unknown'))) throw new TooManyRequests(messages.rateLimited);

    const catalogue = asked.length ? await this.library.catalogueProducts(asked) : new Map<string, string>();
    if (asked.some((p) => !catalogue.has(p.toLowerCase()))) throw unknownProduct();
    const docs = await this.library.libraryDocuments(guids);
    if (docs.length !== guids.length) throw unknownDocument();
    // Counted per mailbox (+tags and ignored dots share one) and per receiving domain.
    if (!(await this.limits.take('label-notify-address', mailboxKey(email))) || !(await this.limits.take('label-notify-domain', recipientDomain(email))))
      throw new TooManyRequests(messages.rateLimited);

    const products = [...new Set(asked.map((p) => catalogue.get(p.toLowerCase())!))];
    const targets = [
      ...products.map((name) => ({ targetType: 'product' as const, targetKey: name, name })),
      ...docs.map((d) => ({ targetType: 'document' as const, targetKey: d.guid, name: d.title })),
    ];
    const now = new Date();
    const sent = await this.dataSource.transaction(async (em) => {
      const subs = em.getRepository(LabelSubscriberEntity);
      let subscriber = await subs.findOneBy({ email });
      if (!subscriber) subscriber = await subs.save(subs.create({ email, createdAt: now, locale }));
      // The language the address last asked in is the one its mail is written in.
      else if (subscriber.locale !== locale) await subs.update({ id: subscriber.id }, { locale });
      const rows = em.getRepository(LabelSubscriptionEntity);
      const pending: string[] = [];
      for (const t of targets) {
        const existing = await rows.findOneBy({ subscriberId: subscriber.id, targetType: t.targetType, targetKey: t.targetKey });
        if (existing?.confirmedAt) continue;
        // Asked for again, it stays as it is: the new link covers it, as every earlier link still does.
        if (!existing) await rows.insert({ subscriberId: subscriber.id, targetType: t.targetType, targetKey: t.targetKey, confirmedAt: null, createdAt: now });
        pending.push(t.name);
      }
      if (!pending.length) return null;
      const confirm = await this.issue(em, subscriber.id, 'confirm', now);
      return { pending, confirmUrl: this.linkUrl(LABEL_NOTICE_PATHS.confirm(confirm), locale), unsubscribeUrl: await this.unsubscribeUrl(subscriber.id, em, locale) };
    });
    if (sent) {
      const { pending, confirmUrl, unsubscribeUrl } = sent;
      // Sent in the background: the answer must not reveal (by timing) whether mail went out.
      this.mail
        .send({
          to: email,
          subject: serverText(locale, 'email.confirm.subject', { names: pending.slice(0, 3).join(', '), more: pending.length > 3 ? 'yes' : 'no' }),
          text: [
            serverText(locale, 'email.confirm.intro'),
            '',
            ...pending.map((p) => `  - ${p}`),
            '',
            serverText(locale, 'email.confirm.link', { url: confirmUrl }),
            '',
            serverText(locale, 'email.confirm.ignore'),
            serverText(locale, 'email.unsubscribe', { url: unsubscribeUrl }),
          ].join('\n'),
          headers: this.unsubscribeHeaders(unsubscribeUrl),
        })
        .catch((e) => this.logger.error(`confirmation mail failed: ${(e as Error).message}`));
    }
    return messages.subscribed;
  }

  // ---- the emailed links ----

  /** What the confirmation link's page shows (reading only: a mail scanner opening the link confirms nothing). */
  async confirmLinkState(token: string): Promise<ConfirmLinkState> {
    const row = await this.find(token, 'confirm');
    if (!row) return 'invalid';
    return row.createdAt.getTime() < Date.now() - CONFIRM_TTL_MS ? 'expired' : 'valid';
  }

  /** The confirmation button: the subscriptions pending when the link was sent become confirmed. */
  async confirm(token: string): Promise<ConfirmLinkState> {
    const row = await this.find(token, 'confirm');
    if (!row) return 'invalid';
    if (row.createdAt.getTime() < Date.now() - CONFIRM_TTL_MS) return 'expired';
    return this.dataSource.transaction(async (em) => {
      const res = await em
        .getRepository(LabelSubscriptionEntity)
        .update({ subscriberId: row.subscriberId, confirmedAt: IsNull(), createdAt: LessThanOrEqual(row.createdAt) }, { confirmedAt: new Date() });
      // This link and every earlier one have nothing left to confirm.
      await em.getRepository(LabelNoticeTokenEntity).delete({ subscriberId: row.subscriberId, purpose: 'confirm', createdAt: LessThanOrEqual(row.createdAt) });
      return (res.affected ?? 0) > 0 ? 'valid' : 'invalid';
    });
  }

  /** One-click unsubscribe: the address, everything it follows and its links are removed. */
  async unsubscribe(token: string): Promise<boolean> {
    const row = await this.find(token, 'unsubscribe');
    if (!row) return false;
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(LabelSubscriptionEntity).delete({ subscriberId: row.subscriberId });
      await em.getRepository(LabelNoticeTokenEntity).delete({ subscriberId: row.subscriberId });
      await em.getRepository(LabelSubscriberEntity).delete({ id: row.subscriberId });
    });
    return true;
  }

  // ---- clean-up ----

  @Cron(CronExpression.EVERY_HOUR)
  async purgeHourly(): Promise<void> {
    try {
      await this.jobs.runExclusive('label-notices-purge', 10 * 60_000, () => this.purgeExpired());
    } catch (e) {
      this.logger.warn(`Label subscription clean-up failed: ${(e as Error).message}`);
    }
  }

  /**
   * Removes subscriptions still unconfirmed CONFIRM_TTL_MS after the last confirmation link covering
   * them was sent, confirmation links older than CONFIRM_TOKEN_KEEP_MS, and addresses left following
   * nothing (with their links).
   */
  async purgeExpired(now = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - CONFIRM_TTL_MS);
    const stale = await this.subscriptions.find({ where: { confirmedAt: IsNull(), createdAt: LessThan(cutoff) }, select: { id: true, subscriberId: true } });
    if (stale.length) {
      const live = await this.tokens.find({
        where: { purpose: 'confirm', subscriberId: In([...new Set(stale.map((r) => r.subscriberId))]), createdAt: MoreThanOrEqual(cutoff) },
        select: { subscriberId: true },
      });
      const stillLinked = new Set(live.map((t) => t.subscriberId));
      const expired = stale.filter((r) => !stillLinked.has(r.subscriberId)).map((r) => r.id);
      for (let i = 0; i < expired.length; i += 500) await this.subscriptions.delete({ id: In(expired.slice(i, i + 500)) });
    }
    await this.tokens.delete({ purpose: 'confirm', createdAt: LessThan(new Date(now.getTime() - CONFIRM_TOKEN_KEEP_MS)) });
    const orphans: { id: number | string }[] = await this.dataSource
      .createQueryBuilder()
      .select('u.id', 'id')
      .from(LabelSubscriberEntity, 'u')
      .where((qb) => `NOT EXISTS ${qb.subQuery().select('1').from(LabelSubscriptionEntity, 's').where('s.subscriber_id = u.id').getQuery()}`)
      // An address being subscribed this very moment has its rows written in the same transaction; give it a minute anyway.
      .andWhere('u.created_at < :recent', { recent: new Date(now.getTime() - 60_000) })
      .getRawMany();
    const ids = orphans.map((o) => Number(o.id));
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await this.dataSource.transaction(async (em) => {
        await em.getRepository(LabelNoticeTokenEntity).delete({ subscriberId: In(chunk) });
        await em.getRepository(LabelSubscriberEntity).delete({ id: In(chunk) });
      });
    }
  }
}
