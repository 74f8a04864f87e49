import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Papa from 'papaparse';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';

import { AuditService } from '../../audit/audit.service';
import { DEFAULT_LOCALE, FRENCH_PREFIX } from '../../contract/i18n/locale';
import { longDate } from '../../contract/i18n/long-date';
import { ChangeNoticeRow, CsvExport, labelDocumentPath, LabelSubscriberRow } from '../../contract/labels';
import { EmailMessageId, localeOr, serverText } from '../../i18n/server-messages';
import { MailService } from '../../mail/mail.service';
import { JobLock } from '../../shared-state/job-lock';
import { DocumentEntity, DocumentFileEntity } from '../document.entity';
import { LabelSubscriptionsService } from './label-subscriptions.service';
import { ChangeNoticeEntity, LabelSubscriberEntity, LabelSubscriptionEntity } from './labels.entity';
import { LabelsLibraryService } from './labels-library.service';
import { RevisionAdded, RevisionEvents } from './revision-events';

const MAX_ATTEMPTS = 3;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * "Notify me of changes", the sending side: one emailed change notice per confirmed subscriber when
 * staff publish a new revision of a document they follow (subscribing: LabelSubscriptionsService), and
 * the admin lists and exports. Every message carries a one-click unsubscribe (link, List-Unsubscribe and
 * List-Unsubscribe-Post) of its own.
 */
