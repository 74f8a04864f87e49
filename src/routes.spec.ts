import 'reflect-metadata';

import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

import { AppModule } from './app.module';
import { allRoutes, ROUTES } from './contract/routes';

type Ctor = abstract new (...args: never[]) => unknown;

/** Every controller reachable from the app module (modules, dynamic modules, forwardRef). */
function controllersOf(root: unknown, seen = new Set<unknown>(), out = new Set<Ctor>()): Set<Ctor> {
  let mod = root as { forwardRef?: () => unknown; module?: unknown; imports?: unknown[]; controllers?: Ctor[] } | undefined;
  if (mod && typeof mod === 'object' && typeof mod.forwardRef === 'function') mod = mod.forwardRef() as typeof mod;
  if (!mod || seen.has(mod)) return out;
  seen.add(mod);
  const cls = (typeof mod === 'function' ? mod : mod.module) as object | undefined;
  const imports = [...((cls && (Reflect.getMetadata('imports', cls) as unknown[])) ?? []), ...(typeof mod === 'object' ? (mod.imports ?? []) : [])];
  const controllers = [...((cls && (Reflect.getMetadata('controllers', cls) as Ctor[])) ?? []), ...(typeof mod === 'object' ? (mod.controllers ?? []) : [])];
  for (const c of controllers) out.add(c);
  for (const i of imports) controllersOf(i, seen, out);
  return out;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

/** "METHOD /path" for every handler the app registers, as Nest joins controller and method paths. */
function registeredRoutes(): string[] {
  const out: string[] = [];
  for (const ctrl of controllersOf(AppModule.forRoot())) {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, ctrl) as string | string[]].flat();
    const proto = ctrl.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const prefix of prefixes) for (const p of [paths].flat()) out.push(`${method} ${join(prefix ?? '', p)}`);
    }
  }
  return out.sort();
}

const tableRoutes = () =>
  allRoutes()
    .flatMap((r) => r.patterns.map((p) => `${r.method} ${p}`))
    .sort();

describe('the route table', () => {
  it('holds every route the app registers, and registers nothing it does not hold', () => {
    const registered = registeredRoutes();
    const table = tableRoutes();
    expect(registered.length).toBeGreaterThan(100);
    expect({ notInTable: registered.filter((r) => !table.includes(r)), notRegistered: table.filter((r) => !registered.includes(r)) }).toEqual({
      notInTable: [],
      notRegistered: [],
    });
  });

  it('names each route once', () => {
    const table = tableRoutes();
    expect(table.filter((r, i) => table.indexOf(r) !== i)).toEqual([]);
  });

  it('builds the URLs the client calls from the same patterns', () => {
    expect(ROUTES.content.adminGetVersion.url({ kind: 'pages', id: 3, versionId: 7 })).toBe('/api/admin/pages/get-version/3/7');
    expect(ROUTES.content.getBySlug.url({ kind: 'pages', slug: 'a b' }, { region: undefined })).toBe('/api/pages/get-by-slug/a%20b');
    expect(ROUTES.redirects.getRedirect.url({ '*': 'old/page' })).toBe('/api/redirects/get-redirect/old%2Fpage');
    expect(ROUTES.audit.list.url(undefined, { user: '', q: 'a&b', start: 0 })).toBe('/api/admin/audit?q=a%26b&start=0');
    expect(ROUTES.content.adminDelete.patterns).not.toContain('/api/admin/products/delete/:id');
  });
});
