// Generates the footer's offline map SVGs, the Find a Rep background and the results map's outlines from us-atlas /
// world-atlas (npm run maps). Output is committed; the site never fetches map tiles or a maps script on page load, and
// these packages are build-time tools only (devDependencies).
const fs = require('node:fs');
const path = require('node:path');
const { geoConicConformal, geoAlbersUsa, geoPath } = require('d3-geo');
const topojson = require('topojson-client');

const world = require('world-atlas/countries-110m.json');
const states = require('us-atlas/states-10m.json');
// Written beside the footer (its SVGs); other outputs are named relative to it.
const MAPS = path.join(__dirname, '..', 'client', 'src', 'components', 'site', 'maps');
const out = (name, svg) => fs.writeFileSync(path.join(MAPS, name), svg);
// Drops points closer than `min` px to the last kept one, then rounds to whole pixels.
const simplify = (d, min = 2.5) =>
  d.replace(/M[^MZ]*Z?/g, (ring) => {
    const pts = ring.match(/-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?/g) || [];
    const kept = [];
    for (const p of pts) {
      const [x, y] = p.split(',').map(Number);
      const last = kept[kept.length - 1];
      if (!last || Math.hypot(x - last[0], y - last[1]) >= min) kept.push([x, y]);
    }
    if (kept.length < 3) return '';
    return 'M' + kept.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join('L') + (ring.endsWith('Z') ? 'Z' : '');
  });
const round = (d) => simplify(d);
// North America: US and Canada in brand green on a pale ground, other land faint, dotted rep locations.
{
  const W = 960,
    H = 640;
  const countries = topojson.feature(world, world.objects.countries);
  const na = countries.features.filter((f) => ['840', '124'].includes(String(f.id)));
  const proj = geoConicConformal()
    .parallels([33, 60])
    .rotate([98, 0])
    .clipExtent([
      [0, 0],
      [W, H],
    ])
    .fitExtent(
      [
        [20, 20],
        [W - 20, H - 20],
      ],
      { type: 'FeatureCollection', features: na.map((f) => ({ ...f, geometry: { ...f.geometry, coordinates: f.geometry.coordinates.filter((poly) => poly[0].length > 30) } })) },
    );
  const p = geoPath(proj);
  const land = countries.features
    .filter((f) => !['840', '124'].includes(String(f.id)))
    .map((f) => p(f))
    .filter(Boolean)
    .map(round)
    .join('');
  const us = round(p(na.find((f) => String(f.id) === '840')) || '');
  const ca = round(p(na.find((f) => String(f.id) === '124')) || '');
  const pins = [
    [-93.6, 41.6],
    [-89.4, 40.1],
    [-97.3, 37.7],
    [-104.6, 50.4],
    [-113.5, 53.5],
    [-97.1, 49.9],
    [-86.2, 39.8],
    [-96.7, 40.8],
    [-80.5, 43.4],
    [-90.2, 32.3],
    [-100.8, 46.8],
    [-84.5, 42.7],
  ]
    .map(([lon, lat]) => proj([lon, lat]))
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="#f2a900" stroke="#fff" stroke-width="2.5"/>`)
    .join('');
  out(
    'north-america.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><path d="${land}" fill="#2a7a5f" opacity=".35"/><path d="${ca}" fill="#3f8f70" stroke="#0b4a36" stroke-width=".8"/><path d="${us}" fill="#5aa683" stroke="#0b4a36" stroke-width=".8"/>${pins}</svg>`,
  );
}

// Dual-purpose: the US by state with the main corn and soybean states highlighted.
{
  const W = 960,
    H = 600;
  const feats = topojson.feature(states, states.objects.states);
  const proj = geoAlbersUsa().fitExtent(
    [
      [10, 10],
      [W - 10, H - 10],
    ],
    feats,
  );
  const p = geoPath(proj);
  const belt = new Set(['Iowa', 'Illinois', 'Nebraska', 'Minnesota', 'Indiana', 'South Dakota', 'Ohio', 'Missouri', 'Kansas', 'Wisconsin', 'North Dakota', 'Michigan']);
  const paths = feats.features.map((f) => `<path d="${round(p(f) || '')}" fill="${belt.has(f.properties.name) ? '#f2a900' : '#5aa683'}"/>`).join('');
  const mesh = round(p(topojson.mesh(states, states.objects.states, (a, b) => a !== b)) || '');
  out(
    'us-belt.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${paths}<path d="${mesh}" fill="none" stroke="#fff" stroke-width="1.2"/></svg>`,
  );
}

