import type { ApiEnvelope } from '@contract/envelope';

import { callRoute, downloadRoute, responseStatus } from './api-client';
import { type ApiSession, configureApiClient } from './api-client-config';

/** A token the client takes as fresh (its expiry an hour away). */
const fresh = (name: string) => `x.${Buffer.from(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.y`;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Wires the client to a session held here; returns the session and what the client reported. */
function wire(start: Partial<ApiSession> = {}) {
  const session: ApiSession = { token: fresh('old'), refreshToken: 'r1', email: 'staff@example.com', loading: false, ...start };
  const failures: boolean[] = [];
  configureApiClient({
    session: () => session,
    refreshStarted: () => {
      session.loading = true;
    },
    refreshSucceeded: ({ token, refreshToken }) => {
      Object.assign(session, { token, refreshToken: refreshToken ?? session.refreshToken, loading: false });
    },
    refreshFailed: () => {
      Object.assign(session, { token: null, refreshToken: null, loading: false });
    },
    authFailed: (signedIn) => failures.push(signedIn),
  });
  return { session, failures };
}

const thingsRoute = { method: 'GET', url: () => '/api/admin/things' };
const getThings = () => (callRoute as (r: unknown) => Promise<ApiEnvelope<string[]>>)(thingsRoute);
const exportRoute = { method: 'GET', url: (p: { id: number }) => `/api/admin/things/${p.id}/export` };
const download = () => (downloadRoute as (r: unknown, c: unknown) => ReturnType<typeof downloadRoute>)(exportRoute, { params: { id: 7 } });

/** A server whose tokens were revoked: the old token is refused, a refresh gives a new one that works. */
function serverThatRevokedTheToken(answer: (url: string) => Response) {
  const calls: { url: string; auth: string | null }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ url, auth });
    if (url.endsWith('/auth/refresh-token')) return json({ success: true, data: { token: fresh('new'), refreshToken: 'r2' } });
    if (auth !== `Bearer ${fresh('new')}`) return json({ success: false, message: 'Unauthorized' }, 401);
    return answer(url);
  });
  return calls;
}

describe('the API client and a refused token', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a call answered 401 refreshes the token once and is sent again with the new one', async () => {
    const { session, failures } = wire();
    const calls = serverThatRevokedTheToken(() => json({ success: true, data: ['a'] }));
    const env = await getThings();
    expect(env).toEqual({ success: true, data: ['a'] });
    expect(calls.map((c) => c.url.replace(/^.*?(\/api|\/auth)/, '$1'))).toEqual(['/api/admin/things', '/auth/refresh-token', '/api/admin/things']);
    expect(session.refreshToken).toBe('r2');
    expect(failures).toEqual([]);
  });

  it('a download answered 401 refreshes the token and retries, and hands over the file', async () => {
    const { failures } = wire();
    const calls = serverThatRevokedTheToken(() => new Response('PK-zip-bytes', { headers: { 'content-disposition': 'attachment; filename="request-7.zip"' } }));
    const env = await download();
    if (!env.success) throw new Error(env.message);
    expect(env.data.filename).toBe('request-7.zip');
    expect(await env.data.blob.text()).toBe('PK-zip-bytes');
    expect(calls.filter((c) => c.url.endsWith('/export')).map((c) => c.auth)).toEqual([`Bearer ${fresh('old')}`, `Bearer ${fresh('new')}`]);
    expect(failures).toEqual([]);
  });

  it('a download still refused after the refresh goes to the sign-in routing and reports the status', async () => {
    const { failures } = wire();
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/auth/refresh-token') ? json({ success: false, message: 'Invalid refresh token.' }, 401) : json({ success: false, message: 'Unauthorized' }, 401),
      );
    const env = await download();
    expect(env).toEqual({ success: false, message: 'Unauthorized' });
    expect(responseStatus(env)).toBe(401);
    expect(failures).toEqual([true]);
  });

  it('a download the server never answers says so, with status 0', async () => {
    wire();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const env = await download();
    expect(env).toEqual({ success: false, message: 'The server could not be reached. Please try again.' });
    expect(responseStatus(env)).toBe(0);
  });
});
