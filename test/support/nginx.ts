import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { freePort } from './free-port';
import { findBinary } from './mariadb';

export interface TestNginx {
  url: string;
  /** The caching front (nginx as a CDN), when asked for: it keeps what s-maxage allows; PURGE /purge/<path> drops a path. */
  cdnUrl: string | null;
  /** nginx's error log so far (upstream failures show here). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx as the load balancer in front of the app instances, run as a child with its own
 * config in a temp folder: round robin, kept-alive upstream connections, GETs retried on the next
 * instance on a connection error or a 502/503 (POSTs are not, so a cut POST shows as a failure).
 */
export async function startNginx(upstreamPorts: number[], opts: { cdnPort?: number } = {}): Promise<TestNginx> {
  const bin = findBinary(['nginx']);
  if (!bin) throw new Error('nginx is not installed. Run: apt-get install -y nginx (npm test does this itself when run as root).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const port = await freePort();
  // nginx as the CDN in front of the balancer: keyed on the URL, honouring s-maxage and
  // stale-while-revalidate, purged by an HTTP PURGE of a path (libnginx-mod-http-cache-purge).
  const cdn = opts.cdnPort
    ? `
  proxy_cache_path ${dir}/cdn-cache levels=1:2 keys_zone=cdn:10m max_size=64m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${opts.cdnPort};
    location / {
      proxy_pass http://127.0.0.1:${port};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_cache cdn;
      proxy_cache_key $request_uri;
      # One stored copy per URL, as CDNs normalise Accept-Encoding: fetched uncompressed, so the
      # Vary: Accept-Encoding variants a purge by URL would not reach never arise.
      proxy_set_header Accept-Encoding "";
      proxy_ignore_headers Vary;
      add_header X-CDN-Cache $upstream_cache_status always;
    }
    # PURGE /purge/<path> drops <path> (the module's same-location form crashes Debian's build).
    location ~ ^/purge(/.*)$ {
      allow 127.0.0.1;
      deny all;
      proxy_cache_purge cdn $1$is_args$args;
    }
  }`
    : '';
  const purgeModule = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
  if (opts.cdnPort && !fs.existsSync(purgeModule))
    throw new Error('the nginx cache-purge module is not installed. Run: apt-get install -y libnginx-mod-http-cache-purge (npm test does this itself when run as root).');
  // Workers of a root master run as nobody, who cannot write the cache in this private folder.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const conf = `
${opts.cdnPort ? `load_module ${purgeModule};` : ''}
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site { ${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join(' ')} keepalive 16; keepalive_timeout 4s; }
  # A client connection stays open however many requests it carries: nginx's default (1000) closes
  # it mid-run, and a load generator that sends on it at that moment counts a socket error that
  # has nothing to do with the instances behind.
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 30m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }${cdn}
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const proc: ChildProcess = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(path.join(dir, 'nginx.pid'))) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    cdnUrl: opts.cdnPort ? `http://127.0.0.1:${opts.cdnPort}` : null,
    errorLog: () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''),
    stop: async () => {
      proc.kill('SIGQUIT');
      await new Promise((r) => proc.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
