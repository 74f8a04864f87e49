import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan } from 'typeorm';

import { PublicChanges } from '../changes/public-changes';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { PublicChange } from '../contract/public-changes';
import { WEBHOOK_HEADERS, WebhookPayload } from '../contract/webhooks';
import { CDN_PURGER, CdnPurger } from './cdn/cdn-purger';
import { attemptHttp, AttemptOutcome } from './outbound-http';
import { DeliveryTarget, WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entities';
import { nextAttemptAt, openSecret, signBody, wantsEvent, webhookAddressAllowed } from './webhook-rules';

const JOB = 'webhook-deliveries';
/** How many due deliveries one pass takes, and how many of them are in flight at once. */
const BATCH = 50;
const PARALLEL = 4;
/** A claim outlives the attempt's own time limit by this much. */
const CLAIM_MARGIN_MS = 30_000;

/** A UTC time as text both SQLite and MySQL compare correctly in a WHERE clause. */
const dbTime = (d: Date): string => d.toISOString().replace('T', ' ').replace('Z', '');

/** The JSON body of a delivery, in the documented key order. */
export function payloadOf(c: WebhookPayload): string {
  const { id, event, occurredAt, keys, paths, item } = c;
  return JSON.stringify(item ? { id, event, occurredAt, keys, paths, item } : { id, event, occurredAt, keys, paths });
}

/**
 * The outbox webhooks and CDN purges are sent from. On a change (heard on this instance only, so once
 * across instances) it writes one delivery row per webhook that wants the event, and one for the CDN,
 * then attempts them at once; a timed job retries due rows with backoff until they succeed or their
 * retry window closes. Before each attempt an instance claims the row with a conditional UPDATE of
 * `locked_until` and goes on only if it changed the row, so no attempt is sent twice.
 */
@Injectable()
export class DeliveryOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly inFlight = new Set<Promise<unknown>>();
  private unsubscribe: (() => void) | null = null;
  private passRunning = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly changes: PublicChanges,
    private readonly scheduler: SchedulerRegistry,
    @Optional() @Inject(CDN_PURGER) private readonly purger: CdnPurger | null,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.changes.onChange(async (c) => {
      await this.onChange(c);
    });
    const handle = setInterval(() => void this.runDue(), this.config.webhooks.pollMs);
    handle.unref();
    this.scheduler.addInterval(JOB, handle);
    if (!this.config.webhooks.secretKey && this.config.env === 'production') {
      this.logger.warn('WEBHOOK_SECRET_KEY is not set: webhook secrets are stored as entered (not encrypted).');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Queues a change for every webhook that wants it and for the CDN, and starts their first attempts. */
  async onChange(change: PublicChange): Promise<WebhookDeliveryEntity[]> {
    const webhooks = (await this.ds.getRepository(WebhookEntity).find()).filter((w) => wantsEvent(w.events.split(','), change.event));
    const targets: { target: DeliveryTarget; webhookId: number | null }[] = webhooks.map((w) => ({ target: 'webhook', webhookId: w.id }));
    if (this.purger) targets.push({ target: 'cdn', webhookId: null });
    if (!targets.length) return [];
    const payload = payloadOf(change);
    const rows = await this.ds.transaction(async (m) => {
      const out: WebhookDeliveryEntity[] = [];
      for (const t of targets) out.push(await m.save(m.create(WebhookDeliveryEntity, this.newRow({ ...t, event: change.event, changeId: change.id, payload }))));
      return out;
    });
    for (const r of rows) this.track(this.attempt(r.id));
    return rows;
  }

  /** A new pending row, due now (`test` rows are tried once; `replayOf` names the row they send again). */
  newRow(r: {
    target: DeliveryTarget;
    webhookId: number | null;
    event: string;
    changeId: string;
    payload: string;
    test?: boolean;
    replayOf?: number | null;
  }): Partial<WebhookDeliveryEntity> {
    const now = new Date();
    return {
      ...r,
      test: r.test ?? false,
      replayOf: r.replayOf ?? null,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lastStatus: null,
      lastDurationMs: null,
      lastError: null,
      createdAt: now,
      giveUpAt: new Date(now.getTime() + this.config.webhooks.retryForMs),
      deliveredAt: null,
    };
  }

  /** The retry job: attempts every due row this instance can claim. Returns how many it attempted. */
  async runDue(): Promise<number> {
    if (this.passRunning || this.stopped) return 0;
    this.passRunning = true;
    const pass = (async () => {
      const now = dbTime(new Date());
      const due = await this.ds
        .getRepository(WebhookDeliveryEntity)
        .createQueryBuilder('d')
        .select('d.id', 'id')
        .where("d.state = 'pending' AND d.next_attempt_at <= :now", { now })
        .andWhere('(d.locked_until IS NULL OR d.locked_until < :now)', { now })
        .orderBy('d.next_attempt_at', 'ASC')
        .limit(BATCH)
        .getRawMany<{ id: number }>();
      let attempted = 0;
      const queue = due.map((d) => Number(d.id));
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined && !this.stopped; id = queue.shift()) if (await this.attempt(id)) attempted++;
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      return attempted;
    })();
    this.track(pass);
    try {
      return await pass;
    } catch (e) {
      this.logger.error(`Retry pass failed: ${(e as Error).message}`);
      return 0;
    } finally {
      this.passRunning = false;
    }
  }

  /**
   * One attempt at a due row, if this instance can claim it; records the attempt and the row's new
   * state (delivered, retry at…, or failed). False when another instance (or pass) has it, or it is not due.
   */
  async attempt(id: number): Promise<boolean> {
    const now = new Date();
    const claimedUntil = new Date(now.getTime() + this.config.webhooks.timeoutMs + CLAIM_MARGIN_MS);
    const claim = await this.ds
      .createQueryBuilder()
      .update(WebhookDeliveryEntity)
      .set({ lockedUntil: claimedUntil })
      .where("id = :id AND state = 'pending' AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until < :now)", { id, now: dbTime(now) })
      .execute();
    if (claim.affected !== 1) return false;
    const d = await this.ds.getRepository(WebhookDeliveryEntity).findOneBy({ id });
    if (!d) return false;

    const started = performance.now();
    let outcome: AttemptOutcome;
    try {
      outcome = d.target === 'cdn' ? await this.purge(d) : await this.send(d);
    } catch (e) {
      outcome = { ok: false, statusCode: null, error: (e as Error).message.slice(0, 1000) };
    }
    const durationMs = Math.round(performance.now() - started);
    const at = new Date();
    const attempts = d.attempts + 1;
    const next = outcome.ok || d.test ? null : nextAttemptAt(attempts, at, d.giveUpAt, { baseMs: this.config.webhooks.retryBaseMs, maxDelayMs: this.config.webhooks.retryMaxDelayMs });
    const state = outcome.ok ? 'delivered' : next ? 'pending' : 'failed';
    const what = `Delivery #${d.id} (${d.event} → ${d.target === 'cdn' ? `CDN ${this.purger?.provider ?? ''}`.trim() : `webhook #${d.webhookId}`})`;
    const result = `${outcome.statusCode ?? 'no answer'} in ${durationMs} ms`;
    if (outcome.ok) this.logger.log(`${what} attempt ${attempts}: ${result}`);
    else this.logger.warn(`${what} attempt ${attempts}: ${result}: ${outcome.error}${next ? `; retry at ${next.toISOString()}` : '; giving up'}`);

    await this.ds.transaction(async (m) => {
      const updated = await m.update(
        WebhookDeliveryEntity,
        { id },
        {
          state,
          attempts,
          lockedUntil: null,
          lastStatus: outcome.statusCode,
          lastDurationMs: durationMs,
          lastError: outcome.error,
          nextAttemptAt: next ?? d.nextAttemptAt,
          deliveredAt: outcome.ok ? at : null,
        },
      );
      // The webhook (and its log) was deleted while this attempt ran: nothing left to record it in.
      if (updated.affected === 1) await m.insert(WebhookAttemptEntity, { deliveryId: id, at, statusCode: outcome.statusCode, durationMs, error: outcome.error });
    });
    return true;
  }

  /** Awaits every attempt under way (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Keeps the log to WEBHOOK_LOG_DAYS: finished deliveries older than that go, with their attempts. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'webhook-log-prune' })
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.webhooks.logDays * 86_400_000);
    const repo = this.ds.getRepository(WebhookDeliveryEntity);
    let removed = 0;
    for (;;) {
      const old = await repo.find({ select: { id: true }, where: { state: In(['delivered', 'failed']), createdAt: LessThan(cutoff) }, take: 500 });
      if (!old.length) return removed;
      const ids = old.map((o) => o.id);
      await this.ds.transaction(async (m) => {
        await m.delete(WebhookAttemptEntity, { deliveryId: In(ids) });
        await m.delete(WebhookDeliveryEntity, { id: In(ids) });
      });
      removed += ids.length;
    }
  }

  private track(p: Promise<unknown>): void {
    const t = p.catch((e: Error) => this.logger.error(`Delivery failed: ${e.message}`)).finally(() => this.inFlight.delete(t));
    this.inFlight.add(t);
  }

  private async send(d: WebhookDeliveryEntity): Promise<AttemptOutcome> {
    const w = await this.ds.getRepository(WebhookEntity).findOneBy({ id: d.webhookId ?? -1 });
    if (!w) return { ok: false, statusCode: null, error: 'The webhook no longer exists.' };
    let secret: string;
    if (!w.secretSealed) secret = w.secret;
    else if (!this.config.webhooks.secretKey) return { ok: false, statusCode: null, error: 'The secret is encrypted and WEBHOOK_SECRET_KEY is not set.' };
    else {
      try {
        secret = openSecret(w.secret, this.config.webhooks.secretKey);
      } catch {
        return { ok: false, statusCode: null, error: 'The secret cannot be decrypted: WEBHOOK_SECRET_KEY has changed.' };
      }
    }
    return attemptHttp({
      url: w.url,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': `${this.config.companyName.replace(/[^\x20-\x7e]/g, '')} webhooks`,
        [WEBHOOK_HEADERS.signature]: signBody(d.payload, secret),
        [WEBHOOK_HEADERS.id]: d.changeId,
        [WEBHOOK_HEADERS.event]: d.event,
        [WEBHOOK_HEADERS.delivery]: String(d.id),
      },
      body: d.payload,
      timeoutMs: this.config.webhooks.timeoutMs,
      allowAddress: (ip) => webhookAddressAllowed(ip, this.config.webhooks.allowPrivateNetworks),
    });
  }

  private async purge(d: WebhookDeliveryEntity): Promise<AttemptOutcome> {
    if (!this.purger) return { ok: false, statusCode: null, error: 'CDN_PURGE is off.' };
    const change = JSON.parse(d.payload) as WebhookPayload;
    return this.purger.purge({ reference: `${change.id}-${d.id}`, keys: change.keys, paths: change.paths });
  }
}
