import type { ContentKind, ContentSnapshot, VersionItem } from '@contract/content';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** Two saved versions of an item side by side: the item's versions, and each version's data once asked for. */
export interface VersionCompareState {
  key: string | null;
  versions: VersionItem[] | null;
  data: Record<number, ContentSnapshot>;
  /** Versions asked for and not yet answered. */
  pending: number[];
  error: string | null;
}

const initialState: VersionCompareState = { key: null, versions: null, data: {}, pending: [], error: null };
export const compareKey = (kind: ContentKind, baseId: number) => `${kind}/${baseId}`;

export const versionCompareSlice = createSlice({
  name: 'versionCompare',
  initialState,
  reducers: {
    opened: (_state, action: PayloadAction<{ kind: ContentKind; baseId: number }>) => ({ ...initialState, key: compareKey(action.payload.kind, action.payload.baseId) }),
    left: () => initialState,
    versionsLoaded(state, action: PayloadAction<VersionItem[]>) {
      state.versions = action.payload;
    },
    versionRequested(state, action: PayloadAction<{ kind: ContentKind; baseId: number; versionId: number }>) {
      state.pending.push(action.payload.versionId);
    },
    versionLoaded(state, action: PayloadAction<{ versionId: number; data: ContentSnapshot }>) {
      state.data[action.payload.versionId] = action.payload.data;
      state.pending = state.pending.filter((id) => id !== action.payload.versionId);
    },
    failed(state, action: PayloadAction<{ message: string; versionId?: number }>) {
      state.error = action.payload.message;
      state.pending = state.pending.filter((id) => id !== action.payload.versionId);
    },
  },
});

export const versionCompareActions = versionCompareSlice.actions;

export const selectVersionCompare = (s: { versionCompare?: VersionCompareState }): VersionCompareState => s.versionCompare ?? initialState;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof versionCompareSlice> {}
}
