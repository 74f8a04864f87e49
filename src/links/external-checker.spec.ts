import { isInternalAddress, Resolve, ResolvedAddress } from '../common/outbound-addresses';
import { LINK_REASON_INTERNAL } from '../contract/links';
import { ExternalChecker, MAX_REDIRECTS, Send } from './external-checker';

const PUBLIC: Record<string, ResolvedAddress[]> = {
  'a.example': [{ address: '93.184.216.34', family: 4 }],
  'b.example': [{ address: '2606:4700:4700::1111', family: 6 }],
  'public.example': [
    { address: '151.101.65.69', family: 4 },
    { address: '2001:4860:4860::8888', family: 6 },
  ],
  // Resolves to the server's own network.
  'intranet.example': [{ address: '10.0.0.5', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  // One public and one internal address: refused, whichever a connection would pick.
  'mixed.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
};
/** A resolver over the table above; it records each name asked. */
function stubResolver() {
  const asked: string[] = [];
  const resolve: Resolve = async (host) => {
    asked.push(host);
    const found = PUBLIC[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
  return { resolve, asked };
}
type Answer = { status: number; location?: string };
/** A sender answering by URL; it records every request it was asked to send and where to. */
function stubSender(answer: (url: URL, method: string) => Answer) {
  const sent: { url: string; method: string; addresses: string[]; at: number }[] = [];
  const send: Send = async ({ url, method, addresses }) => {
    sent.push({ url: url.href, method, addresses: addresses.map((a) => a.address), at: Date.now() });
    const a = answer(url, method);
    return { status: a.status, location: a.location ?? null };
  };
  return { send, sent };
}
const checker = (send: Send, resolve: Resolve = stubResolver().resolve, opts: { timeoutMs?: number; perHostIntervalMs?: number } = {}) =>
  new ExternalChecker({ timeoutMs: opts.timeoutMs ?? 1000, perHostIntervalMs: opts.perHostIntervalMs ?? 0, resolve, send });
const hostOf = (url: string) => new URL(url).hostname;

describe('external link checks (LINK_CHECK_EXTERNAL=true)', () => {
  it('spaces requests to one host, falls back to GET when HEAD is refused, and names the failure', async () => {
    const { send, sent } = stubSender((url, method) => {
      if (url.pathname === '/gone') return { status: 404 };
      if (url.pathname === '/no-head') return { status: method === 'HEAD' ? 405 : 200 };
      return { status: 200 };
    });
    const c = checker(send, undefined, { perHostIntervalMs: 50 });
    const results = await Promise.all([
      c.check('https://a.example/ok', 'a.example'),
      c.check('https://a.example/gone', 'a.example'),
      c.check('https://b.example/no-head', 'b.example'),
    ]);
    expect(results[0]).toBeNull();
    expect(results[1]).toMatch(/404/);
    expect(results[2]).toBeNull();
    const onA = sent.filter((x) => x.url.includes('a.example'));
    expect(onA[1].at - onA[0].at).toBeGreaterThanOrEqual(45);
    expect(sent.filter((x) => x.url.includes('b.example')).map((x) => x.method)).toEqual(['HEAD', 'GET']);
  });

  it('gives up after the timeout', async () => {
    const hang: Send = ({ signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(checker(hang, undefined, { timeoutMs: 100 }).check('https://a.example/', 'a.example')).resolves.toMatch(/No answer within/);
    // A lookup that never answers times out too.
    const stuck: Resolve = () => new Promise(() => undefined);
    await expect(checker(hang, stuck, { timeoutMs: 100 }).check('https://slow.example/', 'slow.example')).resolves.toMatch(/No answer within/);
  });
});

describe('internal addresses are never requested', () => {
  it.each([
    '127.0.0.1',
    '127.0.0.2',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('%s is internal', (ip) => {
    expect(isInternalAddress(ip)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2001:4860:4860::8888'])('%s is public', (ip) => {
    expect(isInternalAddress(ip)).toBe(false);
  });

  it.each([
    'http://127.0.0.2:8080/',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]:8080/',
    'http://0.0.0.0:8080/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://[fd00::1]/',
  ])('a link to %s is reported as not checked, and nothing is sent or resolved', async (url) => {
    const { send, sent } = stubSender(() => ({ status: 200 }));
    const dns = stubResolver();
    await expect(checker(send, dns.resolve).check(url, hostOf(url))).resolves.toBe(LINK_REASON_INTERNAL);
    expect(sent).toEqual([]);
    expect(dns.asked).toEqual([]);
  });

  it.each(['intranet.example', 'metadata.example', 'mixed.example'])('a name that resolves to an internal address (%s) is not checked', async (host) => {
    const { send, sent } = stubSender(() => ({ status: 200 }));
    await expect(checker(send).check(`https://${host}/`, host)).resolves.toBe(LINK_REASON_INTERNAL);
    expect(sent).toEqual([]);
  });

  it('follows redirects by hand and refuses a hop to an internal address, by IP or by name', async () => {
    const { send, sent } = stubSender((url) => {
      if (url.pathname === '/to-loopback') return { status: 302, location: 'http://127.0.0.1:6379/' };
      if (url.pathname === '/to-mapped') return { status: 301, location: 'http://[::ffff:127.0.0.1]/' };
      if (url.pathname === '/to-intranet') return { status: 307, location: 'https://intranet.example/admin' };
      if (url.pathname === '/to-metadata') return { status: 308, location: '//metadata.example/latest/' };
      if (url.pathname === '/moved') return { status: 301, location: '/here' };
      return { status: 200 };
    });
    const c = checker(send);
    for (const path of ['/to-loopback', '/to-mapped', '/to-intranet', '/to-metadata']) {
      await expect(c.check(`https://public.example${path}`, 'public.example')).resolves.toBe(LINK_REASON_INTERNAL);
    }
    // Only the public first hop of each was ever sent.
    expect(sent.map((s) => new URL(s.url).hostname)).toEqual(['public.example', 'public.example', 'public.example', 'public.example']);
    // A relative redirect on a public host is followed to its answer.
    await expect(c.check('https://public.example/moved', 'public.example')).resolves.toBeNull();
    expect(sent.slice(-2).map((s) => s.url)).toEqual(['https://public.example/moved', 'https://public.example/here']);
  });

  it('checks every hop of the GET fallback too', async () => {
    const { send, sent } = stubSender((url, method) => {
      if (method === 'HEAD') return { status: 405 };
      return url.hostname === 'public.example' ? { status: 302, location: 'http://[::1]/' } : { status: 200 };
    });
    await expect(checker(send).check('https://public.example/get-only', 'public.example')).resolves.toBe(LINK_REASON_INTERNAL);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['HEAD https://public.example/get-only', 'GET https://public.example/get-only']);
  });

  it('connects to exactly the addresses it checked (one lookup a hop, so a second answer cannot differ)', async () => {
    const dns = stubResolver();
    const { send, sent } = stubSender((url) => (url.hostname === 'public.example' ? { status: 301, location: 'https://a.example/' } : { status: 200 }));
    await expect(checker(send, dns.resolve).check('https://public.example/', 'public.example')).resolves.toBeNull();
    expect(dns.asked).toEqual(['public.example', 'a.example']);
    expect(sent.map((s) => s.addresses)).toEqual([['151.101.65.69', '2001:4860:4860::8888'], ['93.184.216.34']]);
  });

  it(`stops after ${MAX_REDIRECTS} redirects and refuses non-web redirect targets`, async () => {
    const { send, sent } = stubSender((url) => {
      if (url.pathname.startsWith('/loop')) return { status: 302, location: `/loop${Number(url.pathname.slice(5) || 0) + 1}` };
      return { status: 302, location: 'file:///etc/passwd' };
    });
    const c = checker(send);
    await expect(c.check('https://a.example/loop', 'a.example')).resolves.toMatch(/more than 5 redirects/);
    expect(sent).toHaveLength(MAX_REDIRECTS + 1);
    await expect(c.check('https://a.example/file', 'a.example')).resolves.toMatch(/Could not reach the other site \(redirected to a file: address\)/);
  });
});
