import type { ContentFilterRequest, ContentItem, ContentKind, ContentSaveRequest, ContentSummary, VersionItem } from '@contract/content';
import type { SaveWarning } from '@contract/links';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

/** Admin content state: the section list and the item open in the editor. Form fields stay in the component. */
type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
export interface AdminListState {
  kind: ContentKind | null;
  filter: ContentFilterRequest;
  items: ContentSummary[];
  total: number;
  status: Status;
  error: string | null;
  notice: string | null;
}
export interface AdminEditorState {
  key: string | null;
  item: (ContentItem & { rolledBackFrom?: number }) | null;
  versions: VersionItem[];
  status: Status;
  error: string | null;
  saveStatus: Status;
  saveError: string | null;
  /** Field messages of a refused save (server keys such as 'slug' or 'modules.0.quote'). */
  saveErrors: Record<string, string>;
  /** Set after a successful save so the page can navigate (create → edit, rollback → latest). */
  savedBaseId: number | null;
  saveCount: number;
}
export interface ContentAdminState {
  list: AdminListState;
  editor: AdminEditorState;
  /** The last successful save (survives the create → edit and rollback → edit navigation). */
  lastSave: { baseId: number; versionId: number; warnings: SaveWarning[] } | null;
}

export const ADMIN_PAGE_SIZE = 20;
const initialState: ContentAdminState = {
  list: { kind: null, filter: { start: 0, length: ADMIN_PAGE_SIZE, sort: 'newest' }, items: [], total: 0, status: 'idle', error: null, notice: null },
  editor: { key: null, item: null, versions: [], status: 'idle', error: null, saveStatus: 'idle', saveError: null, saveErrors: {}, savedBaseId: null, saveCount: 0 },
  lastSave: null,
};

export const contentAdminSlice = createSlice({
  name: 'contentAdmin',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ kind: ContentKind; filter: ContentFilterRequest }>) {
      state.list.kind = action.payload.kind;
      state.list.filter = action.payload.filter;
      state.list.status = 'loading';
      state.list.error = null;
    },
    listReceived(state, action: PayloadAction<{ items: ContentSummary[]; total: number }>) {
      state.list.items = action.payload.items;
      state.list.total = action.payload.total;
      state.list.status = 'succeeded';
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    /** Optimistic: the switch flips at once; the reload after the call shows the server's truth. */
    pinToggled(state, action: PayloadAction<{ kind: ContentKind; baseId: number; type: number; pinned: boolean }>) {
      const item = state.list.items.find((i) => i.baseId === action.payload.baseId);
      if (item) item.pinned = action.payload.pinned;
    },
    deleteConfirmed(_state, _action: PayloadAction<{ kind: ContentKind; baseId: number; title: string }>) {},
    restoreRequested(_state, _action: PayloadAction<{ kind: ContentKind; baseId: number; title: string }>) {},
    listActionSucceeded(state, action: PayloadAction<string>) {
      state.list.notice = action.payload;
      state.list.error = null;
    },
    listActionFailed(state, action: PayloadAction<string>) {
      state.list.error = action.payload;
      state.list.notice = null;
    },
    noticeDismissed(state) {
      state.list.notice = null;
      state.list.error = null;
    },
    editorOpened(state, action: PayloadAction<{ kind: ContentKind; baseId: number | null; rollbackId: number | null }>) {
      const key = JSON.stringify(action.payload);
      state.editor = { ...initialState.editor, key, status: action.payload.baseId ? 'loading' : 'succeeded', saveCount: state.editor.saveCount };
    },
    /** The editor closed: its load, if still running, stops. */
    editorLeft() {},
    editorLoaded(state, action: PayloadAction<{ key: string; item: ContentItem; versions: VersionItem[] }>) {
      if (action.payload.key !== state.editor.key) return;
      state.editor.item = action.payload.item;
      state.editor.versions = action.payload.versions;
      state.editor.status = 'succeeded';
    },
    editorFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      if (action.payload.key !== state.editor.key) return;
      state.editor.status = 'failed';
      state.editor.error = action.payload.error;
    },
    saveRequested(state, _action: PayloadAction<{ kind: ContentKind; body: ContentSaveRequest }>) {
      state.editor.saveStatus = 'loading';
      state.editor.saveError = null;
      state.editor.saveErrors = {};
      state.editor.savedBaseId = null;
    },
    saveSucceeded(state, action: PayloadAction<{ item: ContentItem; versions: VersionItem[]; warnings?: SaveWarning[] }>) {
      state.editor.saveStatus = 'succeeded';
      state.editor.item = action.payload.item;
      state.editor.versions = action.payload.versions;
      state.editor.savedBaseId = action.payload.item.baseId;
      state.editor.saveCount += 1;
      state.lastSave = { baseId: action.payload.item.baseId, versionId: action.payload.item.latestVersionId ?? action.payload.item.id, warnings: action.payload.warnings ?? [] };
    },
    saveFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.editor.saveStatus = 'failed';
      state.editor.saveError = action.payload.message;
      state.editor.saveErrors = action.payload.errors ?? {};
    },
  },
});

export const contentAdminActions = contentAdminSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof contentAdminSlice> {}
}
