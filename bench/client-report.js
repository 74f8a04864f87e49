// Public-site client report: initial JS and CSS (gzip) of the built client, then for every public
// template (the same list as bench/server.js: homes, a product page, the knowledge center list, a
// category and an item, press releases and an item, labels, find-a-rep, a /reps-retailers search, a
// custom page, about, the product selector, a thank-you page):
//   - what a first load of the page fetches (a fresh browser profile): the JavaScript as the server sends
//     it with gzip (each script fetched again with `Accept-Encoding: gzip`), as the browser received it
//     (Chromium asks for br), and decoded; the CSS likewise;
//   - Lighthouse (mobile): performance, LCP, TBT and CLS, each the median of BENCH_RUNS runs, and the
//     other categories' scores from the median run.
//
//   node bench/client-report.js                      # uses dist/ (npm run build first)
//   BENCH_DIST=dist-bench node bench/client-report.js # another build (E2E_DIST works too)
//   BENCH_PAGES=/,/agrotain,kc-item node bench/client-report.js   # some pages: paths or row names
//   BENCH_RUNS=5 node bench/client-report.js          # Lighthouse runs per page (default 3)
//   BENCH_SKIP_LIGHTHOUSE=1 node bench/client-report.js
//   BENCH_PORT=3403                                   # a fixed port (default: a free one)
//   BENCH_APP_ENV="PAGE_CACHE=false"                  # extra app settings (space or comma separated KEY=VALUE)
//   BENCH_REPS_QUERY=label=Reps&zip=50010 BENCH_KC_CATEGORY=38   # the search and the category measured
//
// Lighthouse's simulated mobile throttling multiplies the CPU time it observes by 4, so a busy machine
// lowers the performance score (TBT above all): every run's score is printed next to the median.
// Results go to bench/results/client-<date>.json as well (gitignored).
//
// Targets: initial JS <= 120 KB gzip; Lighthouse performance >= 95, accessibility, best practices and SEO 100.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawn, execFileSync } = require('node:child_process');
const { publicPages, selectPages } = require('./public-pages');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(ROOT, process.env.BENCH_DIST || process.env.E2E_DIST || 'dist');
const CLIENT = path.join(DIST, 'client');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const RUN_DIR = path.join(__dirname, 'tmp', `client-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
const RESULTS_DIR = path.join(__dirname, 'results');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function entrySizes() {
  const html = fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
  const files = (re) => [...html.matchAll(re)].map((m) => m[1]);
  const sum = (list) =>
    list.reduce(
      (acc, f) => {
        const buf = fs.readFileSync(path.join(CLIENT, f.replace(/^\//, '')));
        return { raw: acc.raw + buf.length, gz: acc.gz + gzip(buf) };
      },
      { raw: 0, gz: 0 },
    );
  return { js: sum(files(/<script[^>]+src="([^"]+\.js)"/g)), css: sum(files(/<link[^>]+href="([^"]+\.css)"/g)) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function startServer(port) {
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: path.join(RUN_DIR, 'data'),
    SEED_DEMO: 'true',
    CLIENT_DIR: CLIENT,
    JWT_ACCESS_SECRET: crypto.randomBytes(36).toString('base64url'),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
  };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'DOCUMENT_STORAGE', 'PUBLIC_URL_US', 'PUBLIC_URL_CA', 'TRUST_PROXY']) delete env[k];
  // Production requires the public origin of emailed links.
  env.PUBLIC_URL_US = `http://localhost:${port}`;
  // Extra app settings, as for bench/server.js: BENCH_APP_ENV="PAGE_CACHE=false".
  for (const kv of (process.env.BENCH_APP_ENV || '').split(/[\s,]+/).filter(Boolean)) {
    const i = kv.indexOf('=');
    if (i < 1) throw new Error(`BENCH_APP_ENV: "${kv}" is not KEY=VALUE`);
    env[kv.slice(0, i)] = kv.slice(i + 1);
  }
  // cwd is the run folder, so a developer's .env in the checkout is not read.
  const child = spawn(process.execPath, [path.join(DIST, 'src', 'main.js')], { cwd: RUN_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitReady(port) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/health/ready`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** The body length the server sends for a URL when asked for gzip only (as encoded on the wire). */
function gzipTransfer(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip' }, agent: false }, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length));
      res.on('end', () => resolve({ bytes: n, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** What a first load fetches (a fresh browser context, so an empty cache): same-origin JS and CSS. */
async function pageWeight(browser, url, port) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const files = [];
  let requests = 0;
  let thirdParty = 0;
  const pending = [];
  page.on('requestfinished', (req) =>
    pending.push(
      (async () => {
        requests++;
        const u = new URL(req.url());
        if (u.protocol === 'data:' || u.protocol === 'blob:') return;
        if (u.host !== `localhost:${port}`) thirdParty++;
        const type = req.resourceType() === 'script' || /\.m?js$/.test(u.pathname) ? 'js' : req.resourceType() === 'stylesheet' || /\.css$/.test(u.pathname) ? 'css' : null;
        if (!type || u.host !== `localhost:${port}`) return;
        const res = await req.response();
        const sizes = await req.sizes();
        const decoded = res ? (await res.body().catch(() => Buffer.alloc(0))).length : 0;
        files.push({ type, url: u.pathname + u.search, encoding: res?.headers()['content-encoding'] ?? 'identity', loaded: sizes.responseBodySize, decoded });
      })().catch(() => {
        /* redirected or aborted */
      }),
    ),
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  for (const f of files) {
    const g = await gzipTransfer(`http://localhost:${port}${f.url}`);
    f.gzip = g.bytes;
    f.gzipEncoding = g.encoding;
  }
  const total = (type, key) => files.filter((f) => f.type === type).reduce((a, f) => a + (f[key] ?? 0), 0);
  return {
    requests,
    thirdParty,
    js: { files: files.filter((f) => f.type === 'js').length, gzip: total('js', 'gzip'), loaded: total('js', 'loaded'), decoded: total('js', 'decoded') },
    css: { files: files.filter((f) => f.type === 'css').length, gzip: total('css', 'gzip'), loaded: total('css', 'loaded'), decoded: total('css', 'decoded') },
    loadedEncodings: [...new Set(files.map((f) => f.encoding))],
    notGzipped: files.filter((f) => f.gzipEncoding !== 'gzip').map((f) => f.url),
    files,
  };
}

/** One Lighthouse run; a run Lighthouse itself fails (e.g. NO_NAVSTART, a trace it could not record) is tried again. */
function lighthouse(url, attempt = 1) {
  try {
    return lighthouseOnce(url);
  } catch (e) {
    if (attempt >= 3) throw e;
    console.log(`    (Lighthouse run failed, trying again: ${String(e.message).split('\n')[0].slice(0, 120)})`);
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  execFileSync(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      '--quiet',
      `--chrome-flags=${FLAGS}`,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 180_000,
    },
  );
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
  const value = (k) => r.audits[k]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    failing: Object.values(r.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((a) => a.weight > 0 && r.audits[a.id].score !== null && r.audits[a.id].score < 1).map((a) => `${c.id}:${a.id}`)),
  };
}

