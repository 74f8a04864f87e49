// A mixed public load while an editor saves: is the page cache still fast, and is nothing stale?
//
//   npm run build && node bench/mixed.js
//   BENCH_DURATION=2 node bench/mixed.js    # a quick check
//
// 1. Starts the built app (node dist/src/main.js) under `taskset -c 0`, as bench/server.js does, with
//    METRICS_TOKEN set; this script moves itself to the load core (1).
// 2. Runs two wrk processes at once under `taskset -c 1` for BENCH_DURATION seconds: GETs of every
//    public template (homes, product, lists and items, labels, find-a-rep, a directory search, a
//    custom page, about, the selector, a thank-you page, the states list) on 9 of every 10
//    connections, and public filter POSTs with varied bodies (kinds, regions, pages, searches, sorts)
//    on the 10th. Each wrk sends its list round robin.
// 3. Meanwhile, once a second, signs in as the administrator (once, through /auth/login), loads a
//    knowledge-center item, saves it with a new title, and as soon as the save returns fetches the
//    item's public page as an anonymous visitor: the page must show the new title (a stale answer
//    otherwise).
// 4. Prints req/s and p50/p99 of each class, the page cache's hit rate over the run (from /metrics:
//    page_cache_hits_total, page_cache_misses_total), the saves' p50/p99 and the stale answers seen
//    (target: 0), and writes the figures to bench/results/mixed-<time>.json.
//
// Settings (environment): BENCH_DURATION (20), BENCH_CONNECTIONS (50, split 9:1), BENCH_SAVE_EVERY_MS
// (1000), BENCH_ACCEPT_ENCODING ("br"), BENCH_DIST, BENCH_APP_ENV, BENCH_APP_CPU / BENCH_LOAD_CPU, BENCH_KEEP.
const os = require('node:os');
const path = require('node:path');

const { PINNED, BenchError, sleep, pinSelf, request, api, rssOf, settle, parseEnvList, startApp, buildDir, runDir, writeResults, runBench } = require('./lib/processes');
const { requireWrk, roundRobinScript, runWrk } = require('./lib/wrk');
const { publicPages } = require('./public-pages');

const env = process.env;
const num = (v, def) => (v === undefined || v === '' ? def : Number(v));
const DURATION = num(env.BENCH_DURATION, 20);
const CONNECTIONS = num(env.BENCH_CONNECTIONS, 50);
const SAVE_EVERY_MS = num(env.BENCH_SAVE_EVERY_MS, 1000);
const APP_CPU = env.BENCH_APP_CPU ?? '0';
const LOAD_CPU = env.BENCH_LOAD_CPU ?? '1';
const ACCEPT_ENCODING = env.BENCH_ACCEPT_ENCODING ?? 'br';
/** The item the editor saves. */
const KIND = 'knowledge-center';

let dir = null;

/** The public filter bodies: a spread of kinds, regions, pages, searches and sorts, as the list pages send them. */
function filterRequests() {
  const out = [];
  for (const kind of ['knowledge-center', 'press-releases'])
    for (const regionId of [2, 3])
      for (const start of [0, 12])
        for (const extra of [{}, { sort: 'oldest' }, { search: 'nitrogen' }, { search: 'corn' }])
          out.push({ method: 'POST', path: `/api/${kind}/filter`, body: JSON.stringify({ start, length: 12, regionId, ...extra }) });
  return out;
}

