import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidationFailed } from '../common/errors';
import type { DirectoryRegion, DirectorySearchRequest, DirectorySearchResponse, RepResult, RetailerResult, SearchOrigin, TerritoryKind } from '../contract/directory';
import { BadPostalCode, boundingBox, distanceMiles, geocode, KM_PER_MILE, parsePostalCode, ParsedCode } from './geo';
import { parseProducts } from './mappers';
import { parseTerritoryKey, SPECIFICITY, territoryKey } from './territory';

/** Radii tried in turn until a retailer is found: miles in the US, kilometres in Canada. */
export const RADIUS_STEPS: Record<DirectoryRegion, number[]> = { 2: [25, 50, 100, 250, 500], 3: [40, 80, 160, 400, 800] };
export const MAX_RETAILERS = 25;
/** Ranked in SQL by flat-earth distance, then re-ranked exactly: a margin over MAX_RETAILERS. */
const CANDIDATES = 40;
/** More reps than this for one code means overlapping territories; the most specific come first. */
export const MAX_REPS = 25;

interface RetailerRow {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  region: number;
  phone: string | null;
  website: string | null;
  email: string | null;
  lat: number;
  lng: number;
  products: string | null;
}

interface RepRow {
  id: number;
  name: string;
  title: string;
  photo_url: string | null;
  email: string | null;
  phone: string | null;
  region: number;
  products: string | null;
  code: string;
}

/** The one public search: reps whose territory covers the code, or retailers near it. */
@Injectable()
export class DirectorySearchService {
  constructor(private readonly ds: DataSource) {}

  async search(req: DirectorySearchRequest): Promise<DirectorySearchResponse> {
    let parsed: ParsedCode;
    let origin: SearchOrigin;
    try {
      parsed = parsePostalCode(req.zip, req.regionId);
      origin = geocode(parsed);
    } catch (e) {
      if (e instanceof BadPostalCode) throw new ValidationFailed(e.message, { zip: e.message });
      throw e;
    }
    const unit = origin.region === 2 ? 'mi' : 'km';
    if (req.label === 'Reps') {
      return { label: req.label, origin, unit, radius: 0, widened: false, reps: await this.findReps(parsed, origin), retailers: [] };
    }
    const found = await this.findRetailers(origin);
    return { label: req.label, origin, unit, radius: found.radius, widened: found.widened, reps: [], retailers: found.retailers };
  }

  /** The territory keys that cover a code, most specific first. */
  static coveringKeys(parsed: ParsedCode, origin: SearchOrigin): string[] {
    if (parsed.region === 2) return [territoryKey('zip', parsed.zip), territoryKey('zip3', parsed.zip3), territoryKey('state', origin.state)];
    return [territoryKey('fsa', parsed.fsa), territoryKey('state', origin.state)];
  }

  async findReps(parsed: ParsedCode, origin: SearchOrigin): Promise<RepResult[]> {
    const keys = DirectorySearchService.coveringKeys(parsed, origin);
    const rows: RepRow[] = await this.ds.query(
      `SELECT r.id, r.name, r.title, r.photo_url, r.email, r.phone, r.region, r.products, t.code
         FROM rep_territory t JOIN rep r ON r.id = t.rep_id
        WHERE t.code IN (${keys.map(() => '?').join(', ')}) AND r.active = 1 AND r.region = ?`,
      [...keys, origin.region],
    );
    const best = new Map<number, { row: RepRow; kind: TerritoryKind; code: string }>();
    for (const row of rows) {
      const t = parseTerritoryKey(row.code);
      const prev = best.get(row.id);
      if (!prev || SPECIFICITY[t.kind] > SPECIFICITY[prev.kind]) best.set(row.id, { row, kind: t.kind, code: t.code });
    }
    return [...best.values()]
      .sort((a, b) => SPECIFICITY[b.kind] - SPECIFICITY[a.kind] || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id)
      .slice(0, MAX_REPS)
      .map(({ row, kind, code }) => ({
        id: Number(row.id),
        name: row.name,
        title: row.title,
        photoUrl: row.photo_url,
        email: row.email,
        phone: row.phone,
        region: Number(row.region) as DirectoryRegion,
        products: parseProducts(row.products),
        matchedBy: kind,
        matchedCode: code,
      }));
  }

  /** Nearest retailers within the first radius that finds any, nearest first. */
  async findRetailers(origin: SearchOrigin): Promise<{ radius: number; widened: boolean; retailers: RetailerResult[] }> {
    const steps = RADIUS_STEPS[origin.region];
    const toUnit = origin.region === 2 ? 1 : KM_PER_MILE;
    for (let i = 0; i < steps.length; i++) {
      const radius = steps[i];
      const radiusMiles = radius / toUnit;
      const box = boundingBox(origin.lat, origin.lng, radiusMiles);
      // One round trip on both databases: the derived table ranks candidates index-only on idx_retailer_geo
      // (a range scan per latitude band) by a flat-earth squared distance, plain arithmetic that SQLite and
      // MariaDB both have; only the nearest rows are then read in full and re-ranked by true distance.
      const cos = Math.cos((origin.lat * Math.PI) / 180);
      const rows: (RetailerRow & { d2: number })[] = await this.ds.query(
        `SELECT r.id, r.name, r.address, r.city, r.state, r.postal_code, r.region, r.phone, r.website, r.email, r.lat, r.lng, r.products
           FROM (SELECT id, (lat - ?) * (lat - ?) + (lng - ?) * (lng - ?) * ? AS d2
                   FROM retailer
                  WHERE lat_band IN (${box.bands.map(() => '?').join(', ')}) AND lng BETWEEN ? AND ? AND lat BETWEEN ? AND ?
                    AND region = ? AND active = 1
                  ORDER BY d2, id
                  LIMIT ${CANDIDATES}) n
           JOIN retailer r ON r.id = n.id`,
        [origin.lat, origin.lat, origin.lng, origin.lng, cos * cos, ...box.bands, box.minLng, box.maxLng, box.minLat, box.maxLat, origin.region],
      );
      const hits = rows
        .map((r) => ({ r, miles: distanceMiles(origin.lat, origin.lng, Number(r.lat), Number(r.lng)) }))
        .filter((h) => h.miles <= radiusMiles)
        .sort((a, b) => a.miles - b.miles || Number(a.r.id) - Number(b.r.id))
        .slice(0, MAX_RETAILERS);
      if (hits.length || i === steps.length - 1) {
        return {
          radius,
          widened: i > 0,
          retailers: hits.map(({ r, miles }) => ({
            id: Number(r.id),
            name: r.name,
            address: r.address,
            city: r.city,
            state: r.state,
            postalCode: r.postal_code,
            region: Number(r.region) as DirectoryRegion,
            phone: r.phone,
            website: r.website,
            email: r.email,
            lat: Number(r.lat),
            lng: Number(r.lng),
            products: parseProducts(r.products),
            distance: Math.round(miles * toUnit * 10) / 10,
          })),
        };
      }
    }
    return { radius: steps[steps.length - 1], widened: true, retailers: [] };
  }
}
