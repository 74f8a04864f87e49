// The route table's building blocks (the table itself: ../routes.ts).
import type { ContentKind } from '../content';
import { ContentKindPublic, publicKinds } from '../content-kinds';
import type { RegionId } from '../regions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which kinds a `:kind` route is registered for: all, the creatable ones, or those a predicate on the definition picks. */
type KindSet = 'all' | 'creatable' | ((def: ContentKindPublic) => boolean);

/** The `:name` parameters of a pattern ('*' for a wildcard tail). */
export type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : P extends `${string}*`
      ? '*'
      : never;
type ParamValue<N> = N extends 'kind' ? ContentKind : string | number;
export type RouteParams<P extends string> = { [K in ParamNames<P>]: ParamValue<K> };

export interface Route<Res = unknown, Req = undefined, Q = undefined, P extends string = string> {
  readonly method: HttpMethod;
  /** The pattern as Nest/Fastify declares it, e.g. '/api/admin/:kind/get/:id'. */
  readonly path: P;
  /** Every concrete pattern registered: `:kind` expanded per content kind (no other /api/… route is shadowed), plus aliases. */
  readonly patterns: string[];
  /** The URL of one call: parameters filled in and encoded, the query string appended (empty values left out). */
  url(params?: RouteParams<P>, query?: Q): string;
  /** Phantom: never set, only carries the types to `callRoute`. */
  readonly types?: { res: Res; req: Req; query: Q };
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` from an object, leaving out undefined, null and ''; '' when nothing is left. */
export function queryString(query?: object): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query) as [string, QueryValue][]) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)|\*$/g, (_m, name: string | undefined) => {
    const v = params[name ?? '*'];
    if (v === undefined) throw new Error(`${path}: missing parameter ${name ?? '*'}`);
    return encodeURIComponent(String(v));
  });
}

// Read when a controller declares its routes: a kind registered before the app boots has its routes too.
const kindsOf = (set: KindSet): string[] =>
  publicKinds()
    .filter((d) => (set === 'all' ? true : set === 'creatable' ? d.creatable : set(d)))
    .map((d) => d.kind);

function make<Res, Req, Q, P extends string>(method: HttpMethod, path: P, opts: { kinds?: KindSet; also?: string[] } = {}): Route<Res, Req, Q, P> {
  return {
    method,
    path,
    get patterns() {
      const own = path.includes(':kind') ? kindsOf(opts.kinds ?? 'all').map((k) => path.replace(':kind', k)) : [path];
      return [...(opts.also ?? []), ...own];
    },
    url: (params, query) => fill(path, params) + queryString(query as object | undefined),
  };
}

/** `get<Res, Query>()(path)`: two steps so the path's literal type is inferred while the others are given. */
export const get =
  <Res = unknown, Q = undefined>() =>
  <P extends string>(path: P, opts?: { kinds?: KindSet; also?: string[] }) =>
    make<Res, undefined, Q, P>('GET', path, opts);
export const post =
  <Res = unknown, Req = undefined, Q = undefined>() =>
  <P extends string>(path: P, opts?: { kinds?: KindSet }) =>
    make<Res, Req, Q, P>('POST', path, opts);
export const del =
  <Res = unknown>() =>
  <P extends string>(path: P) =>
    make<Res, undefined, undefined, P>('DELETE', path);

/** The region filter of public reads. */
export type RegionQuery = { region?: RegionId };
