// Dependency check: every runtime dependency is imported somewhere, and every package the
// server or the client imports is declared. `node scripts/check-deps.js` prints what it finds and exits 1
// on any finding; src/common/dependencies.spec.ts runs the same check.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');
// The TypeScript parser (a devDependency) reads imports exactly: no matches inside comments or strings.
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
/** Where an import counts as a use of a dependency. */
const SCANNED = ['src', 'client/src', 'migrations', 'scripts', 'webpack.config.ts'];
/** Where every imported package must be declared (dependencies or devDependencies). */
const MUST_DECLARE = ['src', 'client/src'];
/** Path aliases of tsconfig, jest and webpack: our own code, not packages. */
const ALIASES = ['@contract/', '@client/'];
/** The webpack config names loaders and packages as plain strings ('css-loader'): those count as uses too. */
const STRING_NAMES = ['webpack.config.ts'];
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

/**
 * Dependencies no file imports because another package loads them by name when our code asks for it.
 * Each counts as used only while the code that makes the other package load it is there.
 */
const LOADED_BY_NAME = [
  { name: 'better-sqlite3', by: "TypeORM, for type: 'better-sqlite3'", uses: /type:\s*['"]better-sqlite3['"]/ },
  { name: 'mysql2', by: "TypeORM, for type: 'mysql' or 'mariadb'", uses: /type:\s*['"](?:mysql|mariadb)['"]/ },
  { name: '@fastify/static', by: '@nestjs/serve-static on the Fastify adapter (ServeStaticModule)', uses: /ServeStaticModule\.forRoot/ },
];

/** The package a module specifier names ('@scope/name/sub' → '@scope/name'), or null for builtins, aliases and paths. */
function packageOf(specifier) {
  if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (ALIASES.some((a) => specifier.startsWith(a))) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name) || builtinModules.includes(specifier)) return null;
  return /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name) ? name : null;
}

/** Module specifiers a file loads: import/export from, import x = require, require(), require.resolve(), import(), jest.mock(). */
function specifiersOf(fileName, text, { allStrings = false } = {}) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found = [];
  const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);
  const isLoader = (callee) => {
    if (ts.isIdentifier(callee)) return callee.text === 'require';
    if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return false;
    const [object, member] = [callee.expression.text, callee.name.text];
    return (object === 'require' && member === 'resolve') || (object === 'jest' && ['mock', 'doMock', 'requireActual', 'requireMock'].includes(member));
  };
  const visit = (node) => {
    let spec = null;
    if (allStrings) spec = literal(node);
    else if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) spec = literal(node.moduleSpecifier);
    else if (ts.isExternalModuleReference(node)) spec = literal(node.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) spec = literal(node.argument.literal);
    else if (ts.isCallExpression(node) && isLoader(node.expression)) spec = literal(node.arguments[0]);
    if (spec !== null) found.push(spec);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function filesUnder(root, rel) {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [rel];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : filesUnder(root, path.join(rel, e.name));
    return SOURCE.test(e.name) ? [path.join(rel, e.name)] : [];
  });
}

/**
 * Runs the check on a checkout: `unused` lists runtime dependencies nothing imports, `undeclared` the
 * packages src/ or client/src import without declaring them (with the files that do).
 */
function checkDependencies(root = ROOT) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const runtime = Object.keys(pkg.dependencies ?? {});
  const declared = new Set([...runtime, ...Object.keys(pkg.devDependencies ?? {})]);
  const used = new Set();
  const undeclared = new Map();
  let code = '';
  for (const rel of SCANNED.flatMap((dir) => filesUnder(root, dir))) {
    const file = rel.split(path.sep).join('/');
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    code += text;
    const mustDeclare = MUST_DECLARE.some((dir) => file.startsWith(`${dir}/`));
    for (const spec of specifiersOf(file, text)) {
      const name = packageOf(spec);
      if (!name) continue;
      used.add(name);
      if (mustDeclare && !declared.has(name)) undeclared.set(name, [...(undeclared.get(name) ?? []), file]);
    }
    if (STRING_NAMES.includes(file)) for (const s of specifiersOf(file, text, { allStrings: true })) if (declared.has(packageOf(s))) used.add(packageOf(s));
  }
  for (const { name, uses } of LOADED_BY_NAME) if (uses.test(code)) used.add(name);
  // A package a used dependency requires as a (non-optional) peer is needed even when we never import it (@tiptap/pm, redux).
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...used]) {
      for (const peer of requiredPeersOf(root, name)) {
        if (!used.has(peer)) {
          used.add(peer);
          grew = true;
        }
      }
    }
  }
  return {
    unused: runtime.filter((name) => !used.has(name)).sort(),
    undeclared: [...undeclared].map(([name, files]) => ({ name, files: [...new Set(files)].sort() })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function requiredPeersOf(root, name) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    const optional = manifest.peerDependenciesMeta ?? {};
    return Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optional[peer]?.optional);
  } catch {
    return [];
  }
}

/** The findings as lines for a person; empty when there are none. */
function describeFindings({ unused, undeclared }) {
  const lines = [];
  if (unused.length) lines.push('Runtime dependencies nothing imports (use them or remove them from package.json):', ...unused.map((n) => `  ${n}`));
  if (undeclared.length) {
    lines.push('Packages imported but not declared in package.json:', ...undeclared.map((u) => `  ${u.name}  (${u.files.join(', ')})`));
  }
  return lines;
}

module.exports = { checkDependencies, describeFindings, packageOf, specifiersOf, LOADED_BY_NAME };

if (require.main === module) {
  const lines = describeFindings(checkDependencies());
  if (lines.length) {
    console.error(lines.join('\n'));
    process.exit(1);
  }
  console.log('Dependencies: every runtime dependency is imported, and every imported package is declared.');
}