@Injectable()
export class LabelNoticesService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LabelNotices');
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(LabelSubscriberEntity) private readonly subscribers: Repository<LabelSubscriberEntity>,
    @InjectRepository(LabelSubscriptionEntity) private readonly subscriptions: Repository<LabelSubscriptionEntity>,
    @InjectRepository(ChangeNoticeEntity) private readonly notices: Repository<ChangeNoticeEntity>,
    @InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>,
    @InjectRepository(DocumentFileEntity) private readonly files: Repository<DocumentFileEntity>,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly jobs: JobLock,
    private readonly audit: AuditService,
    private readonly library: LabelsLibraryService,
    private readonly links: LabelSubscriptionsService,
    events: RevisionEvents,
  ) {
    events.on((e) => this.onRevision(e));
  }

  onApplicationBootstrap(): void {
    // Notices left queued by a stopped process (or after a mail failure) go out on the next pass.
    this.timer = setInterval(() => this.kick(), 60_000);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  // ---- change notices ----

  /** A new revision of a document: one queued notice per confirmed subscriber following it or one of its products. */
  private async onRevision(e: RevisionAdded): Promise<void> {
    if (!e.newRevision) return;
    const doc = await this.documents.findOneBy({ id: e.documentId });
    const file = await this.files.findOneBy({ id: e.fileId });
    if (!doc || !file || doc.currentFileId !== file.id) return;
    const products = (await this.library.productsOf(doc)).map((p) => p.toLowerCase());
    const rows = await this.subscriptions.find({ where: { confirmedAt: Not(IsNull()) } });
    const following = new Set(
      rows
        .filter((r) => (r.targetType === 'document' && r.targetKey === doc.guid) || (r.targetType === 'product' && products.includes(r.targetKey.toLowerCase())))
        .map((r) => r.subscriberId),
    );
    if (!following.size) return;
    const subs = await this.subscribers.findBy({ id: In([...following]) });
    const now = new Date();
    for (const s of subs) {
      const exists = await this.notices.findOneBy({ fileId: file.id, email: s.email });
      if (exists) continue;
      await this.notices.save(
        this.notices.create({
          documentId: doc.id,
          documentGuid: doc.guid,
          documentTitle: doc.title,
          fileId: file.id,
          revisionNo: file.revisionNo,
          revisionDate: file.revisionDate ?? dateOf(file.uploadedAt),
          subscriberId: s.id,
          email: s.email,
          status: 'queued',
          error: null,
          attempts: 0,
          queuedAt: now,
          sentAt: null,
          locale: s.locale,
        }),
      );
    }
    this.kick();
  }

  /** Starts a send pass without waiting for it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.jobs.runExclusive('label-notices', 60_000, () => this.sendQueued()).catch((e) => this.logger.error(`notice pass failed: ${(e as Error).message}`));
      } while (this.again && !this.stopped);
    })().finally(() => (this.running = null));
  }

  /** Resolves when the current send pass (if any) is done (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async sendQueued(): Promise<void> {
    const queued = await this.notices.find({ where: { status: 'queued' }, order: { id: 'ASC' }, take: 200 });
    for (const n of queued) {
      if (this.stopped) return;
      const subscriber = n.subscriberId ? await this.subscribers.findOneBy({ id: n.subscriberId }) : null;
      if (!subscriber) {
        // Unsubscribed after the notice was queued: nothing is sent.
        await this.notices.update({ id: n.id }, { status: 'failed', error: 'Unsubscribed before sending.' });
        continue;
      }
      const file = await this.files.findOneBy({ id: n.fileId });
      const locale = localeOr(n.locale);
      const origin = this.links.origin(locale);
      // French readers get the French document page (its language twin under /fr).
      const pageUrl = `${origin}${locale === 'fr' ? FRENCH_PREFIX : ''}${labelDocumentPath(n.documentGuid)}`;
      const unsubscribeUrl = await this.links.unsubscribeUrl(subscriber.id, undefined, locale);
      const t = (id: EmailMessageId, values?: Parameters<typeof serverText>[2]) => serverText(locale, id, values);
      // English shows dates as stored (YYYY-MM-DD); other languages write the day out as the site's pages do (« 1er décembre 2025 »).
      const day = (d: string) => (locale === DEFAULT_LOCALE ? d : longDate(d, locale));
      const dates = { revisionDate: day(n.revisionDate), effectiveDate: file?.effectiveDate ? day(file.effectiveDate) : '' };
      try {
        await this.mail.send({
          to: n.email,
          subject: t('email.notice.subject', { title: n.documentTitle, ...dates }),
          text: [
            t('email.notice.published', { title: n.documentTitle }),
            '',
            t('email.notice.revisionDate', dates),
            ...(file?.effectiveDate ? [t('email.notice.effectiveDate', dates)] : []),
            t('email.notice.whatChanged', { note: file?.whatChanged || t('email.notice.noNote') }),
            '',
            t('email.notice.read', { url: pageUrl }),
            t('email.notice.download', { url: `${origin}/doccenter/${n.documentGuid}` }),
            '',
            t('email.unsubscribe', { url: unsubscribeUrl }),
          ].join('\n'),
          headers: this.links.unsubscribeHeaders(unsubscribeUrl),
        });
        await this.notices.update({ id: n.id }, { status: 'sent', sentAt: new Date(), attempts: n.attempts + 1, error: null });
      } catch (e) {
        const attempts = n.attempts + 1;
        await this.notices.update({ id: n.id }, { attempts, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', error: (e as Error).message.slice(0, 1000) });
      }
    }
  }

  // ---- admin ----

  async listSubscribers(filter: { product?: string; document?: string }): Promise<LabelSubscriberRow[]> {
    const qb = this.subscriptions
      .createQueryBuilder('s')
      .innerJoin(LabelSubscriberEntity, 'u', 'u.id = s.subscriber_id')
      .select(['s.id AS id', 'u.email AS email', 's.target_type AS target_type', 's.target_key AS target_key', 's.created_at AS created_at', 's.confirmed_at AS confirmed_at']);
    if (filter.product) qb.andWhere("s.target_type = 'product' AND LOWER(s.target_key) = :p", { p: filter.product.toLowerCase() });
    if (filter.document) qb.andWhere("s.target_type = 'document' AND s.target_key = :g", { g: filter.document.toLowerCase() });
    const rows: Record<string, unknown>[] = await qb.orderBy('s.target_type', 'ASC').addOrderBy('s.target_key', 'ASC').addOrderBy('u.email', 'ASC').limit(5000).getRawMany();
    const guids = rows.filter((r) => r.target_type === 'document').map((r) => String(r.target_key));
    const titles = new Map((guids.length ? await this.documents.findBy({ guid: In(guids) }) : []).map((d) => [d.guid, d.title]));
    const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
    return rows.map((r) => ({
      id: Number(r.id),
      email: String(r.email),
      targetType: r.target_type as 'product' | 'document',
      target: String(r.target_key),
      targetName: r.target_type === 'document' ? (titles.get(String(r.target_key)) ?? String(r.target_key)) : String(r.target_key),
      status: r.confirmed_at ? 'confirmed' : 'pending',
      created: iso(r.created_at)!,
      confirmed: iso(r.confirmed_at),
    }));
  }

  /** Staff remove one subscription (one address following one product or document); the audit trail records it in the same transaction. */
  async deleteSubscription(id: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const row = await m.findOneBy(LabelSubscriptionEntity, { id });
      if (!row) return;
      const subscriber = await m.findOneBy(LabelSubscriberEntity, { id: row.subscriberId });
      await m.delete(LabelSubscriptionEntity, { id });
      await this.audit.record(m, {
        action: 'subscriber.remove',
        section: 'subscribers',
        itemId: id,
        itemTitle: subscriber?.email ?? null,
        summary: `Removed ${subscriber?.email ?? 'an address'} from the change notices of ${row.targetType} ${row.targetKey}.`,
      });
    });
  }

  async exportSubscribers(filter: { product?: string; document?: string }): Promise<CsvExport> {
    const rows = await this.listSubscribers(filter);
    // Names and addresses come from the public: a cell starting =, +, - or @ must not run as a formula.
    const csv = Papa.unparse(
      {
        fields: ['Email', 'Follows', 'Product or document', 'Status', 'Subscribed', 'Confirmed'],
        data: rows.map((r) => [r.email, r.targetType, r.targetName, r.status, r.created, r.confirmed ?? '']),
      },
      { escapeFormulae: true },
    );
    return { filename: `label-subscribers-${dateOf(new Date())}.csv`, csv };
  }

  async listNotices(): Promise<ChangeNoticeRow[]> {
    const rows = await this.notices.find({ order: { id: 'DESC' }, take: 5000 });
    return rows.map((n) => ({
      id: n.id,
      documentGuid: n.documentGuid,
      documentTitle: n.documentTitle,
      revision: n.revisionNo,
      revisionDate: n.revisionDate,
      email: n.email,
      status: n.status,
      queuedAt: n.queuedAt.toISOString(),
      sentAt: n.sentAt ? n.sentAt.toISOString() : null,
      error: n.error,
    }));
  }

  async exportNotices(): Promise<CsvExport> {
    const rows = await this.listNotices();
    const csv = Papa.unparse(
      {
        fields: ['Document', 'Document GUID', 'Revision', 'Revision date', 'Recipient', 'Status', 'Queued', 'Sent', 'Error'],
        data: rows.map((r) => [r.documentTitle, r.documentGuid, r.revision, r.revisionDate, r.email, r.status, r.queuedAt, r.sentAt ?? '', r.error ?? '']),
      },
      { escapeFormulae: true },
    );
    return { filename: `change-notices-${dateOf(new Date())}.csv`, csv };
  }
}
