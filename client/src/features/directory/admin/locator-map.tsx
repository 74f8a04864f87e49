import type { LocatorAreaRow } from '@contract/locator';
import { useEffect, useMemo, useState } from 'react';

import { loadNorthAmerica, NorthAmericaMap } from '../components/map-data';

/** Green (everyone found someone) to red (nobody found anyone), by an area's zero-result share. */
export function shareColour(share: number): string {
  const hue = Math.round(120 * (1 - Math.min(1, Math.max(0, share))));
  return `hsl(${hue} 70% 42%)`;
}

/**
 * The areas on the site's own offline map (the outlines the results map draws): a circle per area at its
 * centre, its size by searches and its colour by the share that found nobody. No map service is called.
 */
export function AreasMap({ areas }: { areas: LocatorAreaRow[] }) {
  const [map, setMap] = useState<NorthAmericaMap | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadNorthAmerica().then(
      (m) => live && setMap(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const view = useMemo(() => {
    if (!map) return null;
    const placed = areas.filter((a) => a.lat != null && a.lng != null).map((a) => ({ a, xy: map.projection([a.lng!, a.lat!]) }));
    const max = Math.max(1, ...placed.map((p) => p.a.searches));
    // The US and southern Canada, or the areas' own extent when they reach further.
    const xs = [120, 900, ...placed.map((p) => p.xy[0])];
    const ys = [150, 660, ...placed.map((p) => p.xy[1])];
    const [x0, x1, y0, y1] = [Math.min(...xs) - 20, Math.max(...xs) + 20, Math.min(...ys) - 20, Math.max(...ys) + 20];
    // Biggest on the bottom, so small circles stay clickable on top.
    const circles = placed.map((p) => ({ ...p, r: 3 + 17 * Math.sqrt(p.a.searches / max) })).sort((p, q) => q.r - p.r);
    return { box: `${x0} ${y0} ${x1 - x0} ${y1 - y0}`, circles };
  }, [map, areas]);

  if (failed) return <p className="text-muted small">The map could not be drawn.</p>;
  if (!map || !view) return <div className="locator-map locator-map--loading" aria-hidden="true" />;
  return (
    <figure className="mb-0">
      <svg
        className="locator-map offline-map w-100 h-auto"
        viewBox={view.box}
        role="img"
        aria-label={`Map of ${view.circles.length} areas by searches and share that found nobody`}
        data-testid="areas-map"
      >
        <rect x={-5000} y={-5000} width={20000} height={20000} className="map-water" />
        <path d={map.neighbours} className="map-land-other" vectorEffect="non-scaling-stroke" />
        <path d={map.canada} className="map-land" vectorEffect="non-scaling-stroke" />
        {map.states.map((d, i) => (
          <path key={i} d={d} className="map-land map-state" vectorEffect="non-scaling-stroke" />
        ))}
        {view.circles.map(({ a, xy, r }) => (
          <circle
            key={`${a.regionId}:${a.area}`}
            cx={xy[0]}
            cy={xy[1]}
            r={r}
            fill={shareColour(a.searches ? a.zeroResultSearches / a.searches : 0)}
            className="locator-map-area"
            data-area={a.area}
          >
            <title>{`${a.area}${a.place ? ` (${a.place})` : ''}: ${a.searches} searches, ${a.zeroResultSearches} found nobody`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="small text-muted">
        Circle size: searches. Colour: <span className="legend-swatch legend-dot" style={{ background: shareColour(0) }} aria-hidden="true" /> everyone found someone to{' '}
        <span className="legend-swatch legend-dot" style={{ background: shareColour(1) }} aria-hidden="true" /> nobody found anyone.
      </figcaption>
    </figure>
  );
}
