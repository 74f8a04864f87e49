// wrk (Debian's, /usr/bin/wrk) pinned to the load core, and its printed figures read back.
const fs = require('node:fs');

const { BenchError, spawnPinned } = require('./processes');

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((f) => fs.existsSync(f));

function requireWrk() {
  if (!WRK) throw new BenchError('wrk is not installed: apt-get install -y wrk');
  return WRK;
}

const toMs = (v, unit) => v * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

/** wrk's text output → req/s, latency percentiles (ms), counts. */
function parseWrk(out) {
  const pct = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return m ? +toMs(Number(m[1]), m[2]).toFixed(3) : null;
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const total = /(\d+) requests in/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  if (!rps || pct(99) === null) throw new BenchError(`could not read wrk's output:\n${out}`);
  return {
    rps: Number(rps[1]),
    p50: pct(50),
    p99: pct(99),
    requests: Number(total?.[1] ?? 0),
    non2xx: Number(non2xx?.[1] ?? 0),
    socketErrors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
  };
}

/** A Lua string literal holding `s` (a path, a header or a JSON body). */
function luaString(s) {
  return `"${s.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

/**
 * A wrk script that sends `requests` ({ method, path, body?, headers? }) in turn, round robin, on
 * every connection.
 */
function roundRobinScript(file, requests) {
  const lines = ['local list = {}', 'local i = 0', 'init = function(args)'];
  for (const r of requests) {
    const headers = { ...r.headers, ...(r.body === undefined ? {} : { 'Content-Type': 'application/json' }) };
    const h = Object.entries(headers).map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`);
    h.push('["Host"] = wrk.host');
    lines.push(`  table.insert(list, wrk.format(${luaString(r.method ?? 'GET')}, ${luaString(r.path)}, { ${h.join(', ')} }${r.body === undefined ? '' : `, ${luaString(r.body)}`}))`);
  }
  lines.push('end', 'request = function()', '  i = i % #list + 1', '  return list[i]', 'end', '');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

/**
 * `taskset -c CPU wrk -tT -cC -dDs --latency [-H …] [-s script] URL`; resolves to its parsed figures
 * and the command line that ran.
 */
function runWrk({ cpu, url, seconds, connections = 50, threads = 1, headers = {}, script }) {
  const bin = requireWrk();
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  if (script) args.push('-s', script);
  args.push(url);
  const command = `taskset -c ${cpu} wrk ${args.map((a) => (/[\s:]/.test(a) ? `'${a}'` : a)).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawnPinned(cpu, bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new BenchError(`${command} failed (${code}): ${err || out}`));
      // A Lua error is printed on stderr while wrk goes on sending its default request.
      if (err.trim()) return reject(new BenchError(`${command} reported: ${err.trim()}`));
      try {
        resolve({ ...parseWrk(out), command });
      } catch (e) {
        reject(e);
      }
    });
  });
}

module.exports = { WRK, requireWrk, parseWrk, roundRobinScript, runWrk };
