// `npm test`: lint, type check, unit tests, API tests on SQLite, API tests on MariaDB, the three-instance test,
// browser tests. Stops at the first failing stage. The API stages run in parallel workers: every test app boots
// on a database of its own (a fresh SQLite file, or a new database on the run's one MariaDB server).
// --forceExit: a stage must end even if a library leaves a handle open after every suite has finished.
const { spawnSync } = require('node:child_process');

const os = require('node:os');

// One worker more than the cores keeps them busy while a worker waits on its database or a timer.
const WORKERS = Number(process.env.TEST_WORKERS ?? os.availableParallelism() + 1);

const stages = [
  ['lint (ESLint, Prettier, knip, catalogs)', 'npm', ['run', '--silent', 'lint'], {}],
  ['type check (server, tests, client)', 'npm', ['run', '--silent', 'typecheck'], {}],
  ['unit (server + client)', 'npx', ['jest', '--selectProjects', 'unit'], {}],
  ['API on SQLite', 'npx', ['jest', '--selectProjects', 'api', `--maxWorkers=${WORKERS}`, '--forceExit', '--testPathIgnorePatterns', 'mariadb-only'], { TEST_DB: 'sqlite' }],
  ['API on MariaDB', 'npx', ['jest', '--selectProjects', 'api', `--maxWorkers=${WORKERS}`, '--forceExit'], { TEST_DB: 'mariadb' }],
  ['three instances behind nginx (MariaDB, Redis, S3)', 'npx', ['jest', '--selectProjects', 'multi', '--runInBand', '--forceExit'], { TEST_DB: 'mariadb' }],
  ['browser (Chromium)', 'npx', ['playwright', 'test'], {}],
];
const only = process.argv[2];
const results = [];
for (const [name, cmd, args, env] of stages) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (r.status !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
