import type { DirectoryRegion, RepDto, RetailerDto } from '../contract/directory';
import { Rep } from './entities/rep.entity';
import { Retailer } from './entities/retailer.entity';
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

const iso = (d: Date | string | undefined) => (d ? new Date(d).toISOString() : undefined);

export function mapRep(r: Rep): RepDto {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
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

export function mapRetailer(r: Retailer): RetailerDto {
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
    updated: iso(r.updatedAt),
  };
}
