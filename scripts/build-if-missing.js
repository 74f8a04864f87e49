// prestart: build the server and client when their output is missing or older than the sources.
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const serverOut = path.join(root, 'dist/src/main.js');
const clientOut = path.join(root, 'dist/client/index.html');
if (mtime(serverOut) < Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'migrations')))) {
  console.log('Building the server…');
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
}
if (mtime(clientOut) < Math.max(newest(path.join(root, 'client')), newest(path.join(root, 'src/contract')))) {
  console.log('Building the client…');
  execSync('npm run build:client', { cwd: root, stdio: 'inherit' });
}
