// Directory search benchmark: 100k generated retailers (and 5k reps with 50k territory codes) on SQLite
// and on a throwaway MariaDB; rep and retailer search p50/p95, called directly on the service and
// through the HTTP API (one request at a time over keep-alive).
// Usage: npm run build:server && node bench/directory-search.js [--retailers 100000] [--queries 2000] [--dist dist] [--db sqlite,mariadb]
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

const { createApp } = require(path.join(DIST, 'src', 'app.factory.js'));
const { loadConfig } = require(path.join(DIST, 'src', 'config', 'app-config.js'));
const { DirectorySearchService, nearestInBoxQuery } = require(path.join(DIST, 'src', 'directory', 'directory-search.service.js'));
const { boundingBox, geocode, parsePostalCode } = require(path.join(DIST, 'src', 'directory', 'geo.js'));
const { generatedRetailers, allPlaces, prng } = require(path.join(DIST, 'src', 'directory', 'demo-data.js'));
const { DataSource } = require('typeorm');

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

/** Search inputs: real places, the same every run; a full postal code for Canadian FSAs. */
function sampleQueries(n, seed) {
  const places = allPlaces();
  const rnd = prng(seed);
  const out = [];
  for (let i = 0; i < n; i++) {
    const p = places[Math.floor(rnd() * places.length)];
    out.push({ zip: p.region === 3 ? `${p.code} 1A1` : p.code, regionId: p.region });
  }
  return out;
}

async function seed(ds) {
  const t0 = Date.now();
  const rows = generatedRetailers(RETAILERS);
  const cols = ['name', 'address', 'city', 'state', 'postal_code', 'region', 'phone', 'website', 'email', 'lat', 'lng', 'lat_band', 'products', 'active'];
  const runner = ds.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const params = [];
    for (const r of chunk) params.push(r.name, r.address, r.city, r.state, r.postalCode, r.region, r.phone, r.website, r.email, r.lat, r.lng, r.latBand, JSON.stringify(r.products), 1);
    await runner.query(`INSERT INTO retailer (${cols.join(', ')}) VALUES ${chunk.map(() => `(${cols.map(() => '?').join(', ')})`).join(', ')}`, params);
  }
  // 5,000 reps, each with a state, two ZIP3 prefixes and seven ZIPs (or a province and FSAs in Canada).
  const places = allPlaces();
  const rnd = prng(99);
  for (let i = 0; i < 5000; i += 250) {
    const repParams = [];
    const batch = [];
    for (let k = 0; k < 250; k++) {
      const p = places[Math.floor(rnd() * places.length)];
      batch.push(p);
      repParams.push(`Bench Rep ${i + k}`, 'Territory Sales Manager', `rep${i + k}@example.com`, '(515) 555-0100', p.region, '["AGROTAIN"]');
    }
    await runner.query(`INSERT INTO rep (name, title, email, phone, region, products, active) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, 1)').join(', ')}`, repParams);
    const [{ id: lastId }] = await runner.query('SELECT MAX(id) AS id FROM rep');
    const firstId = Number(lastId) - batch.length + 1;
    const codes = [];
    batch.forEach((p, k) => {
      const repId = firstId + k;
      codes.push([repId, `state:${p.state}`]);
      const near = places.filter((q) => q.region === p.region && q.state === p.state);
      for (let j = 0; j < 9; j++) {
        const q = near[Math.floor(rnd() * near.length)];
        if (p.region === 3) codes.push([repId, `fsa:${q.code}`]);
        else codes.push([repId, j < 2 ? `zip3:${q.code.slice(0, 3)}` : `zip:${q.code}`]);
      }
    });
    await runner.query(`INSERT INTO rep_territory (rep_id, code) VALUES ${codes.map(() => '(?, ?)').join(', ')}`, codes.flat());
  }
  await runner.commitTransaction();
  await runner.release();
  if (ds.options.type === 'better-sqlite3') await ds.query('ANALYZE');
  else await ds.query('ANALYZE TABLE retailer, rep_territory, rep');
  return Date.now() - t0;
}

