import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';

import { fetching, fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { usersApi } from './api';
import { usersActions as A } from './users-slice';

function* loadList() {
  yield* fetchWith({ succeeded: A.listLoaded, failed: A.listFailed }, usersApi.getAll);
}

/** Deleted or refused, the list is loaded again (another administrator may have changed it). */
function* remove(action: PayloadAction<{ id: number }>) {
  yield* fetchWith({ succeeded: (_ok, message) => A.deleteSucceeded(message ?? 'User deleted.'), failed: A.deleteFailed }, usersApi.remove, action.payload.id);
  yield put(A.listRequested());
}

function* openEdit(action: PayloadAction<{ id: number | null }>) {
  const { id } = action.payload;
  yield all([
    fetching({ succeeded: A.rolesLoaded, failed: A.rolesFailed }, usersApi.getRoles),
    ...(id === null ? [] : [fetching({ succeeded: A.userLoaded, failed: A.userFailed }, usersApi.get, id)]),
  ]);
}

function* save(action: PayloadAction<Parameters<typeof usersApi.save>[0]>) {
  yield* fetchWith({ succeeded: (_saved, message) => A.saveSucceeded(message), failed: A.saveFailed }, usersApi.save, action.payload);
}

export function* usersSaga() {
  yield all([
    takeLatestUntil([A.listOpened, A.listRequested], A.listLeft, loadList),
    takeLatest(A.deleteRequested.type, remove),
    takeLatestUntil(A.editOpened, A.editLeft, openEdit),
    // A save still running when the screen is left is no longer shown: its answer must not move the next visit.
    takeLatestUntil(A.saveRequested, A.editLeft, save),
  ]);
}
