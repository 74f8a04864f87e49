import * as fs from 'node:fs';
import * as path from 'node:path';

// lib/ sits below the features: the API client and the other helpers are handed what they need by app/,
// so nothing in lib/ may import from features/ (a feature importing lib/ is the only direction).
const LIB = __dirname;
const FEATURES = path.resolve(LIB, '..', 'features');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

/** Every module specifier of a file: static and type imports, re-exports, import() and require(). */
const specifiers = (source: string): string[] => [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);

const reachesFeatures = (file: string, spec: string): boolean =>
  spec.startsWith('@client/features') || (spec.startsWith('.') && (path.resolve(path.dirname(file), spec) + path.sep).startsWith(FEATURES + path.sep));

describe('client layers', () => {
  it('nothing in client/src/lib imports from client/src/features', () => {
    const files = sourceFiles(LIB).filter((f) => f !== __filename); // this file quotes feature imports as examples
    expect(files.length).toBeGreaterThan(3);
    const offending = files.flatMap((file) =>
      specifiers(fs.readFileSync(file, 'utf8'))
        .filter((spec) => reachesFeatures(file, spec))
        .map((spec) => `${path.relative(LIB, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('the check sees a feature import in every form it can take', () => {
    const file = path.join(LIB, 'api-client.ts');
    const found = specifiers(
      `import { a } from '../features/auth/slice';\nimport type { B } from "@client/features/x";\nexport * from '../features/y';\nconst c = await import('../features/z');`,
    );
    expect(found.filter((spec) => reachesFeatures(file, spec))).toHaveLength(4);
    expect(reachesFeatures(file, './token')).toBe(false);
    expect(reachesFeatures(file, '@contract/envelope')).toBe(false);
  });
});
