import { fetchWith, takeLatestUntil } from '../../lib/fetch-saga';
import { translationsDueApi } from './translations-api';
import { translationsDueActions as A } from './translations-slice';

function* loadDue() {
  yield* fetchWith({ succeeded: A.dueLoaded, failed: A.dueFailed }, translationsDueApi.due);
}

export function* translationsDueSaga() {
  yield takeLatestUntil(A.cardShown, A.cardLeft, loadDue);
}
