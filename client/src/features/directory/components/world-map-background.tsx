import worldLand from './world-land.svg';

/**
 * Decorative world map behind the Find a Rep headline: the land outline drawn once from world-atlas
 * (scripts/generate-maps.js) into a static SVG, so the page paints it with the HTML and
 * loads no map script or atlas for it.
 */
export function WorldMapBackground() {
  return <img className="world-map-bg" src={worldLand} alt="" width={1000} height={520} decoding="async" />;
}
