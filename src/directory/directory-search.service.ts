import { Injectable, Optional } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';

import { ValidationFailed } from '../common/errors';
import type { DirectoryRegion, DirectorySearchRequest, DirectorySearchResponse, RepResult, RetailerResult, SearchOrigin, TerritoryKind } from '../contract/directory';
import { DEFAULT_LOCALE, Locale } from '../contract/i18n/locale';
import { localeOr, serverText } from '../i18n/server-messages';
import { DIRECTORY_TAG, tagResponse } from '../page-cache/cache-tags';
import { DirectoryClock } from './directory-clock';
import { BadPostalCode, BoundingBox, boundingBox, distanceMiles, geocode, inscribedD2, KM_PER_MILE, ParsedCode, parsePostalCode } from './geo';
import { statusOfStoredHours } from './hours/retailer-hours';
import { areaOf } from './locator/areas';
import { LocatorCounts } from './locator/locator-counts';
import { parseProducts, retailerZone } from './mappers';
import { frenchPlaceName } from './postal-places';
import { RetailerDensity } from './retailer-density';
import { parseTerritoryKey, SPECIFICITY, territoryKey } from './territory';

/** Radii tried in turn until a retailer is found: miles in the US, kilometres in Canada. */
export const RADIUS_STEPS: Record<DirectoryRegion, number[]> = { 2: [25, 50, 100, 250, 500], 3: [40, 80, 160, 400, 800] };
export const MAX_RETAILERS = 25;
/** Ranked in SQL by flat-earth distance, then re-ranked exactly: a margin over MAX_RETAILERS. */
const CANDIDATES = 40;
/** A guessed smaller box this close to the whole one saves too little: search the whole box. */
const FULL_BOX_SHARE = 0.6;
/** More reps than this for one code means overlapping territories; the most specific come first. */
export const MAX_REPS = 25;
/** Retailers beyond the radius listed because their service area holds the searched area. */
export const MAX_SERVING = 10;

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
  time_zone: string | null;
  hours: string | null;
}

/** The part of mysql2's callback pool (TypeORM's MySQL driver keeps one) the search uses. */
interface MysqlPool {
  query(sql: string, params: unknown[], cb: (err: Error | null, rows: unknown) => void): void;
}

/** A retailer row with its flat-earth squared distance from the origin, in squared degrees of latitude. */
export type CandidateRow = RetailerRow & { d2: number };

interface RepRow {
  id: number;
  name: string;
  title: string;
  title_fr: string | null;
  photo_url: string | null;
  email: string | null;
  phone: string | null;
  region: number;
  products: string | null;
  code: string;
}

/** The order of String#localeCompare (the default locale), without building a collator on every call. */
const byName = new Intl.Collator();

/** The one public search: reps whose territory covers the code, or retailers near it. */
@Injectable()
export class DirectorySearchService {
  /** Retailers per grid cell, to size the first box of a radius search. */
  readonly density: RetailerDensity;
  private readonly inlineDoubles: boolean;

  constructor(
    private readonly ds: DataSource,
    // Absent when the bench builds a bare service to compare against.
    @Optional() private readonly counts?: LocatorCounts,
    @Optional() private readonly clock: DirectoryClock = new DirectoryClock(),
  ) {
    this.density = new RetailerDensity(ds);
    this.inlineDoubles = ['mysql', 'mariadb'].includes(ds.options.type);
  }

