import { useEffect, useState } from 'react';

import { loadWorld } from './map-data';

/** Decorative world map behind the Find a Rep headline, drawn offline from world-atlas. */
export function WorldMapBackground() {
  const [map, setMap] = useState<{ width: number; height: number; land: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadWorld().then(
      (m) => live && setMap(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <svg className="world-map-bg" viewBox="0 0 1000 520" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      {map ? <path d={map.land} /> : null}
    </svg>
  );
}
