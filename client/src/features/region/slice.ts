import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_REGION, isRegionId, RegionId } from '@contract/regions';

/** Region state of spec section 3: also persisted locally under the key 'region'. */
export interface RegionState {
  currentRegion: RegionId;
  isChanging: boolean;
  getMegaMenu: boolean;
  initialLoad: boolean;
}

const REGION_KEY = 'region';

export function readStoredRegion(): RegionId {
  try {
    const v = Number(localStorage.getItem(REGION_KEY));
    return isRegionId(v) ? v : DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  }
}

export function storeRegion(region: RegionId): void {
  try {
    localStorage.setItem(REGION_KEY, String(region));
  } catch {
    /* private mode: the store still holds it */
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
export const regionReducer = regionSlice.reducer;
export const selectRegion = (s: { region: RegionState }) => s.region.currentRegion;
export const selectRegionState = (s: { region: RegionState }) => s.region;