  async search(req: DirectorySearchRequest): Promise<DirectorySearchResponse> {
    // A page or answer showing results changes with any rep or retailer.
    tagResponse(DIRECTORY_TAG);
    const locale = localeOr(req.locale);
    let parsed: ParsedCode;
    let origin: SearchOrigin;
    try {
      parsed = parsePostalCode(req.zip, req.regionId);
      origin = geocode(parsed);
      // A French page names a Canadian district as Canada Post's French names do ("Regina Centre").
      if (locale === 'fr' && origin.region === 3) origin = { ...origin, place: frenchPlaceName(origin.place) };
    } catch (e) {
      if (e instanceof BadPostalCode) {
        const message = locale !== DEFAULT_LOCALE && e.messageId ? serverText(locale, e.messageId, e.values) : e.message;
        throw new ValidationFailed(message, { zip: message }, 'bad-postal-code');
      }
      throw e;
    }
    const unit = origin.region === 2 ? 'mi' : 'km';
    let res: DirectorySearchResponse;
    if (req.label === 'Reps') {
      res = { label: req.label, origin, unit, radius: 0, widened: false, reps: await this.findReps(parsed, origin, locale), retailers: [] };
    } else {
      const found = await this.findRetailers(origin, areaOf(parsed), locale);
      res = { label: req.label, origin, unit, radius: found.radius, widened: found.widened, reps: [], retailers: found.retailers };
    }
    // Counted by area (ZIP3/FSA) in memory; the full code, the visitor and the position are not kept.
    this.counts?.countSearch({ region: origin.region, label: res.label, area: areaOf(parsed), radius: res.radius, reps: res.reps.length, retailers: res.retailers.length });
    return res;
  }

  /** The territory keys that cover a code, most specific first. */
  static coveringKeys(parsed: ParsedCode, origin: SearchOrigin): string[] {
    if (parsed.region === 2) return [territoryKey('zip', parsed.zip), territoryKey('zip3', parsed.zip3), territoryKey('state', origin.state)];
    return [territoryKey('fsa', parsed.fsa), territoryKey('state', origin.state)];
  }

