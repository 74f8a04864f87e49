import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

interface Findings {
  unused: string[];
  undeclared: { name: string; files: string[] }[];
}
// scripts/check-deps.js is plain Node (it runs before any build); this spec runs the same check.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script with no types
const { checkDependencies, describeFindings, packageOf, specifiersOf } = require('../../scripts/check-deps.js') as {
  checkDependencies(root?: string): Findings;
  describeFindings(findings: Findings): string[];
  packageOf(specifier: string): string | null;
  specifiersOf(fileName: string, text: string): string[];
};

describe('dependencies', () => {
  it('every runtime dependency is imported somewhere, and every package src/ and client/src import is declared', () => {
    // Compared as the script prints it, so a failure names what to fix.
    expect(describeFindings(checkDependencies(path.resolve(__dirname, '../..')))).toEqual([]);
  }, 30_000);

  it('reads imports, re-exports, require, require.resolve and import(), not comments or strings', () => {
    const text = [
      "// import x from 'commented-out'",
      "import a from '@scope/pkg/sub';",
      "export * from 're-exported';",
      "import 'bootstrap/dist/css/bootstrap.min.css';",
      "const c = require('required');",
      "const d = require.resolve('pino-pretty');",
      "const e = import('lazy');",
      'const s = "from \'not-an-import\'";',
      "import fs from 'node:fs'; import p from 'path'; import k from '@contract/content'; import r from './relative';",
    ].join('\n');
    expect(specifiersOf('x.ts', text).map(packageOf).filter(Boolean)).toEqual(['@scope/pkg', 're-exported', 'bootstrap', 'required', 'pino-pretty', 'lazy']);
  });

  it('reports a dependency nothing imports and an import nothing declares', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deps-'));
    try {
      fs.mkdirSync(path.join(root, 'src'));
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { used: '1', unused: '1' }, devDependencies: { tool: '1' } }));
      fs.writeFileSync(path.join(root, 'src', 'a.ts'), "import 'used';\nimport 'tool';\nimport 'missing/sub';\n");
      expect(checkDependencies(root)).toEqual({ unused: ['unused'], undeclared: [{ name: 'missing', files: ['src/a.ts'] }] });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
