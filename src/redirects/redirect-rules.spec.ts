import { buildLocation, chainProblem, cleanPath, isValidTarget, neverRedirected, normalizeSource, RuleIndex, RuleLike, shadowedRoute } from './redirect-rules';

const rule = (id: number, source: string, target: string, extra: Partial<RuleLike> = {}): RuleLike => ({
  id,
  source,
  target,
  status: 301,
  keepQuery: true,
  host: null,
  regionId: null,
  ...extra,
});
const scope = { host: 'www.example.com', regionId: 2 };

describe('redirect source normalization', () => {
  it.each([
    ['old-page', '/old-page'],
    ['/Old-Page/', '/old-page'],
    ['//a//b///', '/a/b'],
    ['/a?x=1#top', '/a'],
    ['https://old.example.com/Path/?q=1', '/path'],
    ['/caf%C3%A9', '/café'],
    ['/old/*', '/old/*'],
    ['/old*', '/old*'],
    ['/', '/'],
  ])('%s → %s', (input, out) => expect(normalizeSource(input)).toBe(out));
  it('refuses what is not a path', () => {
    expect(normalizeSource('')).toBeNull();
    expect(normalizeSource('/a*b')).toBeNull();
    expect(normalizeSource('/a b')).toBeNull();
  });
  it('cleans request paths but keeps their case', () => expect(cleanPath('/Old//Page/?x')).toBe('/Old/Page'));
});

describe('matching', () => {
  const index = new RuleIndex([
    rule(1, '/blog/*', '/knowledge-center/*'),
    rule(2, '/blog/special', '/about'),
    rule(3, '/blog/news/*', '/press-releases/*'),
    rule(4, '/blog/*', '/home-ca', { host: 'www.example.ca' }),
    rule(5, '/promo', '/superu', { regionId: 3 }),
  ]);
  it('exact beats wildcard, the longest wildcard wins', () => {
    expect(index.match('/blog/special', scope)?.rule.id).toBe(2);
    expect(index.match('/blog/news/x', scope)).toEqual({ rule: expect.objectContaining({ id: 3 }), rest: 'x' });
    expect(index.match('/Blog/Soil/Part-2', scope)).toEqual({ rule: expect.objectContaining({ id: 1 }), rest: 'Soil/Part-2' });
    expect(index.match('/blog', scope)?.rule.id).toBe(1);
    expect(index.match('/blogger', scope)).toBeNull();
  });
  it('a scoped rule applies only on its host or region, and wins there', () => {
    expect(index.match('/blog/x', { host: 'www.example.ca', regionId: 3 })?.rule.id).toBe(4);
    expect(index.match('/promo', scope)).toBeNull();
    expect(index.match('/promo', { host: 'www.example.ca', regionId: 3 })?.rule.id).toBe(5);
  });
  it('builds the location with the rest and the query string', () => {
    expect(buildLocation(rule(1, '/blog/*', '/knowledge-center/*'), 'a/b', 'x=1')).toBe('/knowledge-center/a/b?x=1');
    expect(buildLocation(rule(1, '/blog/*', '/knowledge-center/*'), '', '')).toBe('/knowledge-center');
    expect(buildLocation(rule(1, '/a', '/b?src=old', { keepQuery: true }), '', 'x=1')).toBe('/b?src=old&x=1');
    expect(buildLocation(rule(1, '/a', '/b', { keepQuery: false }), '', 'x=1')).toBe('/b');
    expect(buildLocation(rule(1, '/a/*', '/b/*'), 'café au lait', '')).toBe('/b/caf%C3%A9%20au%20lait');
  });
});

describe('targets', () => {
  it('accepts site paths and http(s) URLs only', () => {
    expect(isValidTarget('/new')).toBe(true);
    expect(isValidTarget('https://example.org/x?y=1')).toBe(true);
    expect(isValidTarget('//evil.example.com')).toBe(false);
    expect(isValidTarget('javascript:alert(1)')).toBe(false);
    expect(isValidTarget('/a*/b')).toBe(false);
  });
});

describe('loops and chains', () => {
  const own = ['www.example.com'];
  it('refuses A→A, also through a wildcard', () => {
    expect(chainProblem(rule(0, '/a', '/A/'), [], own)).toBe('This redirect would create a loop: /a → /A/.');
    expect(chainProblem(rule(0, '/a/*', '/a/b/*'), [], own)).toMatch(/loop/);
  });
  it('refuses A→B while B→C exists, naming the chain', () => {
    expect(chainProblem(rule(0, '/a', '/b'), [rule(1, '/b', '/c')], own)).toBe('This redirect would create a chain of redirects: /a → /b → /c. Point /a straight at /c instead.');
  });
  it('refuses B→C while A→B exists', () => {
    expect(chainProblem(rule(0, '/b', '/c'), [rule(1, '/a', '/b')], own)).toBe('This redirect would create a chain of redirects: /a → /b → /c. Point /a straight at /c first.');
  });
  it('refuses A→B→A as a loop and a redirect into a gone path', () => {
    expect(chainProblem(rule(0, '/b', '/a'), [rule(1, '/a', '/b')], own)).toBe('This redirect would create a loop: /b → /a → /b.');
    expect(chainProblem(rule(0, '/a', '/b'), [rule(1, '/b', '', { status: 410 })], own)).toMatch(/410 Gone/);
  });
  it('treats own-host URLs as site paths and other sites as the end', () => {
    expect(chainProblem(rule(0, '/a', 'https://www.example.com/b'), [rule(1, '/b', '/c')], own)).toMatch(/chain/);
    expect(chainProblem(rule(0, '/a', 'https://other.example.org/b'), [rule(1, '/b', '/c')], own)).toBeNull();
  });
  it('ignores the rule being edited', () => {
    expect(chainProblem(rule(1, '/b', '/d'), [rule(1, '/b', '/c'), rule(2, '/x', '/y')], own)).toBeNull();
  });
});

describe('protected paths', () => {
  it('never redirects API, files and admin', () => {
    expect(neverRedirected('/api/x')).toBe('/api');
    expect(neverRedirected('/siteadmin')).toBe('/siteadmin');
    expect(neverRedirected('/assets/*')).toBe('/assets');
    expect(neverRedirected('/apiary')).toBeNull();
    expect(neverRedirected('/robots.txt')).toBe('/robots.txt');
  });
  it('finds the site route a source would hide', () => {
    expect(shadowedRoute('/find-a-rep')).toBe('/find-a-rep');
    expect(shadowedRoute('/knowledge-center/category/38')).toBe('/knowledge-center/category/…');
    expect(shadowedRoute('/knowledge-center/old-article')).toBeNull();
    expect(shadowedRoute('/*')).toBe('/');
    expect(shadowedRoute('/can/*')).toBe('/can');
    expect(shadowedRoute('/careers')).toBeNull();
    expect(shadowedRoute('/old-page')).toBeNull();
    // The content kinds' lists, from their definitions: Canada's knowledge center and its categories too.
    expect(shadowedRoute('/can/knowledge-center')).toBe('/can/knowledge-center');
    expect(shadowedRoute('/can/knowledge-center/category/39')).toBe('/can/knowledge-center/category/…');
    expect(shadowedRoute('/press-releases')).toBe('/press-releases');
    expect(shadowedRoute('/product-labels')).toBe('/product-labels');
  });
});
