import type { SiteSettings, SiteSettingsRequest } from '@contract/site-settings';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { LoadStatus } from '../../lib/fetch-saga';

export interface SettingsState {
  settings: SiteSettings | null;
  /** The admin layout waits for this before it shows a screen, so every date is on the site's clock from the start. */
  loadStatus: LoadStatus;
  saveStatus: LoadStatus;
  message: string | null;
  errors: Record<string, string>;
}

export const initialSettingsState: SettingsState = { settings: null, loadStatus: 'idle', saveStatus: 'idle', message: null, errors: {} };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    loadRequested(state) {
      state.loadStatus = 'loading';
    },
    loaded(state, action: PayloadAction<SiteSettings>) {
      state.settings = action.payload;
      state.loadStatus = 'succeeded';
    },
    /** The site's clock stays on its default (America/Chicago). */
    loadFailed(state) {
      state.loadStatus = 'failed';
    },
    saveRequested(state, _action: PayloadAction<SiteSettingsRequest>) {
      state.saveStatus = 'loading';
      state.message = null;
      state.errors = {};
    },
    saved(state, action: PayloadAction<{ settings: SiteSettings; message: string | undefined }>) {
      state.settings = action.payload.settings;
      state.saveStatus = 'succeeded';
      state.message = action.payload.message ?? null;
    },
    saveFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.saveStatus = 'failed';
      state.message = action.payload.message;
      state.errors = action.payload.errors ?? {};
    },
  },
});

export const settingsActions = settingsSlice.actions;

// Injected with the admin layout (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof settingsSlice> {}
}
