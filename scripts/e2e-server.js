// Starts the built app for the browser tests on a fresh data folder (SQLite, demo content seeded).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT || '3311',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'correct-horse-battery-staple',
  SEED_DEMO: 'true',
  SESSION_TIMEOUT_PROMPT_MS: process.env.SESSION_TIMEOUT_PROMPT_MS || '14399998',
  CAREERS_URL: 'https://careers.example.com',
  // Every browser test signs in as the same administrator on this one server: the per-account sign-in limit
  // (its behaviour is covered by the API tests) would otherwise lock it out part-way through the run.
  AUTH_LOGIN_RATE_LIMIT_PER_15_MIN: '5000',
  AUTH_RATE_LIMIT_PER_MINUTE: '5000',
};
delete env.DATABASE_URL;
// E2E_DIST lets parallel work use its own build folder (server in E2E_DIST/src, client in E2E_DIST/client).
const dist = path.resolve(__dirname, '..', process.env.E2E_DIST || 'dist');
env.CLIENT_DIR = path.join(dist, 'client');
const child = spawn(process.execPath, [path.join(dist, 'src', 'main.js')], { env, stdio: 'inherit' });
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