  /** The reps covering a code, each titled in `locale`'s language when it has a title in it. */
  async findReps(parsed: ParsedCode, origin: SearchOrigin, locale: Locale = DEFAULT_LOCALE): Promise<RepResult[]> {
    const keys = DirectorySearchService.coveringKeys(parsed, origin);
    const rows = await this.query<RepRow>(
      `SELECT r.id, r.name, r.title, r.title_fr, r.photo_url, r.email, r.phone, r.region, r.products, t.code
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
      .sort((a, b) => SPECIFICITY[b.kind] - SPECIFICITY[a.kind] || byName.compare(a.row.name, b.row.name) || a.row.id - b.row.id)
      .slice(0, MAX_REPS)
      .map(({ row, kind, code }) => ({
        id: Number(row.id),
        name: row.name,
        title: (locale === 'fr' && row.title_fr) || row.title,
        photoUrl: row.photo_url,
        email: row.email,
        phone: row.phone,
        region: Number(row.region) as DirectoryRegion,
        products: parseProducts(row.products),
        matchedBy: kind,
        matchedCode: code,
      }));
  }

  /**
   * Nearest retailers within the first radius that finds any, nearest first, then those farther out whose
   * declared service area holds the searched area (`area`: its ZIP3 or FSA), nearest first. Opening hours are
   * said in `locale`'s language.
   */
  async findRetailers(origin: SearchOrigin, area?: string, locale: Locale = DEFAULT_LOCALE): Promise<{ radius: number; widened: boolean; retailers: RetailerResult[] }> {
    const steps = RADIUS_STEPS[origin.region];
    const now = this.clock.now().getTime();
    const toUnit = origin.region === 2 ? 1 : KM_PER_MILE;
    // Asked for while the first radius is searched (on MySQL/MariaDB on another connection, at the same time).
    const serving = this.servingRetailers(origin, area);
    // Awaited below; should the radius search fail first, its failure is the one reported.
    serving.catch(() => undefined);
    const toResult = (r: RetailerRow, miles: number, serves: boolean): RetailerResult => ({
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
      openStatus: r.hours ? statusOfStoredHours(r.hours, retailerZone({ timeZone: r.time_zone, state: r.state, lat: Number(r.lat), lng: Number(r.lng) }), now, locale) : null,
      servesYourArea: serves,
    });
    for (let i = 0; i < steps.length; i++) {
      const radius = steps[i];
      const radiusMiles = radius / toUnit;
      // A wider radius is searched only when the last one found nobody: no small box would do there.
      const rows = await this.candidates(origin, radiusMiles, i === 0);
      const hits = rows
        .map((r) => ({ r, miles: distanceMiles(origin.lat, origin.lng, Number(r.lat), Number(r.lng)) }))
        .filter((h) => h.miles <= radiusMiles)
        .sort((a, b) => a.miles - b.miles || Number(a.r.id) - Number(b.r.id))
        .slice(0, MAX_RETAILERS);
      if (hits.length || i === steps.length - 1) {
        const serves = await serving;
        const listed = new Set(hits.map((h) => Number(h.r.id)));
        const beyond = [...serves.values()].filter((h) => !listed.has(Number(h.r.id))).slice(0, MAX_SERVING);
        return {
          radius,
          widened: i > 0,
          retailers: [...hits.map(({ r, miles }) => toResult(r, miles, serves.has(Number(r.id)))), ...beyond.map(({ r, miles }) => toResult(r, miles, true))],
        };
      }
    }
    return { radius: steps[steps.length - 1], widened: true, retailers: [] };
  }

  /**
   * Active retailers of the origin's region whose service area holds it: by the area's code, or by a radius
   * whose box holds the origin and whose circle does too; nearest first, by id.
   */
  private async servingRetailers(origin: SearchOrigin, area?: string): Promise<Map<number, { r: RetailerRow; miles: number }>> {
    const cols = 'r.id, r.name, r.address, r.city, r.state, r.postal_code, r.region, r.phone, r.website, r.email, r.lat, r.lng, r.products, r.time_zone, r.hours, s.radius';
    const join = 'FROM retailer_service_area s JOIN retailer r ON r.id = s.retailer_id';
    const rows = await this.query<RetailerRow & { radius: number | null }>(
      `SELECT ${cols} ${join} WHERE s.code = ? AND r.active = 1 AND r.region = ?
       UNION ALL
       SELECT ${cols} ${join} WHERE s.code = 'radius' AND s.min_lat <= ? AND s.max_lat >= ? AND s.min_lng <= ? AND s.max_lng >= ? AND r.active = 1 AND r.region = ?`,
      [area ? territoryKey(origin.region === 2 ? 'zip3' : 'fsa', area) : '', origin.region, origin.lat, origin.lat, origin.lng, origin.lng, origin.region],
    );
    const toMiles = origin.region === 2 ? 1 : 1 / KM_PER_MILE;
    const out = new Map<number, { r: RetailerRow; miles: number }>();
    for (const r of rows) {
      const miles = distanceMiles(origin.lat, origin.lng, Number(r.lat), Number(r.lng));
      if (r.radius !== null && miles > Number(r.radius) * toMiles) continue;
      out.set(Number(r.id), { r, miles });
    }
    return new Map([...out.entries()].sort((a, b) => a[1].miles - b[1].miles || a[0] - b[0]));
  }

  /**
   * The CANDIDATES active retailers of the origin's region nearest by flat-earth distance (ties by id)
   * within the bounding box of `radiusMiles`, read in full.
   *
   * Scanning the whole box costs time in proportion to the retailers in it (thousands around a big city
   * at 100k retailers), so a smaller box is tried first, sized from RetailerDensity to hold about
   * 1.5 × CANDIDATES. When the small box's nearest CANDIDATES all lie inside the largest circle it holds,
   * no retailer outside it can be nearer, and they are exactly the whole box's nearest; otherwise a
   * larger box is tried, up to the whole one.
   */
  async candidates(origin: SearchOrigin, radiusMiles: number, smallBoxFirst = true): Promise<CandidateRow[]> {
    const guess = smallBoxFirst ? this.density.radiusFor(origin.region, origin.lat, origin.lng, CANDIDATES * 1.5) : null;
    let r = guess === null || guess >= FULL_BOX_SHARE * radiusMiles ? radiusMiles : guess;
    for (;;) {
      const box = boundingBox(origin.lat, origin.lng, r);
      const rows = await this.nearestInBox(origin, box);
      if (r >= radiusMiles) return rows;
      const circleD2 = inscribedD2(box, origin.lat, origin.lng);
      const inCircle = rows.filter((row) => Number(row.d2) < circleD2).length;
      if (inCircle === CANDIDATES) return rows;
      // Grow to the radius that should hold CANDIDATES at the density just seen, with a margin.
      const next = inCircle ? r * Math.sqrt(CANDIDATES / inCircle) * 1.3 : radiusMiles;
      r = next >= FULL_BOX_SHARE * radiusMiles ? radiusMiles : Math.max(next, 2 * r);
    }
  }

  private nearestInBox(origin: SearchOrigin, box: BoundingBox): Promise<CandidateRow[]> {
    return this.query(...nearestInBoxQuery(origin, box, this.inlineDoubles));
  }

  /**
   * On MySQL/MariaDB straight to the driver's pool: TypeORM's query runner (acquire, log, release)
   * added about 0.1 ms at p50 and 0.2 ms at p95 to a search that takes about 1 ms in all.
   */
  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    const pool = this.inlineDoubles ? (this.ds.driver as unknown as { pool?: MysqlPool }).pool : undefined;
    if (!pool) return this.ds.query(sql, params);
    // Failures look as they would through TypeORM (QueryFailedError with the SQL and parameters).
    return new Promise((resolve, reject) => pool.query(sql, params, (err, rows) => (err ? reject(new QueryFailedError(sql, params, err)) : resolve(rows as T[]))));
  }
}

/**
 * MariaDB reads a number such as 41.59 as a DECIMAL and converts it to DOUBLE again for every row it
 * compares with it; written as 4.159e+1 it is a DOUBLE literal. That alone took the whole-box search's
 * p95 at 100k retailers from 5.5 to 2.5 ms (bench/directory-search.js), with the same answers.
 * Only finite numbers the search computed itself are written into the SQL text.
 */
export function doubleLiteral(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`Not a finite number: ${x}`);
  return x.toExponential();
}

/**
 * The nearest CANDIDATES retailers in a box, in one round trip on both databases: the derived table ranks
 * the rows of the box index-only on idx_retailer_geo (a range scan per latitude band) by a flat-earth
 * squared distance, plain arithmetic that SQLite and MariaDB both have; only those rows are read in full.
 * With `inlineDoubles` (MySQL/MariaDB) the coordinates are DOUBLE literals in the SQL text instead of
 * parameters; SQLite binds them as REAL and keeps one prepared statement per number of bands. FORCE INDEX
 * spares MariaDB weighing the other indexes (its plan is the same; ~0.08 ms less per query).
 */
export function nearestInBoxQuery(origin: Pick<SearchOrigin, 'lat' | 'lng' | 'region'>, box: BoundingBox, inlineDoubles: boolean): [string, unknown[]] {
  const params: unknown[] = [];
  const param = (x: unknown) => (params.push(x), '?');
  const double = (x: number) => (inlineDoubles ? doubleLiteral(x) : param(x));
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const { lat, lng } = origin;
  // Each placeholder takes the next parameter: call double() and param() once per use, in text order.
  const sql = `SELECT r.id, r.name, r.address, r.city, r.state, r.postal_code, r.region, r.phone, r.website, r.email, r.lat, r.lng, r.products, r.time_zone, r.hours, n.d2
       FROM (SELECT id, (lat - ${double(lat)}) * (lat - ${double(lat)}) + (lng - ${double(lng)}) * (lng - ${double(lng)}) * ${double(cos * cos)} AS d2
               FROM retailer${inlineDoubles ? ' FORCE INDEX (idx_retailer_geo)' : ''}
              WHERE lat_band IN (${box.bands.map(param).join(', ')}) AND lng BETWEEN ${double(box.minLng)} AND ${double(box.maxLng)}
                AND lat BETWEEN ${double(box.minLat)} AND ${double(box.maxLat)} AND region = ${param(origin.region)} AND active = 1
              ORDER BY d2, id
              LIMIT ${CANDIDATES}) n
       JOIN retailer r ON r.id = n.id`;
  return [sql, params];
}
