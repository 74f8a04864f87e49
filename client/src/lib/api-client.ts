import type { ApiEnvelope } from '@contract/envelope';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?api';
import { AUTH_ROUTES } from '@contract/routes/auth';
import type { Route, RouteParams } from '@contract/routes/route';

import { apiClientDeps } from './api-client-config';
import { pageMessage, registerMessages } from './i18n';
import { API_BASE_URL } from './runtime-config';
import { needsRefresh } from './token';

/**
 * The one HTTP client of the browser app (spec section 7): envelope unwrapping, the bearer
 * header, a refresh first when the token expires in under 10 s, and the 401/403 routing of
 * section 8. Sagas reach the network only through this (via call()), and every call names a route
 * of the table (`callRoute`), so its URL, method, body and answer are typed from `src/contract/routes`.
 *
 * It knows no feature: where the tokens live and what a failure does are handed in by the app
 * (`app/api-client-setup.ts`, through `api-client-config.ts`).
 */
let refreshing: Promise<boolean> | null = null;

// The client's own failure texts ("The server could not be reached"), in the language of the page that calls it.
registerMessages(messages, frenchMessages);

/** Before the app wires the client (never in practice), a failure still goes to the right page. */
const authFailed = (signedIn: boolean) => {
  const deps = apiClientDeps();
  if (deps) deps.authFailed(signedIn);
  else window.location.assign(signedIn ? '/access-denied' : '/account/login');
};

