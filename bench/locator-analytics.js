// Locator analytics bench: does counting searches slow the search? 100k generated retailers (and 5k reps) on
// SQLite and a throwaway MariaDB, the same searches through the HTTP API with the counting on and off,
// interleaved query by query so a busy moment hits both alike. Counting on includes its real cost: the
// in-memory count on every search and the batched write every 5 s (LOCATOR_FLUSH_MS) while the bench runs.
// Usage: npm run build:server && taskset -c 0 node bench/locator-analytics.js [--retailers 100000] [--queries 2000] [--db sqlite,mariadb]
require('esbuild-register/dist/node').register({ target: 'node20' });
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const RETAILERS = Number(arg('retailers', 100000));
const QUERIES = Number(arg('queries', 2000));
const DIST = path.resolve(__dirname, '..', arg('dist', process.env.BENCH_DIST || 'dist'));
const DBS = arg('db', 'sqlite,mariadb').split(',');
/** The analytics may cost at most this much of the search's p95. */
const LIMIT = 0.1;

const { createApp } = require(path.join(DIST, 'src', 'app.factory.js'));
const { loadConfig } = require(path.join(DIST, 'src', 'config', 'app-config.js'));
const { LocatorCounts } = require(path.join(DIST, 'src', 'directory', 'locator', 'locator-counts.js'));
const { DataSource } = require('typeorm');
const { seed, sampleQueries } = require('./directory-search');

const fmt = (ms) => `${ms.toFixed(2)} ms`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Each query is searched with counting on and off, in turn, the order swapped every other query: the second of
 * two identical searches finds the database's pages warm, and must not always be the same variant.
 */
async function measurePairs(pairs, queries) {
  // Warm-up.
  for (const q of queries.slice(0, 200)) {
    for (const [a, b] of pairs) {
      await a.fn(q);
      await b.fn(q);
    }
  }
  const times = pairs.map(() => [[], []]);
  for (let k = 0; k < queries.length; k++) {
    for (let i = 0; i < pairs.length; i++) {
      const order = k % 2 ? [1, 0] : [0, 1];
      for (const j of order) {
        const t = process.hrtime.bigint();
        await pairs[i][j].fn(queries[k]);
        times[i][j].push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }
  }
  return pairs.flatMap((pair, i) =>
    pair.map((v, j) => {
      const sorted = times[i][j].sort((a, b) => a - b);
      return { label: v.label, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99) };
    }),
  );
}

function post(port, agent) {
  return (body) =>
    new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = http.request(
        { host: '127.0.0.1', port, path: '/api/directory/search', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks)}`))));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
}

async function benchOne(db) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'locator-bench-'));
  let maria = null;
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'correct-horse-battery-staple', LOG_LEVEL: 'silent' };
  if (db === 'mariadb') {
    const { startMariaDb } = require('../test/support/mariadb.ts');
    maria = await startMariaDb();
    const { createConnection } = require('mysql2/promise');
    const conn = await createConnection(maria.rootUrl);
    await conn.query('CREATE DATABASE bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await conn.end();
    env.DATABASE_URL = `${maria.rootUrl}/bench`;
  }
  const app = await createApp(loadConfig(env), { logger: false });
  await app.listen(0, '127.0.0.1');
  const port = app.getHttpServer().address().port;
  const ds = app.get(DataSource);
  const seedMs = await seed(ds);
  const counts = app.get(LocatorCounts);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const search = post(port, agent);
  const queries = sampleQueries(QUERIES, 7);
  const on = (label) => (q) => ((counts.enabled = true), search({ label, ...q }));
  const off = (label) => (q) => ((counts.enabled = false), search({ label, ...q }));
  const results = await measurePairs(
    [
      [
        { label: 'retailer search, counting on', fn: on('Retailers') },
        { label: 'retailer search, counting off', fn: off('Retailers') },
      ],
      [
        { label: 'rep search, counting on', fn: on('Reps') },
        { label: 'rep search, counting off', fn: off('Reps') },
      ],
    ],
    queries,
  );
  counts.enabled = true;
  await counts.flush();
  const [{ n, s }] = await ds.query('SELECT COUNT(*) AS n, SUM(searches) AS s FROM locator_search_day');
  agent.destroy();
  await app.close();
  if (maria) await maria.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { db, seedMs, results, rows: Number(n), counted: Number(s) };
}

if (require.main === module)
  (async () => {
    console.log(
      `Locator analytics: ${RETAILERS.toLocaleString('en-US')} retailers, 5,000 reps, ${QUERIES} queries per row through the HTTP API, counting on and off interleaved (Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    let worst = 0;
    for (const db of DBS) {
      console.log(`\n${db}:`);
      const r = await benchOne(db);
      console.log(`  seeded in ${(r.seedMs / 1000).toFixed(1)} s; ${r.counted} searches counted (with the warm-up) in ${r.rows} rows`);
      for (const x of r.results) console.log(`  ${x.label.padEnd(32)} p50 ${fmt(x.p50).padStart(9)}   p95 ${fmt(x.p95).padStart(9)}   p99 ${fmt(x.p99).padStart(9)}`);
      for (let i = 0; i < r.results.length; i += 2) {
        const diff = r.results[i].p95 / r.results[i + 1].p95 - 1;
        worst = Math.max(worst, diff);
        console.log(`  ${r.results[i].label.replace(', counting on', '')}: p95 with counting ${diff >= 0 ? '+' : ''}${(diff * 100).toFixed(1)}% (limit +${LIMIT * 100}%)`);
      }
    }
    console.log(`\n${worst < LIMIT ? 'within' : 'OVER'} the limit: the largest p95 difference is ${(worst * 100).toFixed(1)}%`);
    process.exit(0);
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
