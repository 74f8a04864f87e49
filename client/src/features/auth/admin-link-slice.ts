import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** The admin edit screen found for the public page on screen (null: none, or not allowed). */
export interface AdminLinkState {
  path: string | null;
  url: string | null;
}

const initialState: AdminLinkState = { path: null, url: null };

export const adminLinkSlice = createSlice({
  name: 'adminLink',
  initialState,
  reducers: {
    lookupRequested(_state, _action: PayloadAction<{ path: string }>) {},
    lookupAnswered(_state, action: PayloadAction<AdminLinkState>) {
      return action.payload;
    },
  },
});

export const adminLinkActions = adminLinkSlice.actions;

export const selectAdminLink = (s: { adminLink?: AdminLinkState }, path: string): string | null => (s.adminLink?.path === path ? s.adminLink.url : null);

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof adminLinkSlice> {}
}
