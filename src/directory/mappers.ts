import type { DirectoryRegion, RepDto, RetailerDto, RetailerHours, ServiceArea } from '../contract/directory';
import { Rep } from './entities/rep.entity';
import { Retailer } from './entities/retailer.entity';
import { RetailerServiceArea } from './entities/retailer-service-area.entity';
import { validateHours } from './hours/retailer-hours';
import { timeZoneFor } from './hours/time-zones';
import { parseTerritoryKey } from './territory';

export const parseProducts = (json: string | null): string[] => {
  if (!json) return [];
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export const serializeProducts = (list: string[]): string => JSON.stringify(list);

/** Stored hours (JSON), read back through the same rules they were saved with; null when none or unreadable. */
export function parseHours(json: string | null): RetailerHours | null {
  if (!json) return null;
  try {
    return validateHours(JSON.parse(json)).value;
  } catch {
    return null;
  }
}

/** The zone a retailer's hours are kept in: its own, else that of its location. */
export const retailerZone = (r: { timeZone: string | null; state: string; lat: number; lng: number }): string => r.timeZone || timeZoneFor(r.state, Number(r.lat), Number(r.lng));

const iso = (d: Date | string | undefined) => (d ? new Date(d).toISOString() : undefined);

export function mapRep(r: Rep): RepDto {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    titleFr: r.titleFr ?? null,
    photoUrl: r.photoUrl,
    email: r.email,
    phone: r.phone,
    region: r.region as DirectoryRegion,
    territory: (r.territory ?? []).map((t) => parseTerritoryKey(t.code).code),
    products: parseProducts(r.products),
    active: !!r.active,
    updated: iso(r.updatedAt),
  };
}

/** A retailer's service-area rows as the form shows them; null when it has none. */
export function mapServiceArea(rows: RetailerServiceArea[]): ServiceArea | null {
  if (!rows.length) return null;
  const radius = rows.find((x) => x.code === 'radius')?.radius ?? null;
  return { codes: rows.filter((x) => x.code !== 'radius').map((x) => parseTerritoryKey(x.code).code), radius: radius === null ? null : Number(radius) };
}

export function mapRetailer(r: Retailer, areas: RetailerServiceArea[] = []): RetailerDto {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    city: r.city,
    state: r.state,
    postalCode: r.postalCode,
    region: r.region as DirectoryRegion,
    phone: r.phone,
    website: r.website,
    email: r.email,
    lat: Number(r.lat),
    lng: Number(r.lng),
    products: parseProducts(r.products),
    active: !!r.active,
    timeZone: r.timeZone ?? null,
    defaultTimeZone: timeZoneFor(r.state, Number(r.lat), Number(r.lng)),
    hours: parseHours(r.hours),
    serviceArea: mapServiceArea(areas),
    updated: iso(r.updatedAt),
  };
}
