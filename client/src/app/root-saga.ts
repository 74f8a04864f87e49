import { all, fork } from 'redux-saga/effects';

import { authSaga } from '../features/auth/saga';

/** The sagas that run once the saga runtime has loaded (store.ts). Feature sagas are injected with their routes (store.injectSaga). */
export function* rootSaga() {
  yield all([fork(authSaga)]);
}
