import { buildEntry, matchesIfNoneMatch, PageCacheStore, pickEncoding } from './page-cache-store';

describe('page cache store', () => {
  it('picks br, then gzip, honouring q=0', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('matches If-None-Match weakly across encodings of the same body', () => {
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-gz"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('*', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
  });

  it('drops exactly the entries that show a changed key, and stays within its byte caps', async () => {
    const store = new PageCacheStore(200_000, 50_000);
    const body = Buffer.from('<p>'.padEnd(5000, 'x'));
    store.set('/a', await buildEntry(200, { 'content-type': 'text/html' }, body, ['site', 'item-1'], '/a'));
    store.set('/b', await buildEntry(200, { 'content-type': 'text/html' }, body, ['site', 'item-2'], '/b'));
    store.set('/list', await buildEntry(200, { 'content-type': 'text/html' }, body, ['site', 'list-products', 'item-1', 'item-2'], '/list'));
    expect(store.get('/a')?.gzip).not.toBeNull();
    store.dropTags(['item-1']);
    expect(store.get('/a')).toBeUndefined();
    expect(store.get('/list')).toBeUndefined();
    expect(store.get('/b')).toBeDefined();
    store.dropTags(['site']);
    expect(store.get('/b')).toBeUndefined();
    for (let i = 0; i < 200; i++) store.set(`/missing-${i}`, await buildEntry(404, {}, Buffer.from(`nothing at ${i}`.padEnd(3000, ' ')), ['site'], `/missing-${i}`));
    const s = store.stats();
    expect(s.notFoundBytes).toBeLessThanOrEqual(50_000);
    expect(s.notFoundEntries).toBeLessThan(200);
    expect(s.bytes).toBe(0);
  });
});
