// Server benchmark (issue 15, "Benchmark honestly"): the built app against a bare node:http server
// returning the same bytes, each in its own process pinned to one core, the load generator pinned to
// the other.
//
//   npm run build && node bench/server.js
//   BENCH_DURATION=2 BENCH_WARMUP=1 BENCH_PATHS=home-us,states,kc-filter node bench/server.js   # a quick check
//
// What it does:
//   1. Starts the built app (BENCH_DIST/src/main.js, CLIENT_DIR=BENCH_DIST/client) under `taskset -c 0`,
//      NODE_ENV=production with throwaway secrets, SQLite in a fresh DATA_DIR under bench/tmp, demo
//      content seeded, on a free port, waits for /health/ready, then until its background start-up
//      work is done (under 3% of a core for two seconds).
//   2. Picks real slugs from the seeded content through the public API (knowledge-center and
//      press-release items, a custom page) so every item page exists.
//   3. Fetches each path once per encoding (no Accept-Encoding, and `Accept-Encoding: br`) and saves the
//      status, headers and body bytes under bench/tmp; starts bench/bare-server.js, which answers with
//      exactly those, under `taskset -c 0` too, and checks that it returns the same bytes.
//   4. For each path and encoding: warm up and load the app, then warm up and load the bare server (both
//      stay up; only one is loaded at a time) with `wrk -t1 -c50 -d8s --latency` under `taskset -c 1`
//      (autocannon in its own process if wrk is missing). POSTs go through a small Lua script.
//   5. Prints one table (req/s and p99 of both, their ratio, and the ratio of requests per CPU-second of
//      each server, read from /proc, which a busy machine disturbs less) and the app's RSS (VmRSS) before
//      and after, and writes everything as JSON to bench/results/ (gitignored). A server that had less
//      than 85% of its core during its run is flagged: the figures of that row are not final.
//
// Settings (environment):
//   BENCH_DURATION   seconds per measured run (8)         BENCH_WARMUP     seconds of warm-up before each (2; 0 = none)
//   BENCH_CONNECTIONS connections (50)                     BENCH_THREADS    wrk threads (1)
//   BENCH_PATHS      comma list of row names or paths to run (default: all); a path not in the list is added as a GET
//   BENCH_ENCODINGS  comma list of none,br (both)
//   BENCH_DIST       build folder (dist): another copy, e.g. dist-bench, while dist/ is being rebuilt
//   BENCH_TOOL       wrk | autocannon (wrk when /usr/bin/wrk exists)
//   BENCH_APP_CPU / BENCH_LOAD_CPU  cores for the servers / the load generator (0 / 1)
//   BENCH_NODE_FLAGS the node flags of the app and the bare server (default: those of `npm start`, e.g.
//                    --max-semi-space-size=4); the bare server then gets --max-semi-space-size=8, the app's
//                    front thread's (BENCH_BARE_SEMI_SPACE to change it)
//   BENCH_NODE_ENV   the app's NODE_ENV (production: test and development re-read index.html and the asset
//                    folder on every page, which production does once)
//   BENCH_APP_ENV    extra app settings, e.g. "PAGE_CACHE=false" (space or comma separated KEY=VALUE)
//   BENCH_REPS_QUERY the /reps-retailers search (label=Retailers&zip=50010)
//   BENCH_KC_CATEGORY the knowledge-center category page (39, Articles)
//   BENCH_KEEP=1     keep bench/tmp/server-… (app log, recorded responses) after the run
//
// Targets (reported, not asserted): app >= 0.6x the bare server's req/s, app p99 <= 10 ms at 50
// connections, app RSS <= 250 MB after the bench.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');
const { publicPages, selectPages } = require('./public-pages');

const ROOT = path.resolve(__dirname, '..');
const env = process.env;
const cliArg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const num = (v, def) => (v === undefined || v === '' ? def : Number(v));

