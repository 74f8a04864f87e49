import { useEffect, useMemo, useRef, useState } from 'react';

import { useT } from '../../../lib/i18n';
import { runtimeConfig } from '../../../lib/runtime-config';
import { loadNorthAmerica, NorthAmericaMap } from './map-data';

export interface MapPoint {
  id: number;
  /** 1-based number shown on the marker and beside the result. */
  index: number;
  name: string;
  lat: number;
  lng: number;
}

export interface ResultsMapProps {
  origin: { lat: number; lng: number; label: string };
  points: MapPoint[];
  label: string;
}

/** Google Maps when a maps key is configured; otherwise an offline vector map of the US and Canada. */
export function ResultsMap(props: ResultsMapProps) {
  return runtimeConfig.mapsKey ? <GoogleResultsMap {...props} apiKey={runtimeConfig.mapsKey} /> : <OfflineResultsMap {...props} />;
}

/** The offline map: us-atlas states and world-atlas Canada, zoomed to the searched place and its results. */
export function OfflineResultsMap({ origin, points, label }: ResultsMapProps) {
  const [map, setMap] = useState<NorthAmericaMap | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useT();
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
    const project = (lat: number, lng: number) => map.projection([lng, lat]);
    const o = project(origin.lat, origin.lng);
    const markers = points.map((p) => ({ ...p, xy: project(p.lat, p.lng) }));
    const xs = [o[0], ...markers.map((m) => m.xy[0])];
    const ys = [o[1], ...markers.map((m) => m.xy[1])];
    // Zoom to the results with a margin, at least a region's width, keeping the map's aspect ratio.
    const aspect = map.width / map.height;
    let w = Math.max(Math.max(...xs) - Math.min(...xs), 1) * 1.5 + 40;
    let h = Math.max(Math.max(...ys) - Math.min(...ys), 1) * 1.5 + 40;
    w = Math.max(w, 200, h * aspect);
    h = w / aspect;
    const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
    const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
    const r = w / 90;
    return { box: `${cx - w / 2} ${cy - h / 2} ${w} ${h}`, o, markers, r };
  }, [map, origin.lat, origin.lng, points]);

  if (failed) return <p className="text-muted small">{t('results.mapFailed')}</p>;
  if (!map || !view) return <div className="results-map results-map--loading" aria-hidden="true" />;
  return (
    <svg className="results-map offline-map" viewBox={view.box} role="img" aria-label={label}>
      <rect x={-5000} y={-5000} width={20000} height={20000} className="map-water" />
      <path d={map.neighbours} className="map-land-other" vectorEffect="non-scaling-stroke" />
      <path d={map.canada} className="map-land" vectorEffect="non-scaling-stroke" />
      {map.states.map((d, i) => (
        <path key={i} d={d} className="map-land map-state" vectorEffect="non-scaling-stroke" />
      ))}
      <g className="map-origin" transform={`translate(${view.o[0]},${view.o[1]})`}>
        <title>{origin.label}</title>
        <circle r={view.r * 1.6} className="map-origin-halo" />
        <circle r={view.r * 0.6} className="map-origin-dot" />
      </g>
      {view.markers
        .slice()
        .reverse()
        .map((m) => (
          <g key={m.id} className="map-marker" data-result-id={m.id} transform={`translate(${m.xy[0]},${m.xy[1]})`}>
            <title>{`${m.index}. ${m.name}`}</title>
            <path d={`M0,0 L${-view.r * 0.8},${-view.r * 1.4} A${view.r},${view.r} 0 1 1 ${view.r * 0.8},${-view.r * 1.4} Z`} className="map-marker-pin" />
            <text y={-view.r * 2} fontSize={view.r * 1.1} textAnchor="middle" dominantBaseline="middle" className="map-marker-label">
              {m.index}
            </text>
          </g>
        ))}
    </svg>
  );
}

interface GoogleMapsApi {
  maps: {
    Map: new (el: HTMLElement, opts: object) => { fitBounds(b: object): void; setCenter(c: object): void; setZoom(z: number): void };
    Marker: new (opts: object) => object;
    LatLngBounds: new () => { extend(p: object): void };
  };
}

let googleLoader: Promise<GoogleMapsApi> | null = null;
function loadGoogleMaps(key: string): Promise<GoogleMapsApi> {
  googleLoader ??= new Promise((resolve, reject) => {
    const w = window as unknown as { google?: GoogleMapsApi };
    if (w.google?.maps) return resolve(w.google);
    const s = document.createElement('script');
    s.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}`;
    s.async = true;
    s.onload = () => (w.google?.maps ? resolve(w.google) : reject(new Error('Google Maps did not load')));
    s.onerror = () => reject(new Error('Google Maps did not load'));
    document.head.appendChild(s);
  });
  return googleLoader;
}

/** Google Maps with the same markers, used only when runtimeConfig.mapsKey is set; falls back to the offline map. */
function GoogleResultsMap(props: ResultsMapProps & { apiKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadGoogleMaps(props.apiKey).then(
      (g) => {
        if (!live || !ref.current) return;
        const map = new g.maps.Map(ref.current, { center: { lat: props.origin.lat, lng: props.origin.lng }, zoom: 9, mapTypeControl: false, streetViewControl: false });
        const bounds = new g.maps.LatLngBounds();
        bounds.extend({ lat: props.origin.lat, lng: props.origin.lng });
        for (const p of props.points) {
          new g.maps.Marker({ map, position: { lat: p.lat, lng: p.lng }, title: `${p.index}. ${p.name}`, label: String(p.index) });
          bounds.extend({ lat: p.lat, lng: p.lng });
        }
        if (props.points.length) map.fitBounds(bounds);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.apiKey, props.origin.lat, props.origin.lng, props.points]);
  if (failed) return <OfflineResultsMap {...props} />;
  return <div ref={ref} className="results-map google-map" role="region" aria-label={props.label} />;
}
