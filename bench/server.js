// Cached public answers: the built app against a bare node:http server that returns the same bytes.
//
//   npm run build && node bench/server.js
//   BENCH_DURATION=2 BENCH_WARMUP=0 BENCH_PATHS=/,states node bench/server.js   # a quick check
//
// 1. Starts the built app as `npm start` does (node dist/src/main.js) under `taskset -c 0`: production
//    settings, SQLite in a fresh folder under bench/tmp, demo content; waits until it is ready and its
//    start-up work is done.
// 2. For each path, fetches the answer until it comes from the page cache (the first request fills
//    it) and records that one: status, headers and body bytes.
// 3. Loads the app, one path at a time: `taskset -c 1 wrk -t1 -c50 -d<N>s --latency` after a warm-up.
//    Reads the app's resident memory (VmRSS) after the last path, then stops it.
// 4. Starts bench/bare-server.js under `taskset -c 0` (the app is gone, so it has the core to itself),
//    checks it returns the recorded bytes, and loads it the same way.
// 5. Prints req/s of both, their ratio, the app's p99 and RSS against the targets, and writes the
//    figures to bench/results/server-<time>.json.
//
// Settings (environment):
//   BENCH_DURATION  seconds per measured run (8)      BENCH_WARMUP  seconds of warm-up before each (2)
//   BENCH_CONNECTIONS  wrk connections (50)
//   BENCH_PATHS     comma list of row names or paths (default: every public template and `states`)
//   BENCH_ACCEPT_ENCODING  the Accept-Encoding sent ("br"; empty for none)
//   BENCH_DIST      the build to measure (dist)       BENCH_APP_ENV  extra app settings, "KEY=VALUE …"
//   BENCH_APP_CPU / BENCH_LOAD_CPU  the servers' core / wrk's core (0 / 1)
//   BENCH_KEEP=1    keep bench/tmp/server-… (the app's log, the recorded answers)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const {
  PINNED,
  BenchError,
  sleep,
  spawnPinned,
  stop,
  freePort,
  request,
  cpuOf,
  rssOf,
  settle,
  parseEnvList,
  startApp,
  buildDir,
  runDir,
  writeResults,
  runBench,
} = require('./lib/processes');
const { requireWrk, runWrk } = require('./lib/wrk');
const { publicPages, selectPages } = require('./public-pages');

const env = process.env;
const num = (v, def) => (v === undefined || v === '' ? def : Number(v));
const DURATION = num(env.BENCH_DURATION, 8);
const WARMUP = num(env.BENCH_WARMUP, 2);
const CONNECTIONS = num(env.BENCH_CONNECTIONS, 50);
const APP_CPU = env.BENCH_APP_CPU ?? '0';
const LOAD_CPU = env.BENCH_LOAD_CPU ?? '1';
const ACCEPT_ENCODING = env.BENCH_ACCEPT_ENCODING ?? 'br';

const TARGETS = { ratio: 0.5, p99Ms: 10, rssMB: 200 };
/** A server that used less of its core than this while loaded was sharing it: that row's figures are not final. */
const FULL_CORE = 0.85;

let dir = null;

/** Warm-up, then the measured run, with the share of a core the server used during it. */
async function load(port, pid, row) {
  const opts = { cpu: LOAD_CPU, url: `http://127.0.0.1:${port}${row.path}`, connections: CONNECTIONS, headers: ACCEPT_ENCODING ? { 'Accept-Encoding': ACCEPT_ENCODING } : {} };
  if (WARMUP > 0) await runWrk({ ...opts, seconds: WARMUP });
  const c0 = cpuOf(pid);
  const t0 = Date.now();
  const r = await runWrk({ ...opts, seconds: DURATION });
  return { ...r, coreShare: +((cpuOf(pid) - c0) / ((Date.now() - t0) / 1000)).toFixed(2) };
}

