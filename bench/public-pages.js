// The public templates the benchmarks measure, with real slugs taken from the running app's seeded
// content through its public API, so every item page exists. Used by bench/server.js, bench/mixed.js
// and bench/client-report.js (the HTML pages).
const path = require('node:path');

/** Slugs with their own routes, so the custom page picked is served as one (read from the built contract). */
function reservedSlugs(dist) {
  const fixed = [
    'about',
    'careers',
    'knowledge-center',
    'press-releases',
    'product-labels',
    'find-a-rep',
    'find-a-rep-ca',
    'reps-retailers',
    'product-selector',
    'contact',
    'contact-ca',
    'home-ca',
    'home-int',
    'can',
    'int',
    'not-found',
    'error',
    'access-denied',
    'rep-thankyou',
    'retailer-thankyou',
    'fr',
  ];
  try {
    const site = require(path.join(dist, 'src', 'contract', 'site.js'));
    return new Set([...fixed, ...(site.PRODUCT_ROUTES ?? []).map((p) => p.slug), ...(site.CAMPAIGN_SLUGS ?? []), site.ABOUT_SLUG].filter(Boolean));
  } catch {
    return new Set(fixed);
  }
}

/**
 * Every row: { name, path, method?, body?, html } or { name, skip } when the seeded content has no such item.
 * opts: dist (the build, for the route contract), repsQuery (the /reps-retailers search), kcCategory.
 */
async function publicPages(baseUrl, { dist, repsQuery = 'label=Retailers&zip=50010', kcCategory = '39' } = {}) {
  const list = async (kind, extra = {}) => {
    const res = await fetch(`${baseUrl}/api/${kind}/filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start: 0, length: 100, ...extra }),
    });
    if (!res.ok) throw new Error(`POST /api/${kind}/filter answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return (await res.json()).data?.items ?? [];
  };
  const usFirst = (items) => items.find((i) => !i.regionIds?.length || i.regionIds.includes(2)) ?? items[0];
  const kcItem = usFirst(await list('knowledge-center', { regionId: 2 }));
  const press = usFirst(await list('press-releases', { regionId: 2 }));
  const reserved = reservedSlugs(dist);
  const page = usFirst((await list('pages')).filter((p) => p.slug && !p.slug.includes('/') && !reserved.has(p.slug)));
  const missing = (what) => ({ skip: `no published ${what} in the seeded content` });
  const html = (name, rest) => ({ name, html: true, ...rest });
  return [
    html('home-us', { path: '/' }),
    html('home-ca', { path: '/home-ca' }),
    html('product', { path: '/agrotain' }),
    // The Canada region in French: its home and a product page (they load the French catalog's chunk too).
    html('home-fr', { path: '/fr/home-ca' }),
    html('product-fr', { path: '/fr/agrotain-ca' }),
    html('kc-list', { path: '/knowledge-center' }),
    html('kc-category', { path: `/knowledge-center/category/${kcCategory}` }),
    html('kc-item', kcItem ? { path: `/knowledge-center/${kcItem.slug}` } : missing('knowledge-center item')),
    html('press-list', { path: '/press-releases' }),
    html('press-item', press ? { path: `/press-releases/${press.slug}` } : missing('press release')),
    html('labels', { path: '/product-labels' }),
    html('find-a-rep', { path: '/find-a-rep' }),
    html('reps-retailers', { path: `/reps-retailers?${repsQuery}` }),
    html('custom-page', page ? { path: `/${page.slug}` } : missing('custom page')),
    html('about', { path: '/about' }),
    html('selector', { path: '/product-selector' }),
    html('thank-you', { path: '/retailer-thankyou' }),
    { name: 'states', path: '/api/states/get-all/2' },
    { name: 'health-live', path: '/health/live' },
    { name: 'kc-filter', path: '/api/knowledge-center/filter', method: 'POST', body: JSON.stringify({ start: 0, length: 12, regionId: 2 }) },
  ];
}

/**
 * The rows a comma list (BENCH_PATHS, BENCH_PAGES) names, by row name or path, in its order; a path
 * that is no row is added as a GET of an HTML page. No list: all rows.
 */
function selectPages(rows, spec, envName) {
  if (!spec) return rows;
  const out = [];
  for (const w of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const hit = rows.filter((t) => t.name === w || t.path === w);
    if (hit.length) out.push(...hit.filter((t) => !out.includes(t)));
    else if (w.startsWith('/')) out.push({ name: w, path: w, html: true });
    else throw new Error(`${envName}: no row "${w}" (rows: ${rows.map((t) => t.name).join(', ')})`);
  }
  return out;
}

module.exports = { publicPages, selectPages, reservedSlugs };
