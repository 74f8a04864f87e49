import { DEFAULT_REGION, isRegionId, RegionId } from '@contract/regions';
import { REGION_COOKIE, regionCookie } from '@contract/site';
import { createSlice, PayloadAction } from '@reduxjs/toolkit';

/** Region state of spec section 3: also persisted locally under the key 'region'. */
export interface RegionState {
  currentRegion: RegionId;
  isChanging: boolean;
  getMegaMenu: boolean;
  initialLoad: boolean;
}

const REGION_KEY = 'region';

/** The region kept from an earlier visit: under the spec's key, else in the cookie (local storage cleared or blocked), else the default. */
export function readStoredRegion(): RegionId {
  let v: number | null = null;
  try {
    v = Number(localStorage.getItem(REGION_KEY));
  } catch {
    /* no storage: the cookie may still have it */
  }
  return isRegionId(v) ? v : (regionCookieValue() ?? DEFAULT_REGION);
}

/** The region in the `region` cookie, or null: what the server rendered a region-dependent page with. */
export function regionCookieValue(): RegionId | null {
  if (typeof document === 'undefined') return null;
  const m = new RegExp(`(?:^|;\\s*)${REGION_COOKIE}=([234])(?:;|$)`).exec(document.cookie);
  return m ? (Number(m[1]) as RegionId) : null;
}

/**
 * Keeps the `region` cookie equal to the region: the server renders the header and the lists of
 * pages that keep the visitor's region with it, and the page cache keys pages by it.
 */
export function writeRegionCookie(region: RegionId): void {
  if (typeof document === 'undefined' || regionCookieValue() === region) return;
  document.cookie = regionCookie(region);
}

/** Stores the region under the spec's local-storage key, and in the cookie the server reads. */
export function storeRegion(region: RegionId): void {
  try {
    localStorage.setItem(REGION_KEY, String(region));
  } catch {
    /* private mode: the store still holds it */
  }
  writeRegionCookie(region);
}

/** True when this browser has kept a region from an earlier visit. */
export function hasStoredRegion(): boolean {
  try {
    return localStorage.getItem(REGION_KEY) !== null;
  } catch {
    return false;
  }
}

export const initialRegionState: RegionState = { currentRegion: DEFAULT_REGION, isChanging: false, getMegaMenu: false, initialLoad: true };

export const regionSlice = createSlice({
  name: 'region',
  initialState: initialRegionState,
  reducers: {
    /** The visitor chose a region in the selector: store it and mark a change in progress. */
    regionChosen(state, action: PayloadAction<RegionId>) {
      state.currentRegion = action.payload;
      state.isChanging = true;
    },
    /** Navigation to the chosen region's home finished. */
    regionChangeCompleted(state) {
      state.isChanging = false;
    },
    /** Any other region update (a route implies a region): only store the value. */
    regionUpdated(state, action: PayloadAction<RegionId>) {
      state.currentRegion = action.payload;
      state.initialLoad = false;
    },
    /** The region this browser kept from an earlier visit, read when the page starts. */
    regionRestored(state, action: PayloadAction<RegionId>) {
      state.currentRegion = action.payload;
    },
    megaMenuRequested(state, action: PayloadAction<boolean>) {
      state.getMegaMenu = action.payload;
    },
  },
});

export const regionActions = regionSlice.actions;
export const selectRegion = (s: { region: RegionState }) => s.region.currentRegion;
export const selectRegionState = (s: { region: RegionState }) => s.region;