function table(rows) {
  const pass = (ok) => (ok ? 'pass' : 'FAIL');
  const cols = [
    ['path', (r) => (r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path)],
    ['bytes', (r) => String(r.bytes)],
    ['app req/s', (r) => r.app.rps.toFixed(0)],
    ['bare req/s', (r) => r.bare.rps.toFixed(0)],
    ['ratio', (r) => r.ratio.toFixed(2)],
    ['app p50', (r) => `${r.app.p50.toFixed(2)} ms`],
    ['app p99', (r) => `${r.app.p99.toFixed(2)} ms`],
    ['bare p99', (r) => `${r.bare.p99.toFixed(2)} ms`],
    [`ratio>=${TARGETS.ratio}`, (r) => pass(r.ratio >= TARGETS.ratio)],
    [`p99<=${TARGETS.p99Ms}ms`, (r) => pass(r.app.p99 <= TARGETS.p99Ms)],
    ['notes', (r) => r.notes.join('; ')],
  ];
  const cells = rows.map((r) => cols.map(([, f]) => f(r)));
  const widths = cols.map(([h], i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (vals) =>
    vals
      .map((v, i) => (i === 0 || i === cols.length - 1 ? v.padEnd(widths[i]) : v.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cols.map(([h]) => h)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

async function main() {
  const dist = buildDir();
  requireWrk();
  if (!(DURATION > 0) || !(CONNECTIONS > 0)) throw new BenchError('BENCH_DURATION and BENCH_CONNECTIONS must be positive');
  dir = runDir('server');
  const loadBefore = os.loadavg()[0];
  console.log(`wrk -t1 -c${CONNECTIONS} -d${DURATION}s --latency after ${WARMUP} s of warm-up; Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}`);
  console.log(PINNED ? `servers on core ${APP_CPU}, one at a time; wrk on core ${LOAD_CPU}` : 'NOT pinned (taskset or a second core is missing): these figures are not comparable');
  if (loadBefore > 0.5) console.log(`load average ${loadBefore.toFixed(2)} before the run: the machine is busy, so these figures are not final`);

  // The app.
  const app = await startApp({ dist, runDir: dir, cpu: APP_CPU, env: parseEnvList(env.BENCH_APP_ENV, 'BENCH_APP_ENV') });
  const settled = await settle(app.child.pid);
  console.log(`app ready on :${app.port} (pid ${app.child.pid})${settled ? '' : ', still busy after 60 s'}; RSS ${rssOf(app.child.pid).rssMB} MB`);

  const all = await publicPages(`http://127.0.0.1:${app.port}`, { dist });
  for (const t of all.filter((x) => x.skip)) console.log(`  skipped ${t.name}: ${t.skip}`);
  const defaults = all.filter((t) => !t.skip && (t.html || t.name === 'states'));
  let chosen;
  try {
    chosen = env.BENCH_PATHS
      ? selectPages(
          all.filter((t) => !t.skip && !t.method),
          env.BENCH_PATHS,
          'BENCH_PATHS',
        )
      : defaults;
  } catch (e) {
    throw new BenchError(e.message);
  }

  // Record what the app answers from its page cache: the first request fills it (the compressed copies
  // are made in the background), so ask again until the answer is a hit, for two seconds at most.
  const headers = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
  fs.mkdirSync(path.join(dir, 'bodies'));
  const entries = [];
  const rows = [];
  for (const [i, t] of chosen.entries()) {
    let res = await request(app.port, { path: t.path, headers });
    for (let tries = 0; tries < 40 && res.headers['x-cache'] !== 'HIT'; tries++) {
      await sleep(50);
      res = await request(app.port, { path: t.path, headers });
    }
    const bodyFile = path.join('bodies', `${i}.bin`);
    fs.writeFileSync(path.join(dir, bodyFile), res.body);
    entries.push({ method: 'GET', path: t.path, acceptEncoding: headers['accept-encoding'] ?? '', status: res.status, headers: res.rawHeaders, bodyFile });
    rows.push({ name: t.name, path: t.path, status: res.status, bytes: res.body.length, cache: res.headers['x-cache'] ?? null, body: res.body, notes: [] });
  }
  const manifest = path.join(dir, 'manifest.json');
  fs.writeFileSync(manifest, JSON.stringify({ entries }, null, 1));

  for (const [i, r] of rows.entries()) {
    process.stdout.write(`  app  [${i + 1}/${rows.length}] ${r.path} … `);
    r.app = await load(app.port, app.child.pid, r);
    console.log(`${r.app.rps.toFixed(0)} req/s, p99 ${r.app.p99} ms`);
  }
  const rssAfter = rssOf(app.child.pid);
  await stop(app.child);

  // The bare server, alone on the same core.
  const barePort = await freePort();
  const bare = spawnPinned(APP_CPU, process.execPath, [path.join(__dirname, 'bare-server.js'), manifest, String(barePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    bare.stdout.on('data', (d) => {
      out += d;
      if (out.includes('ready')) resolve();
    });
    bare.once('exit', (code) => reject(new BenchError(`the bare server exited (${code})`)));
  });
  for (const r of rows) {
    const res = await request(barePort, { path: r.path, headers });
    if (res.status !== r.status || !res.body.equals(r.body)) throw new BenchError(`the bare server does not return the app's bytes for ${r.path}`);
  }
  for (const [i, r] of rows.entries()) {
    process.stdout.write(`  bare [${i + 1}/${rows.length}] ${r.path} … `);
    r.bare = await load(barePort, bare.pid, r);
    console.log(`${r.bare.rps.toFixed(0)} req/s`);
  }
  await stop(bare);

  for (const r of rows) {
    r.ratio = r.app.rps / r.bare.rps;
    if (r.status !== 200) r.notes.push(`status ${r.status}`);
    if (r.cache !== 'HIT') r.notes.push(`not a page-cache hit (x-cache: ${r.cache ?? 'none'})`);
    if (r.app.non2xx || r.app.socketErrors) r.notes.push(`app: ${r.app.non2xx} non-2xx, ${r.app.socketErrors} socket errors`);
    if (r.bare.non2xx || r.bare.socketErrors) r.notes.push(`bare: ${r.bare.non2xx} non-2xx, ${r.bare.socketErrors} socket errors`);
    for (const who of ['app', 'bare']) if (r[who].coreShare < FULL_CORE) r.notes.push(`${who} had ${Math.round(r[who].coreShare * 100)}% of its core`);
  }

  console.log(`\n${table(rows)}\n`);
  if (rows.some((r) => r.notes.some((n) => n.includes('of its core'))))
    console.log('"had N% of its core": another process took part of that core, or wrk was the limit: run again on a quiet machine.');
  const rssOk = rssAfter.rssMB !== null && rssAfter.rssMB <= TARGETS.rssMB;
  console.log(`app RSS after the load: ${rssAfter.rssMB} MB (peak ${rssAfter.peakMB} MB): ${rssOk ? 'pass' : 'FAIL'} (target <= ${TARGETS.rssMB} MB)`);
  const ratioOk = rows.filter((r) => r.ratio >= TARGETS.ratio).length;
  const p99Ok = rows.filter((r) => r.app.p99 <= TARGETS.p99Ms).length;
  console.log(`ratio >= ${TARGETS.ratio} on ${ratioOk} of ${rows.length} paths; app p99 <= ${TARGETS.p99Ms} ms on ${p99Ok} of ${rows.length}`);

  const file = writeResults('server', {
    settings: {
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
      acceptEncoding: ACCEPT_ENCODING,
      pinned: PINNED,
      appCpu: APP_CPU,
      loadCpu: LOAD_CPU,
      appEnv: env.BENCH_APP_ENV || null,
    },
    loadavgBefore: loadBefore,
    targets: TARGETS,
    appRssAfter: rssAfter,
    rows: rows.map(({ body: _body, ...r }) => ({ ...r, ratio: +r.ratio.toFixed(3) })),
  });
  console.log(`results: ${file}`);
}

runBench(main, () => (dir ? [dir] : []));