// Dual-purpose (Canada): Canada on a faint North American ground, with the main corn and soybean
// growing areas (southern Manitoba, Saskatchewan and Alberta; southwestern Ontario; the St. Lawrence
// lowlands of Quebec) in gold, clipped to the country outline. world-atlas has no provinces, so the
// areas are lon/lat boxes cut by the border.
{
  const W = 960,
    H = 600;
  const world50 = require('world-atlas/countries-50m.json');
  const countries = topojson.feature(world50, world50.objects.countries);
  const canada = countries.features.find((f) => String(f.id) === '124');
  // Fit the mainland and the large islands; the small Arctic islands may run off the top edge.
  const fitTo = {
    type: 'MultiPoint',
    coordinates: [
      [-141, 60],
      [-130, 54],
      [-123, 48.3],
      [-95, 41.7],
      [-82.5, 41.7],
      [-52.6, 47.5],
      [-64, 60],
      [-80, 72],
      [-120, 72],
      [-141, 70],
    ],
  };
  const proj = geoConicConformal()
    .parallels([49, 77])
    .rotate([96, 0])
    .fitExtent(
      [
        [16, 16],
        [W - 16, H - 16],
      ],
      fitTo,
    )
    .clipExtent([
      [0, 0],
      [W, H],
    ]);
  const p = geoPath(proj);
  const ca = simplify(p(canada) || '', 3.5);
  const others = countries.features
    .filter((f) => ['840', '304'].includes(String(f.id)))
    .map((f) => simplify(p(f) || '', 3.5))
    .join('');
  // A lon/lat box as a projected polygon, sampled densely so its edges follow the projection's curves.
  const box = (w, s, e, n) => {
    const ring = [];
    for (let x = w; x <= e; x += 0.5) ring.push([x, s]);
    for (let y = s; y <= n; y += 0.5) ring.push([e, y]);
    for (let x = e; x >= w; x -= 0.5) ring.push([x, n]);
    for (let y = n; y >= s; y -= 0.5) ring.push([w, y]);
    ring.push([w, s]);
    return p({ type: 'Polygon', coordinates: [ring.reverse()] });
  };
  const areas = [box(-114.5, 49, -96.5, 53.2), box(-96.5, 49, -95.5, 50.6), box(-83.2, 41.6, -78.5, 45), box(-78.5, 43.8, -74.5, 45.4), box(-74.5, 45, -71, 46.9)].map(round).join('');
  const pins = [
    [-97.1, 49.9],
    [-104.6, 50.4],
    [-113.5, 53.5],
    [-106.7, 52.1],
    [-80.5, 43.4],
    [-81.2, 42.98],
    [-73.6, 45.5],
    [-71.2, 46.8],
  ]
    .map(([lon, lat]) => proj([lon, lat]))
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="#00573f" stroke="#fff" stroke-width="2.5"/>`)
    .join('');
  out(
    'canada-belt.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><clipPath id="ca"><path d="${ca}"/></clipPath>` +
      // The neighbours fade out towards the edges so the frame's straight cuts do not show.
      `<radialGradient id="fade" cx="50%" cy="45%" r="60%"><stop offset="55%" stop-color="#fff"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/></radialGradient><mask id="edge"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask></defs>` +
      `<path d="${others}" fill="#2a7a5f" opacity=".35" mask="url(#edge)"/><path d="${ca}" fill="#5aa683" stroke="#0b4a36" stroke-width=".8"/>` +
      `<path d="${areas}" fill="#f2a900" opacity=".9" clip-path="url(#ca)"/>${pins}</svg>`,
  );
}
// The world's land outline behind the Find a Rep headline (drawn with the page, no script): white at low opacity, as
// `.world-map-bg` shows it over the hero's green; shown with object-fit: cover, as the inline SVG was with xMidYMid slice.
{
  const { geoNaturalEarth1 } = require('d3-geo');
  const W = 1000,
    H = 520;
  const land = topojson.feature(require('world-atlas/land-110m.json'), require('world-atlas/land-110m.json').objects.land);
  const proj = geoNaturalEarth1().fitExtent(
    [
      [0, 0],
      [W, H],
    ],
    { type: 'Sphere' },
  );
  const d = simplify(geoPath(proj)(land) || '', 2.5);
  out(
    '../../../features/directory/components/world-land.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><path d="${d}" fill="#fff" fill-opacity=".09" stroke="#fff" stroke-opacity=".22" stroke-width=".6"/></svg>`,
  );
}
// The offline results map of /reps-retailers: the 50 states and DC, Canada and Mexico (with Greenland) projected once,
// as the page drew them from us-atlas and world-atlas with d3-geo, and the projection's constants, so the page
// places its markers with a few lines of arithmetic (features/directory/components/map-data.ts) and loads no
// atlas, TopoJSON decoder or d3-geo. Paths keep a tenth of a pixel and points a pixel apart: the map zooms in up to five times.
// Run `npx prettier --write` on the JSON afterwards (the lint stage checks it).
{
  const W = 1000,
    H = 720;
  const statesFc = topojson.feature(states, states.objects.states);
  const countries = topojson.feature(world, world.objects.countries);
  const fifty = statesFc.features.filter((f) => Number(f.id) < 60);
  const canada = countries.features.find((f) => String(f.id) === '124');
  const mexico = countries.features.filter((f) => ['484', '304'].includes(String(f.id)));
  const lower = { type: 'FeatureCollection', features: [...fifty.filter((f) => !['02', '15'].includes(String(f.id))), canada] };
  const parallels = [33, 60];
  const rotate = 96;
  const proj = geoConicConformal()
    .parallels(parallels)
    .rotate([rotate, 0])
    .fitExtent(
      [
        [10, 10],
        [W - 10, H - 10],
      ],
      lower,
    );
  const p = geoPath(proj);
  // Drops points closer than a pixel (of 1,000) to the last kept one; one decimal.
  const fine = (d) =>
    (d || '').replace(/M[^MZ]*Z?/g, (ring) => {
      const pts = ring.match(/-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?/g) || [];
      const kept = [];
      for (const pt of pts) {
        const [x, y] = pt.split(',').map(Number);
        const last = kept[kept.length - 1];
        if (!last || Math.hypot(x - last[0], y - last[1]) >= 1.0) kept.push([x, y]);
      }
      if (kept.length < 3) return '';
      // In tenths of a pixel: the first point absolute, the others as steps from the one before (SVG's relative
      // `l`), which are short numbers that repeat, so the chunk is about a third smaller gzipped than absolute `L`s.
      const tenths = kept.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)]);
      const num = (t) => String(t / 10).replace(/^(-?)0\./, '$1.');
      const pair = (a, b) => num(a) + (b < 0 ? '' : ',') + num(b);
      const steps = tenths.slice(1).map(([x, y], i) => pair(x - tenths[i][0], y - tenths[i][1]));
      const line = steps.map((st, i) => (i && !st.startsWith('-') ? ' ' : '') + st).join('');
      return `M${pair(tenths[0][0], tenths[0][1])}l${line}${ring.endsWith('Z') ? 'Z' : ''}`;
    });
  const [tx, ty] = proj.translate();
  const map = {
    width: W,
    height: H,
    projection: { parallels, rotate, scale: proj.scale(), translate: [tx, ty] },
    states: fifty.map((f) => fine(p(f))),
    canada: fine(p(canada)),
    neighbours: mexico.map((f) => fine(p(f))).join(''),
  };
  fs.writeFileSync(path.join(MAPS, '../../../features/directory/components/north-america-map.json'), JSON.stringify(map));
}
