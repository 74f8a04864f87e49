// pretest: the test command needs Debian's chromium, mariadb-server, redis-server and nginx. Installs them when missing
// (as root, with apt-get), or stops with the exact command to run. Never a silent skip.
const { execSync } = require('node:child_process');
const fs = require('node:fs');

const has = (bins) => bins.some((b) => ['/usr/bin/', '/usr/sbin/', '/usr/local/bin/'].some((d) => fs.existsSync(d + b)));
const missing = [];
if (!has(['chromium'])) missing.push('chromium');
if (!has(['mariadbd', 'mysqld']) || !has(['mariadb-install-db', 'mysql_install_db'])) missing.push('mariadb-server');
// The three-instance test: Redis for shared state, nginx as the load balancer and, with its cache-purge
// module, as the CDN in front.
if (!has(['redis-server'])) missing.push('redis-server');
if (!has(['nginx'])) missing.push('nginx');
if (!fs.existsSync('/usr/lib/nginx/modules/ngx_http_cache_purge_module.so')) missing.push('libnginx-mod-http-cache-purge');
// The HTML check runs the Nu HTML Checker (vnu-jar), a Java program.
if (!has(['java'])) missing.push('default-jre-headless');
if (missing.length === 0) process.exit(0);

const cmd = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`The tests need ${missing.join(' and ')}. Install with:\n  sudo ${cmd}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} for the tests: ${cmd}`);
execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
