// First, like main.ts: keeps the fast path of process.nextTick for this thread's life.
import '../common/tick-object-shape';

import * as http from 'node:http';
import * as net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

import { Metrics } from '../observability/metrics';
import { batchedLines, requestIdGenerator, requestLineWriter } from '../observability/request-line';
import { hotPath } from '../page-cache/hot-path';
import { CachedResponse, PageCacheStore } from '../page-cache/page-cache-store';
import { forwarder } from './forward';
import { FromFront, FrontOptions, reviveEntry, SharedFrontState, ToFront } from './front-protocol';

/*
 * The front thread's entry (see front-protocol.ts): the public HTTP server. Page-cache hits and the
 * liveness probe are answered here, in an isolate holding little more than the cache, with the same
 * bytes, headers, request id, log line and histogram the app gives them; everything else is
 * forwarded to the app. Measured (issue 15): the same hit path inside the app's large isolate runs
 * about a quarter slower (Node's internals are shared with everything the app runs).
 */

const opts = workerData as FrontOptions;
const port = parentPort!;
const send = (m: FromFront) => port.postMessage(m);
const shared = new SharedFrontState(opts.shared);
const store = new PageCacheStore(opts.maxBytes, opts.notFoundMaxBytes);
const metrics = new Metrics({ pageCache: () => store.stats() }, { defaults: false });

// Request lines go to the app thread in batches, which writes them with its own (the one writer of standard output).
const lines = batchedLines((text) => send({ t: 'log', text }));
const log = opts.logRequests ? requestLineWriter('info', lines) : () => undefined;

/** Entries of an older version are dropped on sight; the whole store is emptied once per new version. */
let storeVersion = shared.version;
function currentVersion(): number {
  const v = shared.version;
  if (v !== storeVersion) {
    storeVersion = v;
    store.clear();
  }
  return v;
}

function peek(key: string): CachedResponse | undefined {
  const version = currentVersion();
  // At or past the next publish time (or while it is looked up): the app answers, and bumps the version.
  if (!(Date.now() < shared.deadline)) return undefined;
  return store.get(key, version);
}

let liveHeaders: string[] | null = null;
/** The app thread answered its heartbeat this recently: the process is alive, not only this thread. */
const HEARTBEAT_MAX_AGE_MS = 5000;

const requestId = requestIdGenerator(opts.trustProxy);
const forward = forwarder({ socketPath: opts.appSocket, trustProxy: opts.trustProxy, requestId });
const handler = hotPath({
  store,
  peek,
  trustProxy: opts.trustProxy,
  statuses: new Set([200, 404]),
  countsMisses: true,
  requestId,
  log,
  observe: (method, route, status, seconds) => metrics.observe(method, route, status, seconds),
  draining: () => shared.draining,
  liveHeaders: () => (liveHeaders !== null && Date.now() - shared.heartbeat < HEARTBEAT_MAX_AGE_MS ? liveHeaders : null),
  pass: forward,
});

// Fastify's defaults for kept-alive connections (72 s idle), which the balancer's settings assume.
const server = http.createServer({ keepAliveTimeout: 72_000 }, handler);
server.on('connection', (socket: net.Socket) => {
  shared.connectionOpened();
  socket.once('close', () => shared.connectionClosed());
});

port.on('message', (m: ToFront) => {
  switch (m.t) {
    case 'entry':
      // Made under an older version than the current one: a write happened meanwhile, so never kept.
      if (m.entry.version === currentVersion()) store.set(m.key, reviveEntry(m.entry));
      break;
    case 'live':
      liveHeaders = m.headers;
      break;
    case 'metrics':
      metrics.registry.getMetricsAsJSON().then(
        (json) => send({ t: 'metrics', id: m.id, json }),
        () => send({ t: 'metrics', id: m.id, json: [] }),
      );
      break;
    case 'stats':
      send({ t: 'stats', id: m.id, stats: store.stats() });
      break;
    case 'close-listener':
      // net.Server's close only stops listening; http's would also close idle connections at once.
      net.Server.prototype.close.call(server);
      break;
    case 'stop':
      lines.flush();
      forward.agent.destroy();
      send({ t: 'stopped', id: m.id });
      break;
  }
});

server.once('error', (e: Error) => send({ t: 'failed', message: e.message }));
server.listen(opts.port, opts.host, () => send({ t: 'listening', port: (server.address() as net.AddressInfo).port }));
