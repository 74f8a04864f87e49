import { Global, Injectable, Logger, Module } from '@nestjs/common';

export type SiteVersionListener = (version: number, reason: string) => void;

/**
 * One site-wide version of everything the public sees (issue 15). Every write that can change a
 * public answer (content saved, published, rolled back, deleted, restored or pinned; a scheduled
 * item's time reached; documents, redirects, reps and retailers changed) calls `bump` after its
 * transaction has committed and before its response returns; caches tag what they keep with the
 * version they read under and drop anything older, so nothing stale is served after the write.
 *
 * An abstract class (Nest's injection token) so the single-instance default can be swapped for one
 * that carries bumps across instances (Redis pub/sub) without touching the writers or the caches.
 */
export abstract class SiteVersion {
  /** The current version: compared on every cached read, so it must be cheap. */
  abstract current(): number;
  /** Something public changed: caches drop what they hold. */
  abstract bump(reason: string): void;
  /** Called after every bump (local or, later, from another instance). */
  abstract subscribe(listener: SiteVersionListener): () => void;
}

/** The in-process implementation: one counter and a list of listeners. */
@Injectable()
export class InProcessSiteVersion extends SiteVersion {
  private readonly logger = new Logger('SiteVersion');
  private version = 1;
  private readonly listeners = new Set<SiteVersionListener>();

  current(): number {
    return this.version;
  }

  bump(reason: string): void {
    this.version++;
    for (const l of this.listeners) {
      try {
        l(this.version, reason);
      } catch (e) {
        this.logger.error(`site-version listener failed: ${(e as Error).message}`);
      }
    }
  }

  subscribe(listener: SiteVersionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

@Global()
@Module({ providers: [{ provide: SiteVersion, useClass: InProcessSiteVersion }], exports: [SiteVersion] })
export class InvalidationModule {}
