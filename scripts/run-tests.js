// Jest's API and multi-instance stages use --forceExit: twice a full in-band run of every API suite finished
// (all passed) and then did not exit, which neither half of the suites reproduces alone; the stage must end.
// `npm test`: lint, type check, unit tests, API tests on SQLite, API tests on MariaDB, browser tests. Stops at the first failing stage.
const { spawnSync } = require('node:child_process');

const stages = [
  ['lint (ESLint + Prettier)', 'npm', ['run', '--silent', 'lint'], {}],
  ['type check (server, tests, client)', 'npm', ['run', '--silent', 'typecheck'], {}],
  ['unit (server + client)', 'npx', ['jest', '--selectProjects', 'unit'], {}],
  ['API on SQLite', 'npx', ['jest', '--selectProjects', 'api', '--runInBand', '--forceExit', '--testPathIgnorePatterns', 'mariadb-only'], { TEST_DB: 'sqlite' }],
  ['API on MariaDB', 'npx', ['jest', '--selectProjects', 'api', '--runInBand', '--forceExit'], { TEST_DB: 'mariadb' }],
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
