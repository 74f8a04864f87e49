import { all, fork } from 'redux-saga/effects';

import { authSaga } from '../features/auth/saga';
import { regionSaga } from './region-saga';

/** Sagas every page needs. Feature sagas are injected with their routes (store.injectSaga). */
export function* rootSaga() {
  yield all([fork(regionSaga), fork(authSaga)]);
}
