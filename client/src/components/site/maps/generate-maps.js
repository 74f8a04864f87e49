// Generates the footer's offline map SVGs from us-atlas / world-atlas (run: node client/src/components/site/maps/generate-maps.js).
// Output is committed; the site never fetches map tiles or a maps script on page load.
const fs = require('node:fs');
const path = require('node:path');
const { geoConicConformal, geoAlbersUsa, geoPath } = require('d3-geo');
const topojson = require('topojson-client');

const world = require('world-atlas/countries-110m.json');
const states = require('us-atlas/states-10m.json');
const out = (name, svg) => fs.writeFileSync(path.join(__dirname, name), svg);
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
  const W = 960, H = 640;
  const countries = topojson.feature(world, world.objects.countries);
  const na = countries.features.filter((f) => ['840', '124'].includes(String(f.id)));
  const proj = geoConicConformal().parallels([33, 60]).rotate([98, 0]).clipExtent([[0, 0], [W, H]]).fitExtent([[20, 20], [W - 20, H - 20]], { type: 'FeatureCollection', features: na.map((f) => ({ ...f, geometry: { ...f.geometry, coordinates: f.geometry.coordinates.filter((poly) => poly[0].length > 30) } })) });
  const p = geoPath(proj);
  const land = countries.features.filter((f) => !['840', '124'].includes(String(f.id))).map((f) => p(f)).filter(Boolean).map(round).join('');
  const us = round(p(na.find((f) => String(f.id) === '840')) || '');
  const ca = round(p(na.find((f) => String(f.id) === '124')) || '');
  const pins = [[-93.6, 41.6], [-89.4, 40.1], [-97.3, 37.7], [-104.6, 50.4], [-113.5, 53.5], [-97.1, 49.9], [-86.2, 39.8], [-96.7, 40.8], [-80.5, 43.4], [-90.2, 32.3], [-100.8, 46.8], [-84.5, 42.7]]
    .map(([lon, lat]) => proj([lon, lat])).map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="#f2a900" stroke="#fff" stroke-width="2.5"/>`).join('');
  out('north-america.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><path d="${land}" fill="#2a7a5f" opacity=".35"/><path d="${ca}" fill="#3f8f70" stroke="#0b4a36" stroke-width=".8"/><path d="${us}" fill="#5aa683" stroke="#0b4a36" stroke-width=".8"/>${pins}</svg>`);
}

// Dual-purpose: the US by state with the main corn and soybean states highlighted.
{
  const W = 960, H = 600;
  const feats = topojson.feature(states, states.objects.states);
  const proj = geoAlbersUsa().fitExtent([[10, 10], [W - 10, H - 10]], feats);
  const p = geoPath(proj);
  const belt = new Set(['Iowa', 'Illinois', 'Nebraska', 'Minnesota', 'Indiana', 'South Dakota', 'Ohio', 'Missouri', 'Kansas', 'Wisconsin', 'North Dakota', 'Michigan']);
  const paths = feats.features.map((f) => `<path d="${round(p(f) || '')}" fill="${belt.has(f.properties.name) ? '#f2a900' : '#5aa683'}"/>`).join('');
  const mesh = round(p(topojson.mesh(states, states.objects.states, (a, b) => a !== b)) || '');
  out('us-belt.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${paths}<path d="${mesh}" fill="none" stroke="#fff" stroke-width="1.2"/></svg>`);
}
