import { randomBytes } from 'node:crypto';
import * as os from 'node:os';
import * as path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

import type { AppConfig } from '../config/app-config';
import type { LogDestination } from '../observability/request-line';
import { logsInfo } from '../observability/request-line';
import type { CachedResponse, PageCacheStats } from '../page-cache/page-cache-store';
import { FromFront, FrontOptions, SharedFrontState, ToFront } from './front-protocol';
import { lowerPriority, threadIds } from './thread-priority';

/** How long /metrics waits for the front's figures before it answers without them. */
const METRICS_WAIT_MS = 1000;
const HEARTBEAT_MS = 1000;
/**
 * The front's V8 semi-space, in MB (its young generation is three times that), whatever `--max-semi-space-size`
 * the process started with. The front allocates on every hit, and 8 MB semi-spaces keep its scavenges rare; the
 * rest of the process (`npm start` gives it 4) is idle while the front serves cached pages, and its smaller young
 * generation keeps ~3–10 MB less resident than 8 MB for both (README, Benchmarks, tenth session). The flag is the only way: a process's
 * `--max-semi-space-size` overrides a Worker's `resourceLimits.maxYoungGenerationSizeMb`. V8 reads it when an
 * isolate is made, so setting it here changes the isolates made from now on (the front's, the PDF-text worker's),
 * never the main thread's heap, which is configured already.
 */
export const FRONT_SEMI_SPACE_MB = 8;

/**
 * The app thread's side of the front (see front-protocol.ts): starts the front thread on the public
 * port once the app listens on its private socket, hands it finished cache entries and the liveness
 * headers, keeps the shared numbers current (site version, next publish time, draining, heartbeat),
 * writes the front's log lines, and collects its metrics for /metrics.
 */
export class FrontLink {
  readonly shared = new SharedFrontState();
  /** The app's private socket: a Linux abstract socket (no file to clean up), else one in the temp folder. */
  readonly appSocket =
    process.platform === 'linux'
      ? `\0agronomy-site-${process.pid}-${randomBytes(6).toString('hex')}`
      : path.join(os.tmpdir(), `agronomy-site-${process.pid}-${randomBytes(6).toString('hex')}.sock`);
  private worker: Worker | null = null;
  private logs: LogDestination | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (m: FromFront) => void>();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopping = false;
  /** Called when the front thread fails after it started (the process cannot serve without it). */
  onFailure: (e: Error) => void = () => undefined;

  /** `workerPath`: the front's compiled entry (the tests, which run the app from TypeScript, give the build's). */
  constructor(
    private readonly config: AppConfig,
    private readonly workerPath = path.join(__dirname, 'front.worker.js'),
  ) {}

  /** Where the front's request lines are written (the app's own log destination). */
  writeLogsTo(dest: LogDestination): void {
    this.logs = dest;
  }

  /** Starts the front thread on the public port; resolves with the port once it listens. */
  start(opts: { port: number; host: string; logLevel: AppConfig['observability']['logLevel'] }): Promise<number> {
    const data: FrontOptions = {
      shared: this.shared.buffer,
      port: opts.port,
      host: opts.host,
      appSocket: this.appSocket,
      trustProxy: this.config.trustProxy,
      logRequests: logsInfo(opts.logLevel) && this.logs !== null,
      maxBytes: this.config.pageCache.maxBytes,
      notFoundMaxBytes: this.config.pageCache.notFoundMaxBytes,
    };
    this.beat();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    // The threads there are before the front (none at 0): they lower their priority once it listens; threads they start inherit it.
    const appThreads = this.config.appThreadsNice > 0 ? threadIds() : [];
    setFlagsFromString(`--max-semi-space-size=${FRONT_SEMI_SPACE_MB}`);
    const worker = new Worker(this.workerPath, { workerData: data });
    this.worker = worker;
    return new Promise<number>((resolve, reject) => {
      let started = false;
      worker.on('message', (m: FromFront) => {
        switch (m.t) {
          case 'listening':
            started = true;
            lowerPriority(appThreads, this.config.appThreadsNice);
            resolve(m.port);
            break;
          case 'failed':
            if (!started) reject(new Error(m.message));
            else this.onFailure(new Error(m.message));
            break;
          case 'log':
            this.logs?.write(m.text);
            break;
          default:
            this.waiting.get(m.id)?.(m);
            this.waiting.delete(m.id);
        }
      });
      worker.on('error', (e) => (started ? this.onFailure(e) : reject(e)));
      worker.on('exit', (code) => {
        if (this.stopping) return;
        const e = new Error(`the front thread exited (code ${code})`);
        if (started) this.onFailure(e);
        else reject(e);
      });
    });
  }

  private beat(): void {
    this.shared.heartbeat = Date.now();
  }

  private post(m: ToFront): void {
    this.worker?.postMessage(m);
  }

  /** A finished response for the front's cache (copied across; the front drops it if a write came first). */
  offer(key: string, entry: CachedResponse): void {
    this.post({ t: 'entry', key, entry });
  }

  liveHeaders(headers: string[]): void {
    this.post({ t: 'live', headers });
  }

  set siteVersion(v: number) {
    this.shared.version = v;
  }

  set deadline(ms: number) {
    this.shared.deadline = ms;
  }

  set draining(v: boolean) {
    this.shared.draining = v;
  }

  /** Client connections open on the public port. */
  get openConnections(): number {
    return this.shared.connections;
  }

  /** Stops accepting connections on the public port (those open stay until they end). */
  closeListener(): void {
    this.post({ t: 'close-listener' });
  }

  private ask<T extends FromFront>(m: ToFront & { id: number }, timeoutMs: number): Promise<T | null> {
    if (!this.worker) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(m.id);
        resolve(null);
      }, timeoutMs);
      this.waiting.set(m.id, (answer) => {
        clearTimeout(timer);
        resolve(answer as T);
      });
      this.post(m);
    });
  }

  /** The front's metrics (prom-client's JSON form), or none if it does not answer in time. */
  async metrics(): Promise<unknown[]> {
    const answer = await this.ask<Extract<FromFront, { t: 'metrics' }>>({ t: 'metrics', id: this.nextId++ }, METRICS_WAIT_MS);
    return answer?.json ?? [];
  }

  /** The front's cache figures (entries and bytes against their caps, hits, misses), or null if it does not answer. */
  async stats(): Promise<PageCacheStats | null> {
    const answer = await this.ask<Extract<FromFront, { t: 'stats' }>>({ t: 'stats', id: this.nextId++ }, METRICS_WAIT_MS);
    return answer?.stats ?? null;
  }

  /** Last step of a shutdown: the front flushes its log lines, then the thread ends. */
  async stop(): Promise<void> {
    if (!this.worker || this.stopping) return;
    this.stopping = true;
    await this.ask({ t: 'stop', id: this.nextId++ }, 1000);
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.worker.terminate();
  }
}