/** Runs every variant on each query in turn (interleaved), so a busy moment on the machine hits all of them alike. */
async function measureAll(variants, queries) {
  for (const q of queries.slice(0, 200)) for (const v of variants) await v.fn(q); // warm-up
  const times = variants.map(() => []);
  for (const q of queries) {
    for (let i = 0; i < variants.length; i++) {
      const t = process.hrtime.bigint();
      await variants[i].fn(q);
      times[i].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  return variants.map((v, i) => {
    const sorted = times[i].sort((a, b) => a - b);
    return { label: v.label, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99) };
  });
}

/** The first-radius candidate query alone (25 mi / 40 km), as the service runs it: the database's share. */
function sqlOnly(svc, q) {
  const o = geocode(parsePostalCode(q.zip));
  return svc.candidates(o, o.region === 2 ? 25 : 40 / 1.609344);
}

function httpSearch(port, agent) {
  return (body) =>
    new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = http.request(
        { host: '127.0.0.1', port, path: '/api/directory/search', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks)}`))));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
}

function httpGet(port, agent, p) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
}

async function benchOne(db) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dir-bench-'));
  let maria = null;
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'correct-horse-battery-staple' };
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
  const svc = app.get(DirectorySearchService);
  const queries = sampleQueries(QUERIES, 5);
  // Grid counts for the first box of each search, as a running MySQL/MariaDB server has them after its
  // first search (on SQLite the service keeps to one whole box).
  if (svc.density.automatic) await svc.density.recount();
  // For comparison, the same service searching each radius as one whole box (no grid counts), and that
  // with the numbers sent as before (MariaDB: as DECIMAL literals): the search as it was before both.
  const wholeBox = new DirectorySearchService(ds);
  wholeBox.density.radiusFor = () => null;
  const before = new DirectorySearchService(ds);
  before.density.radiusFor = () => null;
  before.inlineDoubles = false;
  // Boxes queried per search (a wrong guess of the first box costs a second one).
  let boxes = 0;
  for (const s of [svc, wholeBox, before]) {
    const inner = s.nearestInBox.bind(s);
    s.nearestInBox = (...a) => (s === svc && boxes++, inner(...a));
  }
  // The plan of the retailer query as the service sends it (Des Moines, a 5-mile box).
  const [sql, params] = nearestInBoxQuery({ lat: 41.6, lng: -93.6, region: 2 }, boundingBox(41.6, -93.6, 5), db === 'mariadb');
  if (db === 'mariadb') {
    const plan = await ds.query(`EXPLAIN ${sql}`, params);
    console.log(`  MariaDB plan: ${plan.map((p) => `${p.table}: ${p.type} on ${p.key} (${p.Extra || '-'})`).join('; ')}`);
  } else {
    const plan = await ds.query(`EXPLAIN QUERY PLAN ${sql}`, params);
    console.log(`  SQLite plan: ${plan.map((p) => p.detail).join('; ')}`);
  }
  // All three must give the same answers.
  let same = 0;
  boxes = 0;
  for (const q of queries.slice(0, 500)) {
    const answers = [await svc.search({ label: 'Retailers', ...q }), await wholeBox.search({ label: 'Retailers', ...q }), await before.search({ label: 'Retailers', ...q })].map((a) =>
      JSON.stringify(a),
    );
    if (answers.every((a) => a === answers[0])) same++;
  }
  const boxesPerSearch = boxes / Math.min(500, queries.length);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const viaHttp = httpSearch(port, agent);
  let found = 0;
  let widened = 0;
  for (const q of queries.slice(0, 500)) {
    const r = await svc.search({ label: 'Retailers', ...q });
    if (r.retailers.length) found++;
    if (r.widened) widened++;
  }
  const results = await measureAll(
    [
      // The database's share: the first-radius candidate query (or queries) alone.
      { label: 'retailer query, SQL only', fn: (q) => sqlOnly(svc, q) },
      { label: 'retailer search, service', fn: (q) => svc.search({ label: 'Retailers', ...q }) },
      { label: '  same, one whole box', fn: (q) => wholeBox.search({ label: 'Retailers', ...q }) },
      { label: '  same, as before', fn: (q) => before.search({ label: 'Retailers', ...q }) },
      { label: 'rep search, service', fn: (q) => svc.search({ label: 'Reps', ...q }) },
      { label: 'retailer search, HTTP API', fn: (q) => viaHttp({ label: 'Retailers', ...q }) },
      { label: 'rep search, HTTP API', fn: (q) => viaHttp({ label: 'Reps', ...q }) },
      // The floor of a database round trip through TypeORM on this machine.
      { label: 'baseline SELECT 1', fn: () => ds.query('SELECT 1') },
      // The floor on this machine: a trivial route through the same HTTP stack (helmet, guard, envelope).
      { label: 'baseline GET /health/live', fn: () => httpGet(port, agent, '/health/live') },
    ],
    queries,
  );
  agent.destroy();
  await app.close();
  if (maria) await maria.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { db, seedMs, results, found, widened, same, boxesPerSearch };
}

module.exports = { seed, sampleQueries, measureAll };

if (require.main === module)
  (async () => {
    console.log(
      `Directory search: ${RETAILERS.toLocaleString('en-US')} retailers, 5,000 reps / 50,000 territory codes, ${QUERIES} queries per row (Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    for (const db of DBS) {
      console.log(`\n${db}:`);
      const r = await benchOne(db);
      console.log(
        `  seeded in ${(r.seedMs / 1000).toFixed(1)} s; of ${Math.min(500, QUERIES)} sample retailer searches ${r.found} found retailers, ${r.widened} widened the radius, ${r.same} gave the same answer all three ways`,
      );
      console.log(`  boxes queried per retailer search: ${r.boxesPerSearch.toFixed(2)}`);
      for (const x of r.results) console.log(`  ${x.label.padEnd(28)} p50 ${fmt(x.p50).padStart(9)}   p95 ${fmt(x.p95).padStart(9)}   p99 ${fmt(x.p99).padStart(9)}`);
    }
    process.exit(0);
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
