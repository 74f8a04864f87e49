import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SiteVersion } from '../shared-state/site-version';
import { RedirectEntity } from './redirect.entity';
import { RequestScope, RuleIndex, RuleLike } from './redirect-rules';

const hostOf = (url: string | null) => (url ? new URL(url).hostname.toLowerCase() : null);

/**
 * The active rules in memory, so answering a request costs no database read. Reloaded at once
 * after every admin change on this instance, and in the background once older than the TTL (so
 * changes made through another instance show up within a few seconds).
 */
@Injectable()
export class RedirectCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Redirects');
  private index = new RuleIndex<RuleLike>([]);
  private loadedAt = 0;
  private loading: Promise<unknown> | null = null;
  private signature: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly caHost: string | null;
  private readonly usHost: string | null;
  /** How stale another instance's admin change may be here: the cache reloads itself after this long. */
  private readonly ttlMs: number;

  constructor(
    @InjectRepository(RedirectEntity) private readonly repo: Repository<RedirectEntity>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly siteVersion: SiteVersion,
  ) {
    // A rule changed through another instance: reloaded before that change reaches the page cache here.
    siteVersion.onRemoteChange(() => this.reload());
    this.caHost = hostOf(config.publicUrlCa);
    this.usHost = hostOf(config.publicUrlUs);
    this.ttlMs = config.redirectCacheTtlMs ?? 5000;
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    // Also in the background: cached pages are answered before the redirect hook ever asks.
    this.timer = setInterval(() => this.refreshIfOld(), Math.max(100, Math.floor(this.ttlMs / 2)));
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Loads the active rules now (waits for a load already running, then loads again). */
  async reload(): Promise<void> {
    if (this.loading) await this.loading.catch(() => undefined);
    this.loading = this.load().then(() => undefined);
    try {
      await this.loading;
    } finally {
      this.loading = null;
    }
  }

  /** Loads the active rules; true when they differ from the ones held before. */
  private async load(): Promise<boolean> {
    const rows = await this.repo.find({ where: { active: true }, order: { id: 'ASC' } });
    const rules = rows.map(toRule);
    const signature = JSON.stringify(rules);
    const changed = this.signature !== null && signature !== this.signature;
    this.signature = signature;
    this.index = new RuleIndex(rules);
    this.loadedAt = Date.now();
    return changed;
  }

  /** The rule answering this path on this host, if any. Never waits for the database. */
  match(path: string, host: string): { rule: RuleLike; rest: string } | null {
    this.refreshIfOld();
    return this.index.match(path, this.scope(host));
  }

  private refreshIfOld(): void {
    if (Date.now() - this.loadedAt > this.ttlMs && !this.loading) {
      this.loading = this.load()
        // Changed through another instance without Redis to say so: cached pages must not keep answering for the old rules.
        .then((changed) => changed && this.siteVersion.bump('redirect rules changed elsewhere'))
        .catch((e) => this.logger.warn(`reloading redirects failed: ${(e as Error).message}`))
        .finally(() => (this.loading = null));
    }
  }

  scope(host: string): RequestScope {
    const h = (host || '').toLowerCase().replace(/:\d+$/, '');
    return { host: h, regionId: this.caHost && h === this.caHost ? 3 : 2 };
  }

  /** Host names of this site: absolute targets on them count as site paths in loop checks. */
  ownHosts(): string[] {
    return [this.usHost, this.caHost, 'localhost'].filter((h): h is string => !!h);
  }
}

export function toRule(e: RedirectEntity): RuleLike {
  return { id: e.id, source: e.source, target: e.target, status: e.status, keepQuery: !!e.keepQuery, host: e.host, regionId: e.regionId };
}
