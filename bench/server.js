// Server benchmark: starts the built app (SQLite, demo content) and a bare node:http server that
// returns the same bytes, then runs autocannon against both and prints requests/s and p99.
// Usage: npm run build && node bench/server.js [--duration 10] [--connections 50]
const autocannon = require('autocannon');
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const DURATION = arg('duration', 8);
const CONNECTIONS = arg('connections', 50);
const PORT = 3590;
const BARE_PORT = 3591;

const routes = [
  { name: '/health/live', path: '/health/live' },
  { name: 'US home HTML', path: '/' },
  { name: 'JSON: /health/ready (one DB read)', path: '/health/ready' },
  { name: 'JSON: knowledge-center filter', path: '/api/knowledge-center/filter', method: 'POST', body: JSON.stringify({ start: 0, length: 12 }) },
];

const run = (url, r) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: url + r.path, method: r.method ?? 'GET', body: r.body, headers: r.body ? { 'content-type': 'application/json' } : {}, duration: DURATION, connections: CONNECTIONS },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      const ok = await new Promise((res) => http.get(url, (r) => res(r.statusCode === 200)).on('error', () => res(false)));
      if (ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function fetchBytes(url, r) {
  return new Promise((resolve, reject) => {
    const req = http.request(url + r.path, { method: r.method ?? 'GET', headers: r.body ? { 'content-type': 'application/json' } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const app = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'src', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, JWT_ACCESS_SECRET: 'b'.repeat(48), JWT_REFRESH_SECRET: 'c'.repeat(48), ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123456', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/health/ready`);
    const rows = [];
    for (const r of routes) {
      const sample = await fetchBytes(`http://127.0.0.1:${PORT}`, r);
      const bare = http.createServer((req, res) => {
        res.writeHead(200, { 'content-type': sample.type ?? 'application/json' });
        res.end(sample.body);
      });
      await new Promise((res) => bare.listen(BARE_PORT, '127.0.0.1', res));
      const a = await run(`http://127.0.0.1:${PORT}`, r);
      const b = await run(`http://127.0.0.1:${BARE_PORT}`, r);
      await new Promise((res) => bare.close(res));
      rows.push({
        route: r.name,
        bytes: sample.body.length,
        'app req/s': Math.round(a.requests.average),
        'app p99 ms': a.latency.p99,
        'bare req/s': Math.round(b.requests.average),
        'bare p99 ms': b.latency.p99,
        'app/bare': (a.requests.average / b.requests.average).toFixed(2),
        non2xx: a.non2xx,
      });
    }
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores shared by app, bare server and load generator`);
    console.table(rows);
  } finally {
    app.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
