import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { PageCacheStats } from '../page-cache/page-cache-store';

/** The database pool at one instant. */
export interface PoolStats {
  open: number;
  inUse: number;
  waiting: number;
  max: number;
}

/** Where the metrics read their numbers at scrape time (collect callbacks): nothing is counted twice. */
export interface MetricSources {
  pageCache?: () => PageCacheStats | null;
  dbPool?: () => PoolStats | null;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Sub-millisecond (page-cache hits) to ten seconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics, in a registry of its own (tests run several apps in one
 * process): Node's default process metrics (CPU, memory, GC, event-loop lag and its percentiles,
 * handles), request durations by route template, method and status, the page cache's hits and
 * misses, and the database pool.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(sources: MetricSources = {}) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the response finished, by route template (never the raw URL), method and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers,
    });

    const cache = sources.pageCache;
    if (cache) {
      const total = (name: string, help: string, pick: (s: PageCacheStats) => number) =>
        new Counter({
          name,
          help,
          registers,
          collect() {
            const s = cache();
            this.reset();
            if (s) this.inc(pick(s));
          },
        });
      total('page_cache_hits_total', 'Requests answered from the page cache (304s included).', (s) => s.hits);
      total('page_cache_misses_total', 'Cacheable requests the page cache did not have.', (s) => s.misses);
      new Gauge({
        name: 'page_cache_entries',
        help: 'Responses held by the page cache, pages and 404s apart.',
        labelNames: ['kind'],
        registers,
        collect() {
          const s = cache();
          if (!s) return;
          this.set({ kind: 'page' }, s.entries);
          this.set({ kind: 'not_found' }, s.notFoundEntries);
        },
      });
      new Gauge({
        name: 'page_cache_bytes',
        help: 'Bytes held by the page cache, pages and 404s apart (PAGE_CACHE_MAX_BYTES and PAGE_CACHE_404_MAX_BYTES bound them).',
        labelNames: ['kind'],
        registers,
        collect() {
          const s = cache();
          if (!s) return;
          this.set({ kind: 'page' }, s.bytes);
          this.set({ kind: 'not_found' }, s.notFoundBytes);
        },
      });
    }

    const pool = sources.dbPool;
    if (pool) {
      const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const s = pool();
            if (s) this.set(pick(s));
          },
        });
      gauge('db_pool_connections_in_use', 'Database connections lent out right now.', (s) => s.inUse);
      gauge('db_pool_connections_open', 'Database connections open (in use or idle).', (s) => s.open);
      gauge('db_pool_connections_max', 'The pool size limit.', (s) => s.max);
      gauge('db_pool_requests_waiting', 'Queries waiting for a free database connection.', (s) => s.waiting);
    }
  }

  /** One finished request. `route` must be a template or a fixed label, never a raw URL. */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    this.duration.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status_code: statusCode }, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of every metric. */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
