import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';

import { freePort } from './free-port';
import { findBinary } from './mariadb';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway Debian redis-server on loopback (no persistence), for the multi-instance tests. */
export async function startRedis(): Promise<TestRedis> {
  const bin = findBinary(['redis-server']);
  if (!bin) throw new Error('redis-server is not installed. Run: apt-get install -y redis-server (npm test does this itself when run as root).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-redis-'));
  const port = await freePort();
  const proc: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
