/**
 * The IANA time zone of a retailer's location, offline: the zone of its state or province, with the
 * well-known splits drawn as longitude (or latitude) lines. An approximation near those lines (a county
 * or two either side may come out wrong), which is why the zone stays editable on the retailer; no
 * package with zone boundaries is a dependency of this app.
 */

type Split = { zone: string; west?: number; east?: number; north?: number; south?: number };

/** Zones by state/province: the first split that matches the location, else the default. */
const ZONES: Record<string, { zone: string; splits?: Split[] }> = {
  // US
  AL: { zone: 'America/Chicago' },
  AK: { zone: 'America/Anchorage', splits: [{ zone: 'America/Adak', west: -169.5 }] },
  AZ: { zone: 'America/Phoenix' },
  AR: { zone: 'America/Chicago' },
  CA: { zone: 'America/Los_Angeles' },
  CO: { zone: 'America/Denver' },
  CT: { zone: 'America/New_York' },
  DE: { zone: 'America/New_York' },
  DC: { zone: 'America/New_York' },
  // The panhandle west of the Apalachicola River keeps Central time.
  FL: { zone: 'America/New_York', splits: [{ zone: 'America/Chicago', west: -85.0, north: 29.6 }] },
  GA: { zone: 'America/New_York' },
  HI: { zone: 'Pacific/Honolulu' },
  // North of the Salmon River: Pacific.
  ID: { zone: 'America/Boise', splits: [{ zone: 'America/Los_Angeles', north: 45.5 }] },
  IL: { zone: 'America/Chicago' },
  // The north-west (Chicago's suburbs) and south-west (Evansville) corners keep Central time.
  IN: {
    zone: 'America/Indiana/Indianapolis',
    splits: [
      { zone: 'America/Chicago', west: -86.7, north: 40.9 },
      { zone: 'America/Chicago', west: -86.9, south: 38.6 },
    ],
  },
  IA: { zone: 'America/Chicago' },
  KS: { zone: 'America/Chicago', splits: [{ zone: 'America/Denver', west: -101.5 }] },
  KY: { zone: 'America/New_York', splits: [{ zone: 'America/Chicago', west: -85.9 }] },
  LA: { zone: 'America/Chicago' },
  ME: { zone: 'America/New_York' },
  MD: { zone: 'America/New_York' },
  MA: { zone: 'America/New_York' },
  // Four Upper Peninsula counties on the Wisconsin line keep Central time.
  MI: { zone: 'America/Detroit', splits: [{ zone: 'America/Menominee', west: -87.6, north: 45.0 }] },
  MN: { zone: 'America/Chicago' },
  MS: { zone: 'America/Chicago' },
  MO: { zone: 'America/Chicago' },
  MT: { zone: 'America/Denver' },
  NE: { zone: 'America/Chicago', splits: [{ zone: 'America/Denver', west: -101.0 }] },
  NV: { zone: 'America/Los_Angeles' },
  NH: { zone: 'America/New_York' },
  NJ: { zone: 'America/New_York' },
  NM: { zone: 'America/Denver' },
  NY: { zone: 'America/New_York' },
  NC: { zone: 'America/New_York' },
  ND: { zone: 'America/Chicago', splits: [{ zone: 'America/Denver', west: -101.0, south: 47.5 }] },
  OH: { zone: 'America/New_York' },
  OK: { zone: 'America/Chicago' },
  // Malheur County keeps Mountain time.
  OR: { zone: 'America/Los_Angeles', splits: [{ zone: 'America/Boise', east: -117.7, south: 44.5 }] },
  PA: { zone: 'America/New_York' },
  RI: { zone: 'America/New_York' },
  SC: { zone: 'America/New_York' },
  SD: { zone: 'America/Chicago', splits: [{ zone: 'America/Denver', west: -100.6 }] },
  // East Tennessee (Knoxville, Chattanooga) keeps Eastern time.
  TN: { zone: 'America/Chicago', splits: [{ zone: 'America/New_York', east: -85.3 }] },
  // El Paso and Hudspeth counties keep Mountain time.
  TX: { zone: 'America/Chicago', splits: [{ zone: 'America/Denver', west: -104.9 }] },
  UT: { zone: 'America/Denver' },
  VT: { zone: 'America/New_York' },
  VA: { zone: 'America/New_York' },
  WA: { zone: 'America/Los_Angeles' },
  WV: { zone: 'America/New_York' },
  WI: { zone: 'America/Chicago' },
  WY: { zone: 'America/Denver' },
  // Canada
  AB: { zone: 'America/Edmonton' },
  // The Peace River country (Dawson Creek, Fort St. John) keeps Mountain Standard time; the East Kootenay Mountain time.
  BC: {
    zone: 'America/Vancouver',
    splits: [
      { zone: 'America/Dawson_Creek', east: -122.5, north: 55.5 },
      { zone: 'America/Edmonton', east: -117.0, south: 50.5 },
    ],
  },
  MB: { zone: 'America/Winnipeg' },
  NB: { zone: 'America/Moncton' },
  // Labrador (but its south-east coast) keeps Atlantic time.
  NL: { zone: 'America/St_Johns', splits: [{ zone: 'America/Goose_Bay', north: 52.0, west: -57.5 }] },
  NS: { zone: 'America/Halifax' },
  NT: { zone: 'America/Yellowknife' },
  NU: {
    zone: 'America/Iqaluit',
    splits: [
      { zone: 'America/Cambridge_Bay', west: -102.0 },
      { zone: 'America/Rankin_Inlet', west: -85.0 },
    ],
  },
  // West of the Ontario–Manitoba time line (Kenora, Rainy River): Central time.
  ON: { zone: 'America/Toronto', splits: [{ zone: 'America/Winnipeg', west: -90.0 }] },
  PE: { zone: 'America/Halifax' },
  // The Magdalen Islands keep Atlantic time.
  QC: { zone: 'America/Toronto', splits: [{ zone: 'America/Halifax', east: -62.5, south: 48.0 }] },
  // Saskatchewan keeps Central Standard time all year, but Lloydminster (on the Alberta line) Mountain time.
  SK: { zone: 'America/Regina', splits: [{ zone: 'America/Edmonton', west: -109.9 }] },
  YT: { zone: 'America/Whitehorse' },
};

const fits = (s: Split, lat: number, lng: number) =>
  (s.west === undefined || lng < s.west) && (s.east === undefined || lng > s.east) && (s.north === undefined || lat > s.north) && (s.south === undefined || lat < s.south);

/** The zone of a location in a state or province (two-letter code); America/Chicago when the state is unknown. */
export function timeZoneFor(state: string, lat: number, lng: number): string {
  const entry = ZONES[state.toUpperCase()];
  if (!entry) return 'America/Chicago';
  return entry.splits?.find((s) => fits(s, lat, lng))?.zone ?? entry.zone;
}