const DIST = path.resolve(ROOT, env.BENCH_DIST || 'dist');
const MAIN = path.join(DIST, 'src', 'main.js');
const CLIENT = path.join(DIST, 'client');
const DURATION = num(cliArg('duration') ?? env.BENCH_DURATION, 8);
const WARMUP = num(env.BENCH_WARMUP, 2);
const CONNECTIONS = num(cliArg('connections') ?? env.BENCH_CONNECTIONS, 50);
const THREADS = num(env.BENCH_THREADS, 1);
const APP_CPU = env.BENCH_APP_CPU ?? '0';
const LOAD_CPU = env.BENCH_LOAD_CPU ?? '1';
const NODE_ENV = env.BENCH_NODE_ENV || 'production';
const ENCODINGS = (env.BENCH_ENCODINGS || 'none,br')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const REPS_QUERY = env.BENCH_REPS_QUERY || 'label=Retailers&zip=50010';
const KC_CATEGORY = env.BENCH_KC_CATEGORY || '39';
const KEEP = !!env.BENCH_KEEP;
/** The bare server's V8 semi-space (MB): the one the app's front thread serves with (FRONT_SEMI_SPACE_MB in src/front/front-link.ts). */
const BARE_SEMI_SPACE_MB = Number(env.BENCH_BARE_SEMI_SPACE || 8);
/** The node flags the app is deployed with: those of `npm start` (the Dockerfile's CMD uses the same). */
const APP_NODE_FLAGS = (() => {
  if (env.BENCH_NODE_FLAGS !== undefined) return env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const start = require(path.join(ROOT, 'package.json')).scripts?.start ?? '';
  const m = /^node\s+(.*?)\s*dist\/src\/main\.js$/.exec(start.trim());
  return m ? m[1].split(/\s+/).filter(Boolean) : [];
})();
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 10;
const TARGET_RSS_MB = 250;

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((f) => fs.existsSync(f));
const TOOL = env.BENCH_TOOL || (WRK ? 'wrk' : 'autocannon');
const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((f) => fs.existsSync(f));
const PINNED = !!TASKSET && os.cpus().length >= 2;

const RUN_DIR = path.join(__dirname, 'tmp', `server-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
const RESULTS_DIR = path.join(__dirname, 'results');

/** A failure explained in its message (no stack trace printed). */
class BenchError extends Error {}

const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Spawns a command pinned to a core (when taskset and two cores exist); taskset execs it, so the pid is the command's own. */
function spawnPinned(cpu, cmd, args, opts) {
  const child = PINNED ? spawn(TASKSET, ['-c', String(cpu), cmd, ...args], opts) : spawn(cmd, args, opts);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stop(child, ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(ms).then(() => false)])) === false) {
    child.kill('SIGKILL');
    await exited;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** One request; the body is kept as sent (no decompression). */
function request(port, { method = 'GET', path: p, body, acceptEncoding = '' }, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const headers = {};
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, rawHeaders: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${p}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far. */
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / CLK_TCK;
  } catch {
    return NaN;
  }
}

/**
 * Waits until the app's start-up work in the background is done (the seeded documents' PDF text, the
 * first compressions): less than 3% of a core over a second, twice in a row, or 60 s at most. The bench
 * measures serving, not start-up.
 */
async function settle(pid) {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  let last = cpuOf(pid);
  while (Date.now() < deadline && quiet < 2) {
    await sleep(1000);
    const now = cpuOf(pid);
    quiet = now - last < 0.03 ? quiet + 1 : 0;
    last = now;
  }
  return quiet >= 2;
}

function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMB: +(kb('VmRSS') / 1024).toFixed(1), peakMB: +(kb('VmHWM') / 1024).toFixed(1) };
  } catch {
    return { rssMB: null, peakMB: null };
  }
}

// ---------------------------------------------------------------------------------------------
// The app

async function startApp(port, dataDir) {
  const appEnv = { ...env };
  // Nothing from the caller's shell that would point the app elsewhere; BENCH_APP_ENV sets what a run needs.
  for (const k of Object.keys(appEnv)) if (k.startsWith('BENCH_')) delete appEnv[k];
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'DOCUMENT_STORAGE', 'PUBLIC_URL_US', 'PUBLIC_URL_CA', 'TRUST_PROXY']) delete appEnv[k];
  Object.assign(appEnv, {
    NODE_ENV,
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: CLIENT,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
    JWT_ACCESS_SECRET: crypto.randomBytes(36).toString('base64url'),
    // Production requires the public origin of emailed links.
    PUBLIC_URL_US: `http://127.0.0.1:${port}`,
  });
  for (const kv of (env.BENCH_APP_ENV || '').split(/[\s,]+/).filter(Boolean)) {
    const i = kv.indexOf('=');
    if (i < 1) throw new BenchError(`BENCH_APP_ENV: "${kv}" is not KEY=VALUE`);
    appEnv[kv.slice(0, i)] = kv.slice(i + 1);
  }
  const log = fs.openSync(path.join(RUN_DIR, 'app.log'), 'a');
  // cwd is the run folder, so a developer's .env in the checkout is not read.
  const child = spawnPinned(APP_CPU, process.execPath, [...APP_NODE_FLAGS, MAIN], { cwd: RUN_DIR, env: appEnv, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((r) => child.once('exit', (code, sig) => r(`exited (${sig ?? code})`)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await request(port, { path: '/health/ready' }, 2000).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return child;
    const gone = await Promise.race([exited, sleep(200).then(() => null)]);
    if (gone) throw new BenchError(`the app ${gone} before it was ready; its log:\n${tail(path.join(RUN_DIR, 'app.log'))}`);
  }
  throw new BenchError(`the app was not ready after 120 s; its log:\n${tail(path.join(RUN_DIR, 'app.log'))}`);
}

const tail = (file, n = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-n).join('\n');
  } catch {
    return '(no log)';
  }
};

