// What the benches share: processes pinned to a core, the built app started on a throwaway SQLite
// database with demo content, plain HTTP requests, and a process's CPU time and resident memory.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..', '..');
const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((f) => fs.existsSync(f));
/** Pinning needs taskset and two cores: one for the server, one for the load generator. */
const PINNED = !!TASKSET && os.cpus().length >= 2;

/** A failure explained in its message (printed without a stack trace). */
class BenchError extends Error {}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = new Set();

/** `taskset -c CPU cmd args`: taskset execs the command, so the child's pid is the command's own. */
function spawnPinned(cpu, cmd, args, opts) {
  const child = PINNED ? spawn(TASKSET, ['-c', String(cpu), cmd, ...args], opts) : spawn(cmd, args, opts);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Moves this process (every thread of it) to `cpu`, so the bench's own work stays off the server's core. */
function pinSelf(cpu) {
  if (PINNED) execFileSync(TASKSET, ['-a', '-pc', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

async function stop(child, ms = 8000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(ms).then(() => false)])) === false) {
    child.kill('SIGKILL');
    await exited;
  }
}

const stopAll = () => Promise.all([...children].map((c) => stop(c, 3000)));

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

/** One request on a fresh connection; the body is kept as sent (not decompressed). */
function request(port, { method = 'GET', path: p, body, headers = {} }, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const h = { ...headers };
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      h['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers: h, agent: false }, (res) => {
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

/** A JSON call to the app's API: the envelope's `data`, or an error naming the call. */
async function api(port, method, p, body, token) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await request(port, { method, path: p, body: body === undefined ? undefined : JSON.stringify(body), headers });
  let json = null;
  try {
    json = JSON.parse(res.body.toString('utf8'));
  } catch {
    // Reported below with the status.
  }
  if (res.status >= 400 || !json || json.success === false) throw new BenchError(`${method} ${p} answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`);
  return json.data;
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

/** Resident memory now (VmRSS) and its peak (VmHWM), in MB. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMB: +(kb('VmRSS') / 1024).toFixed(1), peakMB: +(kb('VmHWM') / 1024).toFixed(1) };
  } catch {
    return { rssMB: null, peakMB: null };
  }
}

/**
 * Waits until the app's start-up work is done (the seeded documents' PDF text, the first renders):
 * under 3% of a core over a second, twice in a row, or 60 s at most. The benches measure serving.
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

const tail = (file, n = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-n).join('\n');
  } catch {
    return '(no log)';
  }
};

/** `KEY=VALUE` pairs separated by spaces or commas (BENCH_APP_ENV). */
function parseEnvList(spec, name) {
  const out = {};
  for (const kv of (spec || '').split(/[\s,]+/).filter(Boolean)) {
    const i = kv.indexOf('=');
    if (i < 1) throw new BenchError(`${name}: "${kv}" is not KEY=VALUE`);
    out[kv.slice(0, i)] = kv.slice(i + 1);
  }
  return out;
}

/**
 * Starts the built app as `npm start` does (`node dist/src/main.js`), pinned to `cpu`: production
 * settings with throwaway secrets, SQLite in `runDir/data`, demo content, on a free port; resolves
 * once /health/ready answers 200. Its log goes to `runDir/app.log`; cwd is `runDir`, so a developer's
 * .env in the checkout is not read.
 */
async function startApp({ dist, runDir, cpu, env: extra = {} }) {
  const port = await freePort();
  const admin = { email: 'bench@example.com', password: `Bench-${crypto.randomBytes(12).toString('base64url')}` };
  const metricsToken = crypto.randomBytes(24).toString('base64url');
  const appEnv = { ...process.env };
  for (const k of Object.keys(appEnv)) if (k.startsWith('BENCH_')) delete appEnv[k];
  // Nothing from the caller's shell that would point the app at other services.
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'DOCUMENT_STORAGE', 'PUBLIC_URL_US', 'PUBLIC_URL_CA', 'TRUST_PROXY', 'CDN_PURGE', 'METRICS_PORT']) delete appEnv[k];
  Object.assign(
    appEnv,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(runDir, 'data'),
      CLIENT_DIR: path.join(dist, 'client'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_ACCESS_SECRET: crypto.randomBytes(36).toString('base64url'),
      JWT_ACCESS_TTL_SECONDS: '3600',
      METRICS_TOKEN: metricsToken,
      PUBLIC_URL_US: `http://127.0.0.1:${port}`,
    },
    extra,
  );
  fs.mkdirSync(runDir, { recursive: true });
  const logFile = path.join(runDir, 'app.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawnPinned(cpu, process.execPath, [path.join(dist, 'src', 'main.js')], { cwd: runDir, env: appEnv, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((r) => child.once('exit', (code, sig) => r(`exited (${sig ?? code})`)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await request(port, { path: '/health/ready' }, 2000).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { child, port, admin, metricsToken, logFile };
    const gone = await Promise.race([exited, sleep(200).then(() => null)]);
    if (gone) throw new BenchError(`the app ${gone} before it was ready; its log:\n${tail(logFile)}`);
  }
  throw new BenchError(`the app was not ready after 120 s; its log:\n${tail(logFile)}`);
}

/** The build to measure: `dist` unless BENCH_DIST names another folder. */
function buildDir() {
  const dist = path.resolve(ROOT, process.env.BENCH_DIST || 'dist');
  if (!fs.existsSync(path.join(dist, 'src', 'main.js')) || !fs.existsSync(path.join(dist, 'client', 'index.html')))
    throw new BenchError(`no complete build in ${dist} (src/main.js and client/index.html): run npm run build first, or set BENCH_DIST to another build`);
  return dist;
}

/** A fresh folder under bench/tmp for one run (app data, logs, recorded answers). */
function runDir(name) {
  const dir = path.join(ROOT, 'bench', 'tmp', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
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

/** Writes a run's results to bench/results/<name>-<time>.json and returns the path relative to the checkout. */
function writeResults(name, data) {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...gitInfo(), machine: machine(), ...data }, null, 2)}\n`);
  return path.relative(ROOT, file);
}

function machine() {
  return { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? null, node: process.version, loadavg: os.loadavg().map((l) => +l.toFixed(2)) };
}

/**
 * Runs `main` and cleans up on the way out (servers stopped, the run folder removed unless BENCH_KEEP
 * is set), also on Ctrl-C. A BenchError prints its message only.
 */
function runBench(main, dirs) {
  const keep = !!process.env.BENCH_KEEP;
  const cleanup = async () => {
    await stopAll();
    for (const d of dirs()) {
      if (keep) console.log(`kept ${path.relative(ROOT, d)}`);
      else fs.rmSync(d, { recursive: true, force: true });
    }
  };
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => {
      stopping = true;
      console.error(`\n${sig}: stopping the servers`);
      void cleanup().finally(() => process.exit(130));
    });
  main()
    .then(cleanup)
    .catch(async (e) => {
      if (stopping) return;
      console.error(`\n${e instanceof BenchError ? e.message : (e.stack ?? e)}`);
      await cleanup();
      process.exit(1);
    });
}

module.exports = {
  ROOT,
  PINNED,
  BenchError,
  sleep,
  spawnPinned,
  pinSelf,
  stop,
  freePort,
  request,
  api,
  cpuOf,
  rssOf,
  settle,
  tail,
  parseEnvList,
  startApp,
  buildDir,
  runDir,
  writeResults,
  runBench,
};
