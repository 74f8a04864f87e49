import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { freePort } from '../../support/free-port';
import { E2E_ADMIN } from './login';

/**
 * A second instance of the built app for tests that need their own settings (a shortened
 * session timeout prompt) or to read the mail it writes (DATA_DIR/outbox). Same build as
 * the main browser-test server (E2E_DIST), its own port and fresh SQLite data folder.
 */
export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** Mail written so far (the .eml files of DATA_DIR/outbox, quoted-printable decoded), oldest first. */
  mails(): string[];
  stop(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dist = path.resolve(__dirname, '..', '..', '..', process.env.E2E_DIST || 'dist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-own-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(dist, 'src', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dist, 'client'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/health/ready`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the second server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    baseURL,
    dataDir,
    mails: () =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .sort()
            .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), 'utf8')))
        : [],
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
