import type { CachedResponse, PageCacheStats } from '../page-cache/page-cache-store';

/*
 * The front thread (issue 15): the public port is served by a worker thread of its own, a small
 * isolate that answers page-cache hits and the liveness probe, and forwards every other request to
 * the app (Nest and Fastify, in the main thread) over a private socket. What the two threads share
 * is here: the few numbers both read synchronously, in one SharedArrayBuffer, and the messages.
 */

/** Int32 slots. */
const I_VERSION = 0;
const I_DRAINING = 1;
const I_CONNECTIONS = 2;
/** Float64 slots (after the Int32 ones, 8-byte aligned). */
const F_DEADLINE = 2;
const F_HEARTBEAT = 3;
const BYTES = 32;

/**
 * The numbers the front reads on every request, written by the app as they change:
 * - the site version: an entry of another version is never served. The app writes it inside
 *   `SiteVersion.bump`, before the write that bumped it answers, so the front is never stale.
 * - the next publish time (ms; 0 = being looked up): no entry is served at or after it.
 * - draining (graceful shutdown): everything goes to the app, which answers as it does then.
 * - the app thread's heartbeat (ms): the front answers /health/live only while it is recent.
 * - open client connections (the front's), which the shutdown waits for.
 */
export class SharedFrontState {
  readonly buffer: SharedArrayBuffer;
  private readonly ints: Int32Array;
  private readonly floats: Float64Array;

  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(BYTES)) {
    this.buffer = buffer;
    this.ints = new Int32Array(buffer, 0, 4);
    this.floats = new Float64Array(buffer, 0, 4);
  }

  get version(): number {
    return Atomics.load(this.ints, I_VERSION);
  }
  set version(v: number) {
    Atomics.store(this.ints, I_VERSION, v);
  }
  get draining(): boolean {
    return Atomics.load(this.ints, I_DRAINING) === 1;
  }
  set draining(v: boolean) {
    Atomics.store(this.ints, I_DRAINING, v ? 1 : 0);
  }
  get connections(): number {
    return Atomics.load(this.ints, I_CONNECTIONS);
  }
  connectionOpened(): void {
    Atomics.add(this.ints, I_CONNECTIONS, 1);
  }
  connectionClosed(): void {
    Atomics.sub(this.ints, I_CONNECTIONS, 1);
  }
  get deadline(): number {
    return this.floats[F_DEADLINE];
  }
  set deadline(ms: number) {
    this.floats[F_DEADLINE] = ms;
  }
  get heartbeat(): number {
    return this.floats[F_HEARTBEAT];
  }
  set heartbeat(ms: number) {
    this.floats[F_HEARTBEAT] = ms;
  }
}

/** What the front is started with (workerData). */
export interface FrontOptions {
  shared: SharedArrayBuffer;
  /** The public port and address. */
  port: number;
  host: string;
  /** Where the app listens for what the front forwards (a private Unix socket). */
  appSocket: string;
  trustProxy: boolean;
  /** The hot path's request lines: written (info and below) or not. */
  logRequests: boolean;
  maxBytes: number;
  notFoundMaxBytes: number;
}

/** The app's messages to the front. */
export type ToFront =
  /** A finished response to keep (the front checks its version on arrival). */
  | { t: 'entry'; key: string; entry: CachedResponse }
  /** The liveness answer's headers (helmet's included), for the front to send from then on. */
  | { t: 'live'; headers: string[] }
  /** The front's metrics (prom-client JSON), for the app's /metrics. */
  | { t: 'metrics'; id: number }
  /** The cache's figures. */
  | { t: 'stats'; id: number }
  /** Graceful shutdown: stop accepting connections (those open stay until they end). */
  | { t: 'close-listener' }
  /** Last step of a shutdown: flush the log lines and answer 'stopped'. */
  | { t: 'stop'; id: number };

/** The front's messages to the app. */
export type FromFront =
  | { t: 'listening'; port: number }
  | { t: 'log'; text: string }
  | { t: 'metrics'; id: number; json: unknown[] }
  | { t: 'stats'; id: number; stats: PageCacheStats }
  | { t: 'stopped'; id: number }
  | { t: 'failed'; message: string };

/** Structured cloning turns Buffers into plain Uint8Arrays: gives each body its Buffer view back (no copy). */
export function reviveEntry(entry: CachedResponse): CachedResponse {
  const buf = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
  for (const v of [entry.identity, entry.gzip, entry.br]) if (v) v.body = buf(v.body);
  return entry;
}