export interface RequestOptions {
  /** Skip the 401/403 routing (login and refresh calls handle their own failures). */
  noAuthRouting?: boolean;
  signal?: AbortSignal;
  /** Raw body (FormData for uploads). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

async function parse<T>(res: Response): Promise<ApiEnvelope<T>> {
  const text = await res.text();
  try {
    const json = JSON.parse(text);
    if (json && typeof json === 'object' && 'success' in json) return json as ApiEnvelope<T>;
    return { success: res.ok, data: json } as ApiEnvelope<T>;
  } catch {
    return { success: false, message: await pageMessage('api.requestFailed') };
  }
}

/** One refresh at a time; concurrent requests wait for it. */
export function refreshTokenOnce(): Promise<boolean> {
  const s = apiClientDeps();
  if (!s) return Promise.resolve(false);
  if (refreshing) return refreshing;
  const refreshToken = s.session().refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  s.refreshStarted();
  refreshing = fetch(API_BASE_URL + AUTH_ROUTES.refreshToken.url(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  })
    .then((res) => parse<{ token: string; refreshToken?: string }>(res))
    .then((env) => {
      if (env.success && env.data?.token) {
        s.refreshSucceeded({ token: env.data.token, refreshToken: env.data.refreshToken });
        return true;
      }
      s.refreshFailed();
      return false;
    })
    .catch(() => {
      s.refreshFailed();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The HTTP status each failed envelope came with (0: the server could not be reached). */
const failureStatus = new WeakMap<object, number>();

/**
 * The HTTP status of a failed call (0 when the server could not be reached); undefined for a success.
 * Lets a caller tell "not there" (404, 410, or a 200 with success false) from a failure to load (5xx, network).
 */
export function responseStatus(env: ApiEnvelope<unknown>): number | undefined {
  return env.success ? undefined : failureStatus.get(env);
}

/** True when a call failed to load (5xx or no answer), as opposed to an answer that the thing is not there. */
export const isLoadFailure = (env: ApiEnvelope<unknown>): boolean => {
  const status = responseStatus(env);
  return status !== undefined && (status === 0 || status >= 500);
};

/** The signal of the fetch saga running now (lib/fetch-saga.ts), applied to the requests it starts. */
let ambientSignal: AbortSignal | undefined;

/**
 * Runs `start` so that every request it begins (synchronously, as an API module's call does) is aborted with
 * `signal`: how a saga that is cancelled (a newer request, the screen left) stops its request.
 */
export function withAbortSignal<R>(signal: AbortSignal, start: () => R): R {
  const outer = ambientSignal;
  ambientSignal = signal;
  try {
    return start();
  } finally {
    ambientSignal = outer;
  }
}

/** The answer of a call the server never answered (no network, server down), in the page's language. */
async function unreachable<T>(): Promise<ApiEnvelope<T>> {
  const env: ApiEnvelope<T> = { success: false, message: await pageMessage('api.unreachable') };
  failureStatus.set(env, 0);
  return env;
}

/**
 * Sends one request with the bearer token (refreshed first when it is about to expire) and applies the
 * 401/403 routing: a call made while a sign-in or refresh is running waits and retries, a 401 refreshes
 * once and retries, and what still fails goes to the sign-in or access-denied page. Null when no answer came.
 */
async function send(url: string, init: RequestInit & { headers: Record<string, string> }, opts: RequestOptions, attempt = 0): Promise<Response | null> {
  const deps = apiClientDeps();
  const auth = deps?.session();
  if (auth?.token && needsRefresh(auth.token)) await refreshTokenOnce();
  const token = deps?.session().token;
  const headers = token ? { ...init.headers, authorization: `Bearer ${token}` } : init.headers;
  let res: Response;
  try {
    res = await fetch(API_BASE_URL + url, { ...init, headers, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    return null;
  }
  if ((res.status === 401 || res.status === 403) && !opts.noAuthRouting) {
    const current = deps?.session();
    // An auth operation (login or refresh) still running: wait a moment and retry.
    if (current?.loading && attempt < 3) {
      await (refreshing ?? new Promise((r) => setTimeout(r, 300)));
      return send(url, init, opts, attempt + 1);
    }
    if (res.status === 401 && current?.refreshToken && attempt === 0 && (await refreshTokenOnce())) {
      return send(url, init, opts, attempt + 1);
    }
    authFailed(!!deps?.session().email);
  }
  return res;
}

export async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const opts = options.signal || !ambientSignal ? options : { ...options, signal: ambientSignal };
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (body !== undefined && opts.rawBody === undefined) headers['content-type'] = 'application/json';
  const res = await send(url, { method, headers, body: opts.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) }, opts);
  if (!res) return unreachable<T>();
  const envelope = await parse<T>(res);
  if (!envelope.success) failureStatus.set(envelope, res.status);
  return envelope;
}

/** What one call of a table route needs: its path parameters, its body, its query (each only when the route has one). */
export type RouteCall<Req, Q, P extends string> = (keyof RouteParams<P> extends never ? { params?: undefined } : { params: RouteParams<P> }) &
  ([Req] extends [undefined] ? { body?: undefined } : { body: Req }) & { query?: Q };

/**
 * Calls a route of the table (`src/contract/routes.ts`): URL, method, body and answer type all come
 * from its entry. A FormData body is sent as it is (multipart uploads).
 */
export function callRoute<Res, Req, Q, P extends string>(
  route: Route<Res, Req, Q, P>,
  ...[call, opts]: Record<string, never> extends RouteCall<Req, Q, P> ? [call?: RouteCall<Req, Q, P>, opts?: RequestOptions] : [call: RouteCall<Req, Q, P>, opts?: RequestOptions]
): Promise<ApiEnvelope<Res>> {
  const url = route.url(call?.params, call?.query);
  const body: unknown = call?.body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return request<Res>(route.method, url, undefined, { ...opts, rawBody: body });
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return request<Res>(route.method, url, hasBody ? (body ?? {}) : undefined, opts);
}

/** A file a route answered (a zip): its bytes and the name the server gave it. */
interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * Calls a GET route that answers a file rather than JSON, with the token handling and 401/403 routing of
 * every call (an expired token is refreshed and the download retried). The answer is an envelope like any call's, so a saga fetches it with fetchWith;
 * a failure carries the server's message and status.
 */
export async function downloadRoute<P extends string>(route: Route<unknown, undefined, undefined, P>, call: { params: RouteParams<P> }): Promise<ApiEnvelope<DownloadedFile>> {
  // Taken before the first await: the fetch saga's signal is set only while the call starts.
  const res = await send(route.url(call.params), { method: 'GET', headers: {} }, { signal: ambientSignal });
  if (!res) return unreachable<DownloadedFile>();
  if (!res.ok) {
    const env = await parse<never>(res);
    const failure: ApiEnvelope<DownloadedFile> = { success: false, message: (!env.success && env.message) || (await pageMessage('api.requestFailed')) };
    failureStatus.set(failure, res.status);
    return failure;
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { success: true, data: { blob: await res.blob(), filename } };
}
