import { randomUUID } from 'node:crypto';

import { Global, Injectable, Logger, Module } from '@nestjs/common';

import type { PublicChange } from '../contract/public-changes';
import { SiteVersion } from '../shared-state/site-version';

export type PublicChangeInput = Omit<PublicChange, 'id' | 'occurredAt'>;
export type PublicChangeListener = (change: PublicChange) => void | Promise<void>;

/**
 * The one place a change to public output is announced. Writers call `emit` after their
 * transaction commits and before their response returns: caches drop what shows one of the
 * change's keys (here and, through the site version's channel, on every instance), then listeners
 * (webhooks, CDN purges) react. Only the instance that made the change emits it, so each change is
 * delivered once across instances.
 */
@Injectable()
export class PublicChanges {
  private readonly logger = new Logger('PublicChanges');
  private readonly listeners = new Set<PublicChangeListener>();

  constructor(private readonly siteVersion: SiteVersion) {}

  emit(input: PublicChangeInput): PublicChange {
    const change: PublicChange = { id: randomUUID(), occurredAt: new Date().toISOString(), ...input, keys: [...new Set(input.keys)], paths: [...new Set(input.paths)] };
    this.siteVersion.bump(change.event, change.keys);
    for (const l of this.listeners) {
      try {
        const r = l(change);
        if (r instanceof Promise) r.catch((e: Error) => this.logger.error(`${change.event} listener failed: ${e.message}`));
      } catch (e) {
        this.logger.error(`${change.event} listener failed: ${(e as Error).message}`);
      }
    }
    return change;
  }

  /** A change only caches need to hear of (a draft or a scheduled time saved): no event is emitted. */
  invalidate(reason: string, keys: string[]): void {
    this.siteVersion.bump(reason, keys);
  }

  onChange(listener: PublicChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

@Global()
@Module({ providers: [PublicChanges], exports: [PublicChanges] })
export class PublicChangesModule {}
