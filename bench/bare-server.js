// The baseline of bench/server.js: a bare node:http server that answers each recorded request with
// the bytes and headers the app sent for it, and does nothing else. It runs in its own process
// (pinned to a core by the caller), so it never shares an event loop with the load generator.
//
//   node bench/bare-server.js MANIFEST.json PORT
//
// The manifest (written by bench/server.js) lists { method, path, acceptEncoding, status, headers, bodyFile }
// with headers as the app's raw [name, value, name, value, …] list. A request is matched on method, URL
// and its exact Accept-Encoding header (absent = ''); anything else gets 404. Date, Connection and
// Keep-Alive are node:http's own (as in the app); Content-Length is recomputed, and a response the app
// sent chunked is sent chunked (in one chunk). Prints "ready PORT" on stdout once it listens.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const [manifestFile, portArg] = process.argv.slice(2);
if (!manifestFile || !portArg) {
  console.error('usage: node bench/bare-server.js MANIFEST.json PORT');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const routes = new Map();
for (const e of manifest.entries) {
  const body = fs.readFileSync(path.resolve(path.dirname(manifestFile), e.bodyFile));
  const headers = [];
  let chunked = false;
  for (let i = 0; i < e.headers.length; i += 2) {
    const name = e.headers[i];
    const lower = name.toLowerCase();
    if (lower === 'transfer-encoding' && /chunked/i.test(e.headers[i + 1])) chunked = true;
    if (!HOP_BY_HOP.has(lower)) headers.push(name, e.headers[i + 1]);
  }
  if (chunked) headers.push('Transfer-Encoding', 'chunked');
  else headers.push('content-length', String(body.length));
  routes.set(`${e.method} ${e.path} ${e.acceptEncoding}`, { status: e.status, headers, body });
}

const server = http.createServer((req, res) => {
  const r = routes.get(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? ''}`);
  const send = () => {
    if (!r) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not in the manifest\n');
      return;
    }
    res.writeHead(r.status, r.headers);
    res.end(r.body);
  };
  // A request with a body (the POST filter) is read to its end, as the app must; a GET is answered at once.
  if (req.headers['content-length'] || req.headers['transfer-encoding']) {
    req.on('data', () => {});
    req.on('end', send);
  } else send();
});
// The same idle keep-alive as the app's Fastify server (72 s), so neither closes connections under load.
server.keepAliveTimeout = 72_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log(`ready ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
