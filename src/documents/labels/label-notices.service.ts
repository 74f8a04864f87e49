import * as crypto from 'node:crypto';

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Papa from 'papaparse';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';

import { AuditService } from '../../audit/audit.service';
import { TooManyRequests, ValidationFailed } from '../../common/errors';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LABEL_NOTICE_PATHS } from '../../contract/label-notices';
import { ChangeNoticeRow, CsvExport, LABEL_MESSAGES, labelDocumentPath, LabelSubscribeRequest, LabelSubscriberRow } from '../../contract/labels';
import { MailService } from '../../mail/mail.service';
import { JobLock } from '../../shared-state/job-lock';
import { RateLimits } from '../../shared-state/rate-limits';
import { DocumentEntity, DocumentFileEntity } from '../document.entity';
import { ChangeNoticeEntity, LabelSubscriberEntity, LabelSubscriptionEntity } from './labels.entity';
import { LabelsLibraryService } from './labels-library.service';
import { RevisionAdded, RevisionEvents } from './revision-events';

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ATTEMPTS = 3;
const token = () => crypto.randomBytes(24).toString('base64url');
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * "Notify me of changes": double opt-in subscriptions to products or documents, and one emailed change
 * notice per confirmed subscriber when staff publish a new revision of a document they follow. Every
 * message carries a one-click unsubscribe (link, List-Unsubscribe and List-Unsubscribe-Post). Links use
 * a configured origin only.
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly limits: RateLimits,
    private readonly jobs: JobLock,
    private readonly audit: AuditService,
    private readonly library: LabelsLibraryService,
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

  private origin(): string {
    return (this.config.publicUrlUs ?? `http://localhost:${this.config.port}`).replace(/\/$/, '');
  }

  // ---- subscribing ----

  /** The same answer whether or not the address is already subscribed; mail only for what still needs confirming. */
  async subscribe(req: LabelSubscribeRequest, ip: string | null): Promise<string> {
    const email = (req.email ?? '').trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw new ValidationFailed(LABEL_MESSAGES.emailInvalid, { email: LABEL_MESSAGES.emailInvalid });
    const products = [...new Set((req.products ?? []).map((p) => String(p).trim()).filter(Boolean))].slice(0, 50);
    const guids = [...new Set((req.documents ?? []).map((g) => String(g).trim().toLowerCase()).filter((g) => GUID.test(g)))].slice(0, 50);
    const docs = guids.length ? await this.documents.findBy({ guid: In(guids) }) : [];
    if (!products.length && !docs.length) throw new ValidationFailed(LABEL_MESSAGES.chooseTarget, { targets: LABEL_MESSAGES.chooseTarget });
    if (!(await this.limits.take('label-notify-ip', ip ?? 'unknown')) || !(await this.limits.take('label-notify-address', email)))
      throw new TooManyRequests(LABEL_MESSAGES.rateLimited);

    const now = new Date();
    let confirmToken = token();
    const pending: string[] = [];
    await this.dataSource.transaction(async (em) => {
      const subs = em.getRepository(LabelSubscriberEntity);
      let subscriber = await subs.findOneBy({ email });
      if (!subscriber) subscriber = await subs.save(subs.create({ email, token: token(), createdAt: now }));
      const rows = em.getRepository(LabelSubscriptionEntity);
      // One confirmation token per address while anything is pending: every confirmation mail's link keeps working.
      const open = await rows.findOne({ where: { subscriberId: subscriber.id, confirmedAt: IsNull(), confirmToken: Not(IsNull()) } });
      if (open?.confirmToken) confirmToken = open.confirmToken;
      const targets = [
        ...products.map((p) => ({ targetType: 'product' as const, targetKey: p.slice(0, 200), name: p })),
        ...docs.map((d) => ({ targetType: 'document' as const, targetKey: d.guid, name: d.title })),
      ];
      for (const t of targets) {
        const existing = await rows.findOneBy({ subscriberId: subscriber.id, targetType: t.targetType, targetKey: t.targetKey });
        if (existing?.confirmedAt) continue;
        if (existing) await rows.update({ id: existing.id }, { confirmToken });
        else await rows.save(rows.create({ subscriberId: subscriber.id, targetType: t.targetType, targetKey: t.targetKey, confirmToken, confirmedAt: null, createdAt: now }));
        pending.push(t.name);
      }
    });
    if (pending.length) {
      const subscriber = (await this.subscribers.findOneBy({ email }))!;
      const confirmUrl = `${this.origin()}${LABEL_NOTICE_PATHS.confirm(confirmToken)}`;
      const unsubscribeUrl = `${this.origin()}${LABEL_NOTICE_PATHS.unsubscribe(subscriber.token)}`;
      // Sent in the background: the answer must not reveal (by timing) whether mail went out.
      this.mail
        .send({
          to: email,
          subject: `Please confirm: change notices for ${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ' and more' : ''}`,
          text: [
            'Someone (we hope you) asked to be told by email when these labels or safety data sheets change:',
            '',
            ...pending.map((p) => `  - ${p}`),
            '',
            `To confirm, open this link: ${confirmUrl}`,
            '',
            'If you did not ask for this, ignore this email: nothing will be sent to you.',
            `Unsubscribe from every notice: ${unsubscribeUrl}`,
          ].join('\n'),
          headers: this.unsubscribeHeaders(unsubscribeUrl),
        })
        .catch((e) => this.logger.error(`confirmation mail failed: ${(e as Error).message}`));
    }
    return LABEL_MESSAGES.subscribed;
  }

  private unsubscribeHeaders(url: string): Record<string, string> {
    return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }

  /** The confirmation link: its pending subscriptions become confirmed. */
  async confirm(confirmToken: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(confirmToken)) return false;
    const res = await this.subscriptions.update({ confirmToken, confirmedAt: IsNull() }, { confirmedAt: new Date(), confirmToken: null });
    return (res.affected ?? 0) > 0;
  }

  /** One-click unsubscribe: the address and everything it follows are removed. */
  async unsubscribe(subscriberToken: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(subscriberToken)) return false;
    const subscriber = await this.subscribers.findOneBy({ token: subscriberToken });
    if (!subscriber) return false;
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(LabelSubscriptionEntity).delete({ subscriberId: subscriber.id });
      await em.getRepository(LabelSubscriberEntity).delete({ id: subscriber.id });
    });
    return true;
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
      const pageUrl = `${this.origin()}${labelDocumentPath(n.documentGuid)}`;
      const unsubscribeUrl = `${this.origin()}${LABEL_NOTICE_PATHS.unsubscribe(subscriber.token)}`;
      try {
        await this.mail.send({
          to: n.email,
          subject: `${n.documentTitle}: new revision of ${n.revisionDate}`,
          text: [
            `A new revision of "${n.documentTitle}" was published.`,
            '',
            `Revision date: ${n.revisionDate}`,
            ...(file?.effectiveDate ? [`Effective date: ${file.effectiveDate}`] : []),
            `What changed: ${file?.whatChanged || 'No note was given.'}`,
            '',
            `Read it and its revision history: ${pageUrl}`,
            `Download the current revision: ${this.origin()}/doccenter/${n.documentGuid}`,
            '',
            `Unsubscribe from every notice: ${unsubscribeUrl}`,
          ].join('\n'),
          headers: this.unsubscribeHeaders(unsubscribeUrl),
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
    const csv = Papa.unparse({
      fields: ['Email', 'Follows', 'Product or document', 'Status', 'Subscribed', 'Confirmed'],
      data: rows.map((r) => [r.email, r.targetType, r.targetName, r.status, r.created, r.confirmed ?? '']),
    });
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
    const csv = Papa.unparse({
      fields: ['Document', 'Document GUID', 'Revision', 'Revision date', 'Recipient', 'Status', 'Queued', 'Sent', 'Error'],
      data: rows.map((r) => [r.documentTitle, r.documentGuid, r.revision, r.revisionDate, r.email, r.status, r.queuedAt, r.sentAt ?? '', r.error ?? '']),
    });
    return { filename: `change-notices-${dateOf(new Date())}.csv`, csv };
  }
}
