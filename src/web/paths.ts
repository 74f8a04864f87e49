import * as fs from 'node:fs';
import * as path from 'node:path';

/** The project root: the nearest folder above this file holding package.json (works from src/ and dist/src/). */
export const PROJECT_ROOT = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();

/** The built client; CLIENT_DIR overrides it (parallel builds in separate folders). */
export const CLIENT_DIR = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(PROJECT_ROOT, 'dist', 'client');
export const CLIENT_ASSETS_DIR = path.join(CLIENT_DIR, 'assets');