// ---------------------------------------------------------------------------------------------
// Load generation

const encodingHeader = (enc) => (enc === 'br' ? 'br' : '');

function runTool(cmd, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawnPinned(LOAD_CPU, cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${code}): ${err || out}`));
    });
  });
}

function wrkScript(t) {
  if (!t.body) return null;
  const file = path.join(RUN_DIR, `${t.name.replace(/[^a-z0-9-]/gi, '_')}.lua`);
  let eq = '=';
  while (t.body.includes(`]${eq}]`)) eq += '=';
  fs.writeFileSync(file, [`wrk.method = "${t.method}"`, `wrk.body = [${eq}[${t.body}]${eq}]`, 'wrk.headers["Content-Type"] = "application/json"', ''].join('\n'));
  return file;
}

const toMs = (v, unit) => v * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

async function wrk(port, t, enc, seconds) {
  const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  if (encodingHeader(enc)) args.push('-H', `Accept-Encoding: ${encodingHeader(enc)}`);
  const script = wrkScript(t);
  if (script) args.push('-s', script);
  args.push(`http://127.0.0.1:${port}${t.path}`);
  const out = await runTool(WRK, args, (seconds + 30) * 1000);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(out);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const total = /(\d+) requests in/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const read = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB|TB) read/.exec(out);
  const readBytes = read ? Number(read[1]) * 1024 ** ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(read[2]) : null;
  if (!rps || !p99) throw new BenchError(`could not read wrk's output:\n${out}`);
  return {
    rps: Number(rps[1]),
    p99: toMs(Number(p99[1]), p99[2]),
    requests: Number(total?.[1] ?? 0),
    non2xx: Number(non2xx?.[1] ?? 0),
    errors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    bytesPerResponse: readBytes && total ? Math.round(readBytes / Number(total[1])) : null,
  };
}

async function autocannon(port, t, enc, seconds) {
  const bin = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [bin, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', t.method ?? 'GET'];
  if (encodingHeader(enc)) args.push('-H', `accept-encoding=${encodingHeader(enc)}`);
  if (t.body) args.push('-H', 'content-type=application/json', '-b', t.body);
  args.push(`http://127.0.0.1:${port}${t.path}`);
  const r = JSON.parse(await runTool(process.execPath, args, (seconds + 30) * 1000));
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: (r.errors ?? 0) + (r.timeouts ?? 0),
    bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
  };
}

/**
 * Warm-up, then the measured run, with the CPU time the server used during it: requests per CPU-second
 * hardly moves when another process takes part of the server's core, so it backs the req/s on a busy machine.
 */
async function load(port, pid, t, enc) {
  const run = TOOL === 'wrk' ? wrk : autocannon;
  if (WARMUP > 0) await run(port, t, enc, WARMUP);
  const c0 = cpuOf(pid);
  const w0 = Date.now();
  const res = await run(port, t, enc, DURATION);
  const cpuS = cpuOf(pid) - c0;
  return { ...res, cpuS: +cpuS.toFixed(2), cpuShare: +(cpuS / ((Date.now() - w0) / 1000)).toFixed(2), perCpuS: cpuS > 0 ? Math.round(res.requests / cpuS) : null };
}

// ---------------------------------------------------------------------------------------------
// Output

