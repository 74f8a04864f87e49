import { randomUUID } from 'node:crypto';

import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { NotFound, ValidationFailed } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CdnPurgeLog, WEBHOOK_DELIVERY_PAGE_SIZE, WebhookDeliveryItem, WebhookDeliveryPage, WebhookDeliveryQuery, WebhookItem } from '../contract/webhooks';
import { CDN_PURGER, CdnPurger } from './cdn/cdn-purger';
import { DeliveryOutbox, payloadOf } from './delivery-outbox.service';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entities';
import { toDeliveryItem, toWebhookItem } from './webhook-mapper';
import { PRIVATE_URL_MESSAGE, privateLiteralHost, sealSecret, secretHint } from './webhook-rules';
import type { WebhookCreateDto } from './webhooks.dto';

const SECTION = 'webhooks';

/** The admin's webhook use cases: create, list, delete, the delivery log, Send test and Replay. */
@Injectable()
export class WebhooksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly outbox: DeliveryOutbox,
    private readonly audit: AuditService,
    @Optional() @Inject(CDN_PURGER) private readonly purger: CdnPurger | null,
  ) {}

  async list(): Promise<WebhookItem[]> {
    const hooks = await this.ds.getRepository(WebhookEntity).find({ order: { name: 'ASC', id: 'ASC' } });
    if (!hooks.length) return [];
    const lastIds = await this.ds
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder('d')
      .select('MAX(d.id)', 'id')
      .where('d.webhook_id IN (:...ids)', { ids: hooks.map((h) => h.id) })
      .groupBy('d.webhook_id')
      .getRawMany<{ id: number }>();
    const last = lastIds.length ? await this.ds.getRepository(WebhookDeliveryEntity).findBy({ id: In(lastIds.map((r) => Number(r.id))) }) : [];
    return hooks.map((h) => toWebhookItem(h, last.find((d) => d.webhookId === h.id) ?? null));
  }

  async create(body: WebhookCreateDto, createdBy: string | null): Promise<WebhookItem> {
    const key = this.config.webhooks.secretKey;
    if (privateLiteralHost(body.url, this.config.webhooks.allowPrivateNetworks)) throw new ValidationFailed(PRIVATE_URL_MESSAGE, { url: PRIVATE_URL_MESSAGE });
    return this.ds.transaction(async (m) => {
      const saved = await m.save(
        m.create(WebhookEntity, {
          name: body.name.trim(),
          url: body.url.trim(),
          events: [...new Set(body.events)].join(','),
          secret: key ? sealSecret(body.secret, key) : body.secret,
          secretSealed: !!key,
          secretHint: secretHint(body.secret),
          createdBy,
          createdAt: new Date(),
        }),
      );
      await this.audit.record(m, {
        action: 'webhook.create',
        section: SECTION,
        itemId: saved.id,
        itemTitle: saved.name,
        summary: `Webhook to ${saved.url} for ${saved.events.split(',').join(', ')}.`,
      });
      return toWebhookItem(saved, null);
    });
  }

  /** Removes the webhook and its delivery log (pending retries stop with it). */
  async remove(id: number): Promise<{ deleted: number }> {
    const w = await this.webhook(id);
    await this.ds.transaction(async (m) => {
      const ids = (await m.find(WebhookDeliveryEntity, { select: { id: true }, where: { webhookId: id } })).map((d) => d.id);
      for (let i = 0; i < ids.length; i += 500) await m.delete(WebhookAttemptEntity, { deliveryId: In(ids.slice(i, i + 500)) });
      await m.delete(WebhookDeliveryEntity, { webhookId: id });
      await m.delete(WebhookEntity, { id });
      await this.audit.record(m, { action: 'webhook.delete', section: SECTION, itemId: id, itemTitle: w.name, summary: `Webhook to ${w.url} deleted.` });
    });
    return { deleted: 1 };
  }

  async deliveries(webhookId: number, q: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    await this.webhook(webhookId);
    return this.page({ webhookId }, q);
  }

  async cdnLog(q: WebhookDeliveryQuery): Promise<CdnPurgeLog> {
    return { provider: this.purger?.provider ?? 'off', deliveries: await this.page({ target: 'cdn' }, q) };
  }

  /** Sends a `site.changed` delivery for the whole site now, and answers once its one attempt is over. */
  async test(webhookId: number): Promise<WebhookDeliveryItem> {
    const w = await this.webhook(webhookId);
    const payload = payloadOf({ id: randomUUID(), event: 'site.changed', occurredAt: new Date().toISOString(), keys: ['site'], paths: ['/'] });
    const d = await this.ds.transaction(async (m) => {
      const changeId = (JSON.parse(payload) as { id: string }).id;
      const row = await m.save(m.create(WebhookDeliveryEntity, this.outbox.newRow({ target: 'webhook', webhookId, event: 'site.changed', changeId, payload, test: true })));
      await this.audit.record(m, { action: 'webhook.test', section: SECTION, itemId: webhookId, itemTitle: w.name, summary: `Test delivery #${row.id} sent to ${w.url}.` });
      return row;
    });
    await this.outbox.attempt(d.id);
    return this.delivery(d.id);
  }

  /** Sends a delivery's payload again, as a new delivery with its own attempts (the same X-Webhook-Id). */
  async replay(deliveryId: number): Promise<WebhookDeliveryItem> {
    const old = await this.ds.getRepository(WebhookDeliveryEntity).findOneBy({ id: deliveryId });
    if (!old) throw new NotFound('This delivery no longer exists.');
    const w = old.webhookId === null ? null : await this.ds.getRepository(WebhookEntity).findOneBy({ id: old.webhookId });
    const d = await this.ds.transaction(async (m) => {
      const row = await m.save(
        m.create(
          WebhookDeliveryEntity,
          this.outbox.newRow({ target: old.target, webhookId: old.webhookId, event: old.event, changeId: old.changeId, payload: old.payload, test: old.test, replayOf: old.id }),
        ),
      );
      await this.audit.record(m, {
        action: 'webhook.replay',
        section: SECTION,
        itemId: old.webhookId,
        itemTitle: w?.name ?? 'CDN purge',
        summary: `Delivery #${old.id} (${old.event}) sent again as #${row.id}${w ? ` to ${w.url}` : ''}.`,
      });
      return row;
    });
    await this.outbox.attempt(d.id);
    return this.delivery(d.id);
  }

  private async webhook(id: number): Promise<WebhookEntity> {
    const w = await this.ds.getRepository(WebhookEntity).findOneBy({ id });
    if (!w) throw new NotFound('This webhook no longer exists.');
    return w;
  }

  private async delivery(id: number): Promise<WebhookDeliveryItem> {
    const d = await this.ds.getRepository(WebhookDeliveryEntity).findOneByOrFail({ id });
    const attempts = await this.ds.getRepository(WebhookAttemptEntity).find({ where: { deliveryId: id }, order: { id: 'ASC' } });
    return toDeliveryItem(d, attempts);
  }

  private async page(where: { webhookId?: number; target?: 'cdn' }, q: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    const start = q.start ?? 0;
    const length = q.length ?? WEBHOOK_DELIVERY_PAGE_SIZE;
    const [rows, total] = await this.ds.getRepository(WebhookDeliveryEntity).findAndCount({ where, order: { id: 'DESC' }, skip: start, take: length });
    const attempts = rows.length ? await this.ds.getRepository(WebhookAttemptEntity).find({ where: { deliveryId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } }) : [];
    return {
      items: rows.map((r) =>
        toDeliveryItem(
          r,
          attempts.filter((a) => a.deliveryId === r.id),
        ),
      ),
      total,
      start,
      length,
    };
  }
}
