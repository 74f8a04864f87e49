import type { GeoProjection } from 'd3-geo';

/**
 * Offline map outlines from us-atlas and world-atlas (TopoJSON in npm packages), projected once
 * and cached. Loaded lazily so the JSON never weighs on the first paint.
 */
export interface NorthAmericaMap {
  width: number;
  height: number;
  states: string[];
  canada: string;
  neighbours: string;
  projection: GeoProjection;
}

let northAmerica: Promise<NorthAmericaMap> | null = null;

export function loadNorthAmerica(): Promise<NorthAmericaMap> {
  northAmerica ??= (async () => {
    const [{ geoConicConformal, geoPath }, topo, statesTopo, worldTopo] = await Promise.all([
      import('d3-geo'),
      import('topojson-client'),
      import(/* webpackChunkName: "us-atlas" */ 'us-atlas/states-10m.json'),
      import(/* webpackChunkName: "world-atlas" */ 'world-atlas/countries-110m.json'),
    ]);
    const width = 1000;
    const height = 720;
    const states = topo.feature(statesTopo as never, (statesTopo as never as { objects: { states: never } }).objects.states) as unknown as GeoJSON.FeatureCollection;
    const countries = topo.feature(worldTopo as never, (worldTopo as never as { objects: { countries: never } }).objects.countries) as unknown as GeoJSON.FeatureCollection;
    // The 50 states and DC (FIPS below 60); territories far out in the oceans would shrink the map.
    const fifty = states.features.filter((f) => Number(f.id) < 60);
    const canada = countries.features.find((f) => String(f.id) === '124')!;
    const mexico = countries.features.filter((f) => ['484', '304'].includes(String(f.id)));
    const lower = { type: 'FeatureCollection', features: [...fifty.filter((f) => !['02', '15'].includes(String(f.id))), canada] } as GeoJSON.FeatureCollection;
    const projection = geoConicConformal()
      .parallels([33, 60])
      .rotate([96, 0])
      .fitExtent(
        [
          [10, 10],
          [width - 10, height - 10],
        ],
        lower,
      );
    const path = geoPath(projection);
    return {
      width,
      height,
      projection,
      states: fifty.map((f) => path(f) ?? ''),
      canada: path(canada) ?? '',
      neighbours: mexico.map((f) => path(f) ?? '').join(''),
    };
  })();
  return northAmerica;
}
