import { isRegionId, RegionId } from '../contract/regions';

/** Region ids are stored comma-wrapped, once each and in order (",2,3,"), so `LIKE '%,2,%'` finds one region exactly. */
export const regionsToColumn = (ids: readonly RegionId[]): string => `,${[...new Set(ids)].sort().join(',')},`;

/** The region ids of a stored column value, in order; anything that is not a region id is skipped. */
export const regionsFromColumn = (s: string): RegionId[] => s.split(',').filter(Boolean).map(Number).filter(isRegionId);

/** The LIKE pattern of the rows that include this region. */
export const regionColumnPattern = (id: number): string => `%,${id},%`;
