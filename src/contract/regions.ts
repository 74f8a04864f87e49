/** Regions of spec section 1: 2 = US, 3 = Canada, 4 = international. Default 2. */
export const REGION_US = 2;
export const REGION_CA = 3;
export const REGION_INT = 4;
export type RegionId = 2 | 3 | 4;
export const REGION_IDS: RegionId[] = [2, 3, 4];
export const DEFAULT_REGION: RegionId = 2;
export const REGION_HOME: Record<RegionId, string> = { 2: '/', 3: '/home-ca', 4: '/home-int' };
export const REGION_CODE: Record<RegionId, 'US' | 'CA' | 'INT'> = { 2: 'US', 3: 'CA', 4: 'INT' };
export const isRegionId = (v: unknown): v is RegionId => v === 2 || v === 3 || v === 4;
