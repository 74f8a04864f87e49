import { defineConfig } from '@playwright/test';

/** Browser tests drive Debian's Chromium against the built app started on its own port and data folder. */
const PORT = Number(process.env.E2E_PORT ?? 3311);

export default defineConfig({
  testDir: 'test/browser',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /[\\/]documents\.spec\.ts$/ },
    // Links another document as AGROTAIN's label for a while: it runs once every other file, several of which read the
    // seeded label, has finished.
    { name: 'relinked-labels', testMatch: /[\\/]documents\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `http://localhost:${PORT}/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT), E2E_DIST: process.env.E2E_DIST ?? 'dist' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