function table(rows) {
  const cols = [
    ['row', (r) => r.name],
    ['path', (r) => (r.path.length > 44 ? `${r.path.slice(0, 41)}...` : r.path)],
    ['enc', (r) => r.encoding],
    ['status', (r) => String(r.status)],
    ['bytes', (r) => String(r.bytes)],
    ['app req/s', (r) => r.app.rps.toFixed(0)],
    ['app p99', (r) => `${r.app.p99.toFixed(2)} ms`],
    ['bare req/s', (r) => r.bare.rps.toFixed(0)],
    ['bare p99', (r) => `${r.bare.p99.toFixed(2)} ms`],
    ['app/bare', (r) => r.ratio.toFixed(2)],
    ['per CPU-s', (r) => (r.ratioPerCpu === null ? '-' : r.ratioPerCpu.toFixed(2))],
    ['notes', (r) => r.notes.join('; ')],
  ];
  const right = new Set(['status', 'bytes', 'app req/s', 'app p99', 'bare req/s', 'bare p99', 'app/bare', 'per CPU-s']);
  const cells = rows.map((r) => cols.map(([, f]) => f(r)));
  const widths = cols.map(([h], i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (vals) =>
    vals
      .map((v, i) => (right.has(cols[i][0]) ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cols.map(([h]) => h)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

function gitInfo() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', 'src', 'client'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return { commit, srcDirty: dirty };
  } catch {
    return { commit: null, srcDirty: null };
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!fs.existsSync(MAIN) || !fs.existsSync(path.join(CLIENT, 'index.html'))) {
    throw new BenchError(
      `no complete build in ${DIST} (need src/main.js and client/index.html): run npm run build, or build a copy and set BENCH_DIST:\n` +
        '  npx tsc -p tsconfig.build.json --outDir dist-bench && CLIENT_OUT_DIR=dist-bench/client npm run build:client && BENCH_DIST=dist-bench node bench/server.js',
    );
  }
  if (TOOL === 'wrk' && !WRK) throw new BenchError('BENCH_TOOL=wrk but wrk is not installed (apt-get install -y wrk)');
  if (!(DURATION > 0) || !(CONNECTIONS > 0)) throw new BenchError('BENCH_DURATION and BENCH_CONNECTIONS must be positive');
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const load0 = os.loadavg()[0];
  console.log(
    `Server benchmark: ${TOOL} ${TOOL === 'wrk' ? `-t${THREADS} ` : ''}-c${CONNECTIONS}, ${DURATION} s per run after ${WARMUP} s of warm-up; ` +
      (PINNED ? `app and bare server on core ${APP_CPU}, ${TOOL} on core ${LOAD_CPU}` : 'NOT pinned (taskset or a second core missing): figures are not comparable'),
  );
  console.log(
    `build ${path.relative(ROOT, DIST) || '.'}, node ${APP_NODE_FLAGS.join(' ') || '(no flags)'}, NODE_ENV=${NODE_ENV}${env.BENCH_APP_ENV ? `, ${env.BENCH_APP_ENV}` : ''}; load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}${load0 > 0.5 ? ' (the machine is busy: these figures are not final)' : ''}`,
  );
  if (TOOL !== 'wrk')
    console.log(
      '(autocannon in its own process: wrk is missing. One core running autocannon cannot load either server fully here, so both ratios drift toward 1 and the rows say each server had less than its core: apt-get install -y wrk for final figures)',
    );

  const appPort = await freePort();
  const barePort = await freePort();
  const dataDir = path.join(RUN_DIR, 'data');
  const t0 = Date.now();
  const app = await startApp(appPort, dataDir);
  console.log(
    `app ready on :${appPort} in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${app.pid}, ${fs.readFileSync(`/proc/${app.pid}/comm`, 'utf8').trim()}); RSS ${rssOf(app.pid).rssMB} MB`,
  );

  const t1 = Date.now();
  const settled = await settle(app.pid);
  console.log(
    `app ${settled ? 'idle' : 'still busy'} after ${((Date.now() - t1) / 1000).toFixed(1)} s more (start-up work: PDF text of the seeded documents); RSS ${rssOf(app.pid).rssMB} MB`,
  );

  const all = await publicPages(`http://127.0.0.1:${appPort}`, { dist: DIST, repsQuery: REPS_QUERY, kcCategory: KC_CATEGORY });
  for (const t of all.filter((x) => x.skip)) console.log(`  skipped ${t.name}: ${t.skip}`);
  let chosen;
  try {
    chosen = selectPages(
      all.filter((t) => !t.skip),
      env.BENCH_PATHS,
      'BENCH_PATHS',
    );
  } catch (e) {
    throw new BenchError(e.message);
  }

  // Record the app's answer to each request; the bare server replays it. The first answer to a request
  // can differ from the steady state (a cache being filled: compressed on the fly and sent chunked, then
  // stored and sent whole), so one request primes, the next is recorded and a third is compared with it.
  const bodiesDir = path.join(RUN_DIR, 'bodies');
  fs.mkdirSync(bodiesDir);
  const entries = [];
  const rows = [];
  for (const [i, t] of chosen.entries()) {
    for (const enc of ENCODINGS) {
      const acceptEncoding = encodingHeader(enc);
      const req = { method: t.method ?? 'GET', path: t.path, body: t.body, acceptEncoding };
      const first = await request(appPort, req);
      const res = await request(appPort, req);
      const third = await request(appPort, req);
      const unstable = third.status !== res.status || !third.body.equals(res.body);
      const bodyFile = path.join('bodies', `${i}-${t.name.replace(/[^a-z0-9-]/gi, '_')}-${enc}.bin`);
      fs.writeFileSync(path.join(RUN_DIR, bodyFile), res.body);
      entries.push({ method: t.method ?? 'GET', path: t.path, acceptEncoding, status: res.status, headers: res.rawHeaders, bodyFile });
      rows.push({
        target: t,
        name: t.name,
        path: t.path,
        method: t.method ?? 'GET',
        encoding: enc,
        status: res.status,
        bytes: res.body.length,
        firstBytes: first.body.length,
        unstable,
        contentEncoding: res.headers['content-encoding'] ?? null,
        body: res.body,
      });
    }
  }
  const manifest = path.join(RUN_DIR, 'manifest.json');
  fs.writeFileSync(manifest, JSON.stringify({ entries }, null, 1));

  // The bare server runs with the app's node flags, so a V8 setting helps or hurts both alike, and
  // preloads the app's src/common/tick-object-shape.js (without it, a bare server's process.nextTick
  // slows down for good after its first idle-time full GC, which would flatter the app's ratio).
  // Its young generation is the app front's (src/front/front-link.ts: 8 MB semi-spaces), as it serves the same load.
  const bareFlags = [...APP_NODE_FLAGS, `--max-semi-space-size=${BARE_SEMI_SPACE_MB}`, '--require', path.join(DIST, 'src', 'common', 'tick-object-shape.js')];
  const bare = spawnPinned(APP_CPU, process.execPath, [...bareFlags, path.join(__dirname, 'bare-server.js'), manifest, String(barePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    bare.stdout.on('data', (d) => {
      out += d;
      if (out.includes('ready')) resolve();
    });
    bare.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  for (const r of rows) {
    const res = await request(barePort, { method: r.method, path: r.path, body: r.target.body, acceptEncoding: encodingHeader(r.encoding) });
    if (res.status !== r.status || !res.body.equals(r.body)) throw new BenchError(`the bare server does not return the app's bytes for ${r.method} ${r.path} (${r.encoding})`);
  }

  const rssBefore = rssOf(app.pid);
  const started = Date.now();
  for (const [i, r] of rows.entries()) {
    process.stdout.write(`  [${i + 1}/${rows.length}] ${r.name} ${r.encoding}: app… `);
    r.app = await load(appPort, app.pid, r.target, r.encoding);
    process.stdout.write(`${r.app.rps.toFixed(0)} req/s; bare… `);
    r.bare = await load(barePort, bare.pid, r.target, r.encoding);
    r.ratio = r.app.rps / r.bare.rps;
    r.ratioPerCpu = r.app.perCpuS && r.bare.perCpuS ? r.app.perCpuS / r.bare.perCpuS : null;
    console.log(`${r.bare.rps.toFixed(0)} req/s`);
    r.notes = [];
    if (r.status < 200 || r.status >= 300) r.notes.push(`status ${r.status}`);
    if (r.unstable) r.notes.push("the app's answer changes from request to request");
    if (r.encoding === 'br' && r.contentEncoding !== 'br') r.notes.push(`sent ${r.contentEncoding ?? 'uncompressed'}`);
    if (r.app.non2xx) r.notes.push(`app non-2xx ${r.app.non2xx}`);
    if (r.bare.non2xx) r.notes.push(`bare non-2xx ${r.bare.non2xx}`);
    // Response and header bytes per request under load (from the load generator's byte count): a gap means the
    // app answered the load with something other than what was recorded (another status, a different body).
    const a = r.app.bytesPerResponse;
    const b = r.bare.bytesPerResponse;
    if (a && b && Math.abs(a - b) > Math.max(64, 0.02 * b)) r.notes.push(`app sent ${a} B/response under load, bare ${b}`);
    if (r.app.errors) r.notes.push(`app socket errors ${r.app.errors}`);
    if (r.bare.errors) r.notes.push(`bare socket errors ${r.bare.errors}`);
    // A server under full load uses its whole core; less means another process took part of it (or the load generator was the limit).
    if (r.app.cpuShare < 0.85) r.notes.push(`app had ${Math.round(r.app.cpuShare * 100)}% of a core`);
    if (r.bare.cpuShare < 0.85) r.notes.push(`bare had ${Math.round(r.bare.cpuShare * 100)}% of a core`);
    if (r.ratio < TARGET_RATIO) r.notes.push(`ratio < ${TARGET_RATIO}`);
    if (r.app.p99 > TARGET_P99_MS) r.notes.push(`p99 > ${TARGET_P99_MS} ms`);
  }
  const rssAfter = rssOf(app.pid);

  console.log(
    `\n${TOOL} ${TOOL === 'wrk' ? `-t${THREADS} ` : ''}-c${CONNECTIONS} -d${DURATION}s (after ${WARMUP} s warm-up); app and bare node:http each alone on core ${PINNED ? APP_CPU : '(unpinned)'}, load on core ${PINNED ? LOAD_CPU : '(unpinned)'}; enc = Accept-Encoding sent; per CPU-s = app/bare in requests per CPU-second of the server\n`,
  );
  console.log(table(rows));
  if (rows.some((r) => r.notes.some((x) => x.includes('of a core')))) {
    console.log(
      '"had N% of a core": the server used less than its core while loaded: another process took part of that core (a busy machine:\nrun again when it is quiet; "per CPU-s" is the steadier comparison meanwhile), or the load generator was the limit.',
    );
  }
  const n = rows.length;
  const ratioMet = rows.filter((r) => r.ratio >= TARGET_RATIO).length;
  const p99Met = rows.filter((r) => r.app.p99 <= TARGET_P99_MS).length;
  console.log(`\nTargets (reported, not asserted): app/bare >= ${TARGET_RATIO} on ${ratioMet} of ${n} rows; app p99 <= ${TARGET_P99_MS} ms on ${p99Met} of ${n} rows`);
  console.log(
    `App RSS (VmRSS): ${rssBefore.rssMB} MB before the load, ${rssAfter.rssMB} MB after (peak ${rssAfter.peakMB} MB); target <= ${TARGET_RSS_MB} MB after: ${rssAfter.rssMB <= TARGET_RSS_MB ? 'met' : 'NOT met'}`,
  );
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${((Date.now() - started) / 1000).toFixed(0)} s of load`,
  );

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, `server-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        ...gitInfo(),
        build: { dir: path.relative(ROOT, DIST), mainBuiltAt: fs.statSync(MAIN).mtime.toISOString(), nodeEnv: NODE_ENV, appEnv: env.BENCH_APP_ENV || null },
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadavgBefore: load0, loadavgAfter: os.loadavg()[0] },
        settings: { tool: TOOL, threads: THREADS, connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP, pinned: PINNED, appCpu: APP_CPU, loadCpu: LOAD_CPU },
        targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS, rssMB: TARGET_RSS_MB },
        appRss: { before: rssBefore, after: rssAfter },
        rows: rows.map(({ target, body, ...r }) => ({ ...r, ratio: +r.ratio.toFixed(3), ratioPerCpu: r.ratioPerCpu === null ? null : +r.ratioPerCpu.toFixed(3) })),
      },
      null,
      2,
    ),
  );
  console.log(`Results: ${path.relative(ROOT, out)}`);
  await stop(bare);
  await stop(app);
}

async function cleanup() {
  await Promise.all([...children].map((c) => stop(c, 3000)));
  if (!KEEP) fs.rmSync(RUN_DIR, { recursive: true, force: true });
  else console.log(`kept ${path.relative(ROOT, RUN_DIR)}`);
}

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    stopping = true;
    console.error(`\n${sig}: stopping the servers`);
    cleanup().finally(() => process.exit(130));
  });
}

main()
  .then(cleanup)
  .catch(async (e) => {
    if (stopping) return; // the signal handler cleans up and exits
    console.error(`\n${e instanceof BenchError ? e.message : (e.stack ?? e)}`);
    await cleanup();
    process.exit(1);
  });