/** Hits and misses so far, read from /metrics. */
async function cacheCounts(app) {
  const res = await request(app.port, { path: '/metrics', headers: { authorization: `Bearer ${app.metricsToken}` } });
  if (res.status !== 200) throw new BenchError(`/metrics answered ${res.status}`);
  const text = res.body.toString('utf8');
  const read = (name) => Number(new RegExp(`^${name}\\s+([\\d.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { hits: read('page_cache_hits_total'), misses: read('page_cache_misses_total') };
}

const percentile = (xs, p) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(2);
};

/**
 * The editor: every SAVE_EVERY_MS until `until`, load the item, save it with a new title, then fetch
 * its public page and check it shows that title. A title of letters, digits and spaces needs no
 * HTML escaping, so a plain search of the page finds it.
 */
async function editor(app, token, item, publicPath, until) {
  const saves = [];
  let n = 0;
  while (Date.now() < until) {
    const next = Date.now() + SAVE_EVERY_MS;
    n++;
    const t0 = performance.now();
    const current = await api(app.port, 'GET', `/api/admin/${KIND}/get/${item.baseId}`, undefined, token);
    const title = `Bench edit ${n} ${Date.now().toString(36)}`;
    await api(app.port, 'POST', `/api/admin/${KIND}/add`, { ...current, baseId: item.baseId, basedOnVersionId: current.latestVersionId ?? current.id, title }, token);
    const saveMs = performance.now() - t0;
    // No Accept-Encoding: the same cache entry as the load's, sent uncompressed so the title can be searched.
    const page = await request(app.port, { path: publicPath });
    const html = page.body.toString('utf8');
    saves.push({ n, saveMs: +saveMs.toFixed(2), status: page.status, cache: page.headers['x-cache'] ?? null, stale: page.status !== 200 || !html.includes(title) });
    await sleep(Math.max(0, next - Date.now()));
  }
  return saves;
}

async function main() {
  const dist = buildDir();
  requireWrk();
  if (!(DURATION > 0) || !(CONNECTIONS >= 2)) throw new BenchError('BENCH_DURATION must be positive and BENCH_CONNECTIONS at least 2');
  dir = runDir('mixed');
  const loadBefore = os.loadavg()[0];
  const postConnections = Math.max(1, Math.round(CONNECTIONS / 10));
  const getConnections = CONNECTIONS - postConnections;
  console.log(`wrk -t1 for ${DURATION} s: GETs on ${getConnections} connections, filter POSTs on ${postConnections}; a save every ${SAVE_EVERY_MS} ms`);
  console.log(PINNED ? `app on core ${APP_CPU}; wrk and this script on core ${LOAD_CPU}` : 'NOT pinned (taskset or a second core is missing): these figures are not comparable');
  if (loadBefore > 0.5) console.log(`load average ${loadBefore.toFixed(2)} before the run: the machine is busy, so these figures are not final`);

  const app = await startApp({ dist, runDir: dir, cpu: APP_CPU, env: parseEnvList(env.BENCH_APP_ENV, 'BENCH_APP_ENV') });
  pinSelf(LOAD_CPU);
  await settle(app.child.pid);
  const base = `http://127.0.0.1:${app.port}`;
  const pages = (await publicPages(base, { dist })).filter((t) => !t.skip && !t.method && t.name !== 'health-live');
  const encoding = ACCEPT_ENCODING ? { 'Accept-Encoding': ACCEPT_ENCODING } : {};
  const gets = pages.map((t) => ({ method: 'GET', path: t.path, headers: encoding }));
  const posts = filterRequests().map((r) => ({ ...r, headers: encoding }));

  // The item the editor saves: the first US knowledge-center item, whose page is among the GETs.
  const kcRow = pages.find((t) => t.name === 'kc-item');
  if (!kcRow) throw new BenchError('no knowledge-center item in the seeded content');
  const slug = kcRow.path.split('/').pop();
  const listed = await api(app.port, 'POST', `/api/${KIND}/filter`, { start: 0, length: 100, regionId: 2 });
  const item = listed.items.find((i) => i.slug === slug);
  if (!item) throw new BenchError(`${kcRow.path} is not in the knowledge-center list`);
  const login = await api(app.port, 'POST', '/auth/login', { Username: app.admin.email, Password: app.admin.password });

  // Fill the cache once, as a site that has been up a while has it.
  for (const r of [...gets, ...posts]) await request(app.port, { method: r.method, path: r.path, body: r.body, headers: encoding });
  const before = await cacheCounts(app);

  const getScript = roundRobinScript(path.join(dir, 'gets.lua'), gets);
  const postScript = roundRobinScript(path.join(dir, 'posts.lua'), posts);
  const until = Date.now() + DURATION * 1000;
  const [getRun, postRun, saves] = await Promise.all([
    runWrk({ cpu: LOAD_CPU, url: base, seconds: DURATION, connections: getConnections, script: getScript }),
    runWrk({ cpu: LOAD_CPU, url: base, seconds: DURATION, connections: postConnections, script: postScript }),
    sleep(200).then(() => editor(app, login.token, item, kcRow.path, until)),
  ]);
  const after = await cacheCounts(app);
  const rss = rssOf(app.child.pid);

  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const hitRate = hits + misses > 0 ? hits / (hits + misses) : null;
  const stale = saves.filter((s) => s.stale);
  const saveMs = saves.map((s) => s.saveMs);
  const total = getRun.requests + postRun.requests;

  const row = (name, r) =>
    `${name.padEnd(14)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  ${r.requests} requests, ${r.non2xx} non-2xx, ${r.socketErrors} socket errors`;
  console.log(`\n${row('GET pages', getRun)}\n${row('POST filters', postRun)}`);
  console.log(`mix: ${((100 * getRun.requests) / Math.max(1, total)).toFixed(1)}% GETs, ${((100 * postRun.requests) / Math.max(1, total)).toFixed(1)}% POSTs`);
  console.log(`page cache over the run: ${hits} hits, ${misses} misses: hit rate ${hitRate === null ? 'n/a' : `${(100 * hitRate).toFixed(1)}%`}`);
  console.log(`saves: ${saves.length}, p50 ${percentile(saveMs, 50)} ms, p99 ${percentile(saveMs, 99)} ms`);
  console.log(`stale answers after a save: ${stale.length} of ${saves.length}: ${stale.length === 0 && saves.length > 0 ? 'pass' : 'FAIL'} (target 0)`);
  console.log(`app RSS after: ${rss.rssMB} MB (peak ${rss.peakMB} MB)`);

  const file = writeResults('mixed', {
    settings: {
      durationS: DURATION,
      connections: { get: getConnections, post: postConnections },
      saveEveryMs: SAVE_EVERY_MS,
      acceptEncoding: ACCEPT_ENCODING,
      pinned: PINNED,
      appCpu: APP_CPU,
      loadCpu: LOAD_CPU,
    },
    loadavgBefore: loadBefore,
    get: getRun,
    post: postRun,
    pageCache: { hits, misses, hitRate: hitRate === null ? null : +hitRate.toFixed(4) },
    saves: { count: saves.length, p50Ms: percentile(saveMs, 50), p99Ms: percentile(saveMs, 99), stale: stale.length, checks: saves },
    appRssAfter: rss,
    paths: { get: gets.map((g) => g.path), post: posts.map((p) => p.body) },
  });
  console.log(`results: ${file}`);
}

runBench(main, () => (dir ? [dir] : []));
