import type { AdminUserDetails, AdminUserListItem, AdminUserSaveRequest, SiteRoleItem } from '@contract/auth';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

import type { FetchFailure, LoadStatus } from '../../lib/fetch-saga';

/** The users list and the add/edit screen. Their form fields stay in the page. */
export interface UsersState {
  list: AdminUserListItem[] | null;
  listStatus: LoadStatus;
  /** The list's message: a failed load or delete. */
  listError: string | null;
  notice: string | null;
  deleteStatus: LoadStatus;
  roles: SiteRoleItem[];
  rolesStatus: LoadStatus;
  user: AdminUserDetails | null;
  userStatus: LoadStatus;
  saveStatus: LoadStatus;
  /** The edit screen's message: a failed load or save. */
  editError: string | null;
}

export const initialUsersState: UsersState = {
  list: null,
  listStatus: 'idle',
  listError: null,
  notice: null,
  deleteStatus: 'idle',
  roles: [],
  rolesStatus: 'idle',
  user: null,
  userStatus: 'idle',
  saveStatus: 'idle',
  editError: null,
};

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    /** The notice stays: it may be the confirmation of the save that led here. */
    listOpened(state) {
      state.list = null;
      state.listStatus = 'loading';
      state.listError = null;
    },
    listLeft(state) {
      state.deleteStatus = 'idle';
      state.notice = null;
    },
    /** A reload after a delete: the rows stay on screen until the new ones come. */
    listRequested(state) {
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<AdminUserListItem[]>) {
      state.list = action.payload;
      state.listStatus = 'succeeded';
    },
    listFailed(state, action: PayloadAction<FetchFailure>) {
      state.listStatus = 'failed';
      state.listError = action.payload.message;
    },
    deleteRequested(state, _action: PayloadAction<{ id: number }>) {
      state.deleteStatus = 'loading';
    },
    deleteSucceeded(state, action: PayloadAction<string>) {
      state.deleteStatus = 'succeeded';
      state.listError = null;
      state.notice = action.payload;
    },
    deleteFailed(state, action: PayloadAction<FetchFailure>) {
      state.deleteStatus = 'failed';
      state.notice = null;
      state.listError = action.payload.message;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    /** The add (id null) or edit screen opened: the roles, and the user being edited. */
    editOpened(state, action: PayloadAction<{ id: number | null }>) {
      state.roles = [];
      state.rolesStatus = 'loading';
      state.user = null;
      state.userStatus = action.payload.id === null ? 'idle' : 'loading';
      state.saveStatus = 'idle';
      state.editError = null;
    },
    /** A save that finished after leaving must not send the next visit away. */
    editLeft(state) {
      state.saveStatus = 'idle';
    },
    rolesLoaded(state, action: PayloadAction<SiteRoleItem[]>) {
      state.roles = action.payload;
      state.rolesStatus = 'succeeded';
    },
    rolesFailed(state, action: PayloadAction<FetchFailure>) {
      state.rolesStatus = 'failed';
      state.editError = action.payload.message;
    },
    userLoaded(state, action: PayloadAction<AdminUserDetails>) {
      state.user = action.payload;
      state.userStatus = 'succeeded';
    },
    userFailed(state, action: PayloadAction<FetchFailure>) {
      state.userStatus = 'failed';
      state.editError = action.payload.message;
    },
    saveRequested(state, _action: PayloadAction<AdminUserSaveRequest>) {
      state.saveStatus = 'loading';
      state.editError = null;
    },
    /** The server's confirmation ("User created. A welcome email was sent to …") shows on the list. */
    saveSucceeded(state, action: PayloadAction<string | undefined>) {
      state.saveStatus = 'succeeded';
      state.notice = action.payload ?? null;
    },
    saveFailed(state, action: PayloadAction<FetchFailure>) {
      state.saveStatus = 'failed';
      state.editError = action.payload.message;
    },
  },
});

export const usersActions = usersSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}
