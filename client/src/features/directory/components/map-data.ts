import northAmericaUrl from './north-america-map.json?url';

/**
 * The offline results map: the outlines of the US states, Canada and Mexico, projected once from us-atlas and
 * world-atlas with d3-geo (scripts/generate-maps.js writes north-america-map.json), and the
 * projection itself (d3's conic conformal with the same constants), to place the markers. The outlines are
 * data, not code: a hashed JSON file (precompressed, cached for a year) fetched when a results map is first
 * drawn and read with JSON.parse, so they never weigh on the first paint or on the page's scripts (they were
 * a 17 KB gzip script chunk); no atlas, TopoJSON or d3-geo at run time.
 */
export interface NorthAmericaMap {
  width: number;
  height: number;
  states: string[];
  canada: string;
  neighbours: string;
  /** [longitude, latitude] in degrees → [x, y] in the map's coordinates. */
  projection: (point: [number, number]) => [number, number];
}

interface MapFile {
  width: number;
  height: number;
  projection: { parallels: [number, number]; rotate: number; scale: number; translate: [number, number] };
  states: string[];
  canada: string;
  neighbours: string;
}

const RAD = Math.PI / 180;
const HALF_PI = Math.PI / 2;
const EPS = 1e-6;

/** d3-geo's geoConicConformal().parallels(parallels).rotate([rotate, 0]).scale(scale).translate(translate), for points. */
export function conicConformal({ parallels, rotate, scale, translate }: MapFile['projection']): NorthAmericaMap['projection'] {
  const tany = (y: number) => Math.tan((HALF_PI + y) / 2);
  const y0 = parallels[0] * RAD;
  const y1 = parallels[1] * RAD;
  const cy0 = Math.cos(y0);
  const n = y0 === y1 ? Math.sin(y0) : Math.log(cy0 / Math.cos(y1)) / Math.log(tany(y1) / tany(y0));
  const f = (cy0 * Math.pow(tany(y0), n)) / n;
  return ([lng, lat]) => {
    // The rotation about the polar axis, wrapped into [-π, π] as d3 does.
    let x = (lng + rotate) * RAD;
    if (x > Math.PI) x -= 2 * Math.PI;
    else if (x < -Math.PI) x += 2 * Math.PI;
    let y = lat * RAD;
    if (f > 0) y = Math.max(y, -HALF_PI + EPS);
    else y = Math.min(y, HALF_PI - EPS);
    const r = f / Math.pow(tany(y), n);
    return [translate[0] + scale * r * Math.sin(n * x), translate[1] - scale * (f - r * Math.cos(n * x))];
  };
}

let northAmerica: Promise<NorthAmericaMap> | null = null;

export function loadNorthAmerica(): Promise<NorthAmericaMap> {
  // A static file of the build, not an API call: plain fetch (the API client is for the JSON envelope of /api).
  northAmerica ??= fetch(northAmericaUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`The map outlines could not be loaded (${res.status})`);
      return res.json() as Promise<MapFile>;
    })
    .then((file) => ({ width: file.width, height: file.height, states: file.states, canada: file.canada, neighbours: file.neighbours, projection: conicConformal(file.projection) }));
  // A failed load may be retried by the next map drawn.
  northAmerica.catch(() => (northAmerica = null));
  return northAmerica;
}