const secs = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const msStr = (ms) => (ms === null ? '-' : `${Math.round(ms)} ms`);
const clsStr = (v) => (v === null ? '-' : v.toFixed(3));

function summarize(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const mid = sorted[Math.floor(sorted.length / 2)];
  return {
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    accessibility: mid.accessibility,
    bestPractices: mid.bestPractices,
    seo: mid.seo,
    failing: mid.failing,
    runs,
  };
}

function table(rows) {
  const cols = [
    ['page', (r) => r.name],
    ['path', (r) => (r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path)],
    ['JS gzip', (r) => kb(r.weight.js.gzip)],
    ['JS as loaded', (r) => `${kb(r.weight.js.loaded)} ${r.weight.loadedEncodings.join('/')}`],
    ['JS files', (r) => String(r.weight.js.files)],
    ['CSS gzip', (r) => kb(r.weight.css.gzip)],
    ['perf', (r) => (r.lh ? String(r.lh.performance) : '-')],
    ['LCP', (r) => (r.lh ? secs(r.lh.lcpMs) : '-')],
    ['TBT', (r) => (r.lh ? msStr(r.lh.tbtMs) : '-')],
    ['CLS', (r) => (r.lh ? clsStr(r.lh.cls) : '-')],
    ['a11y/BP/SEO', (r) => (r.lh ? `${r.lh.accessibility}/${r.lh.bestPractices}/${r.lh.seo}` : '-')],
    ['perf per run', (r) => (r.lh ? r.lh.runs.map((x) => x.performance).join(', ') : '-')],
  ];
  const left = new Set(['page', 'path', 'JS as loaded', 'perf per run']);
  const cells = rows.map((r) => cols.map(([, f]) => f(r)));
  const widths = cols.map(([h], i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (vals) =>
    vals
      .map((v, i) => (left.has(cols[i][0]) ? v.padEnd(widths[i]) : v.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cols.map(([h]) => h)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

async function main() {
  if (!fs.existsSync(path.join(CLIENT, 'index.html'))) throw new Error(`no client build in ${CLIENT}: run npm run build first (or set BENCH_DIST)`);
  const entry = entrySizes();
  console.log('Public site client report');
  console.log(`  entry JS  (index.html): ${kb(entry.js.gz)} gzip (${kb(entry.js.raw)} raw)   target <= 120 KB gzip: ${entry.js.gz <= 120 * 1024 ? 'met' : 'NOT met'}`);
  console.log(`  entry CSS (index.html): ${kb(entry.css.gz)} gzip (${kb(entry.css.raw)} raw)`);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // Never measure somebody else's server by accident.
  if (
    await fetch(`http://localhost:${port}/health/live`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use: set BENCH_PORT`);
  const server = startServer(port);
  const { chromium } = require('playwright-core');
  let browser;
  const rows = [];
  try {
    await waitReady(port);
    const all = await publicPages(`http://localhost:${port}`, { dist: DIST, repsQuery: process.env.BENCH_REPS_QUERY, kcCategory: process.env.BENCH_KC_CATEGORY });
    for (const t of all.filter((x) => x.skip)) console.log(`  skipped ${t.name}: ${t.skip}`);
    const pages = selectPages(
      all.filter((t) => t.html),
      process.env.BENCH_PAGES,
      'BENCH_PAGES',
    );
    browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    for (const p of pages) {
      const url = `http://localhost:${port}${p.path}`;
      const weight = await pageWeight(browser, url, port);
      const row = { name: p.name, path: p.path, weight, lh: null };
      rows.push(row);
      console.log(`\n  ${p.name}  ${p.path}`);
      console.log(
        `    first load: JS ${kb(weight.js.gzip)} gzip (${weight.js.files} files; ${kb(weight.js.loaded)} as loaded, ${weight.loadedEncodings.join('/')}; ${kb(weight.js.decoded)} decoded), CSS ${kb(weight.css.gzip)} gzip, ${weight.requests} requests, ${weight.thirdParty} third-party`,
      );
      if (weight.notGzipped.length) console.log(`    sent without gzip when asked for it: ${weight.notGzipped.join(', ')}`);
      if (process.env.BENCH_SKIP_LIGHTHOUSE) continue;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(lighthouse(url));
      row.lh = summarize(runs);
      const lh = row.lh;
      console.log(
        `    Lighthouse (mobile, median of ${RUNS}): performance ${lh.performance}, LCP ${secs(lh.lcpMs)}, TBT ${msStr(lh.tbtMs)}, CLS ${clsStr(lh.cls)}; accessibility ${lh.accessibility}, best practices ${lh.bestPractices}, SEO ${lh.seo}`,
      );
      console.log(
        `    per run: performance ${runs.map((r) => r.performance).join(', ')}; LCP ${runs.map((r) => secs(r.lcpMs)).join(', ')}; TBT ${runs.map((r) => msStr(r.tbtMs)).join(', ')}; CLS ${runs.map((r) => clsStr(r.cls)).join(', ')}`,
      );
      if (lh.failing.length) console.log(`    audits below 100: ${lh.failing.join(', ')}`);
    }
  } finally {
    if (browser) await browser.close();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(RUN_DIR, { recursive: true, force: true });
  }
  console.log(
    `\nSummary (JS and CSS of a first load, gzip as the server sends it when asked for gzip only; Lighthouse mobile, median of ${RUNS} per figure; load average ${os.loadavg()[0].toFixed(2)})\n`,
  );
  console.log(table(rows));
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, `client-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), build: path.relative(ROOT, DIST), runs: RUNS, loadavg: os.loadavg(), entry, pages: rows }, null, 2));
  console.log(`\nResults: ${path.relative(ROOT, out)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
