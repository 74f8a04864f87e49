import { ExternalChecker } from './external-checker';

const answer = (status: number) => ({ status, body: null }) as unknown as Response;

describe('external link checks (LINK_CHECK_EXTERNAL=true)', () => {
  it('spaces requests to one host, falls back to GET when HEAD is refused, and names the failure', async () => {
    const calls: { url: string; method: string; at: number }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, method: String(init.method), at: Date.now() });
      if (url.endsWith('/gone')) return answer(404);
      if (url.endsWith('/no-head')) return answer(init.method === 'HEAD' ? 405 : 200);
      return answer(200);
    }) as unknown as typeof fetch;
    const c = new ExternalChecker({ timeoutMs: 1000, perHostIntervalMs: 50, fetch: fake });
    const results = await Promise.all([
      c.check('https://a.example/ok', 'a.example'),
      c.check('https://a.example/gone', 'a.example'),
      c.check('https://b.example/no-head', 'b.example'),
    ]);
    expect(results[0]).toBeNull();
    expect(results[1]).toMatch(/404/);
    expect(results[2]).toBeNull();
    const onA = calls.filter((x) => x.url.includes('a.example'));
    expect(onA[1].at - onA[0].at).toBeGreaterThanOrEqual(45);
    expect(calls.filter((x) => x.url.includes('b.example')).map((x) => x.method)).toEqual(['HEAD', 'GET']);
  });

  it('gives up after the timeout', async () => {
    const hang = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))),
      )) as unknown as typeof fetch;
    const c = new ExternalChecker({ timeoutMs: 100, perHostIntervalMs: 0, fetch: hang });
    await expect(c.check('https://slow.example/', 'slow.example')).resolves.toMatch(/No answer within/);
  });
});
