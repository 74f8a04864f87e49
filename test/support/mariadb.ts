import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { freePort } from './free-port';

/** A throwaway MariaDB server on 127.0.0.1 for the API tests (mariadb-install-db into a temp dir). */
export interface MariaDbServer {
  port: number;
  dir: string;
  socket: string;
  rootUrl: string;
  stop(): Promise<void>;
}

export function findBinary(names: string[]): string | null {
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin']);
  for (const n of names) for (const d of dirs) if (fs.existsSync(path.join(d, n))) return path.join(d, n);
  return null;
}

export async function startMariaDb(): Promise<MariaDbServer> {
  const installDb = findBinary(['mariadb-install-db', 'mysql_install_db']);
  const daemon = findBinary(['mariadbd', 'mysqld']);
  const admin = findBinary(['mariadb-admin', 'mysqladmin']);
  const client = findBinary(['mariadb', 'mysql']);
  if (!installDb || !daemon || !admin || !client) {
    throw new Error('MariaDB is not installed. Run: apt-get install -y mariadb-server (npm test does this itself when run as root).');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mysqld.sock');
  execFileSync(installDb, ['--no-defaults', '--user=root', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'ignore' });
  const port = await freePort();
  const proc: ChildProcess = spawn(
    daemon,
    [
      '--no-defaults',
      '--user=root',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`,
      '--bind-address=127.0.0.1',
      `--port=${port}`,
      '--skip-name-resolve',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      `--log-error=${path.join(dir, 'error.log')}`,
      '--max-connections=500',
      '--innodb-buffer-pool-size=64M',
      '--innodb-flush-log-at-trx-commit=2',
      '--skip-log-bin',
    ],
    { stdio: 'ignore', detached: false },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      execFileSync(admin, [`--socket=${socket}`, '-uroot', 'ping'], { stdio: 'ignore' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`MariaDB did not start; see ${path.join(dir, 'error.log')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  execFileSync(client, [
    `--socket=${socket}`,
    '-uroot',
    '-e',
    "CREATE USER 'site'@'127.0.0.1' IDENTIFIED BY 'site-test-pw'; GRANT ALL ON *.* TO 'site'@'127.0.0.1' WITH GRANT OPTION;",
  ]);
  return {
    port,
    dir,
    socket,
    rootUrl: `mysql://site:site-test-pw@127.0.0.1:${port}`,
    stop: async () => {
      try {
        execFileSync(admin, [`--socket=${socket}`, '-uroot', 'shutdown'], { stdio: 'ignore' });
      } catch {
        proc.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
