import type { BrokenLinksReport } from '@contract/audit';
import { all, takeLatest } from 'redux-saga/effects';

import { fetching } from '../../lib/fetch-saga';
import { dashboardApi } from './api';
import { dashboardActions as A } from './slice';

/** Any failure (no check yet, the checker not installed, a network error) or a malformed answer reads "No link check yet". */
const linksEvents = {
  succeeded: (report: BrokenLinksReport | null) => (report && Array.isArray(report.items) ? A.linksLoaded(report) : A.linksFailed()),
  failed: () => A.linksFailed(),
};

/** The three panels load side by side; each shows its own failure. */
function* opened() {
  yield all([
    fetching({ succeeded: A.summaryLoaded, failed: (f) => A.summaryFailed(f.message) }, dashboardApi.summary),
    fetching(linksEvents, dashboardApi.links),
    fetching({ succeeded: A.queueLoaded, failed: () => A.queueFailed() }, dashboardApi.queue),
  ]);
}

export function* dashboardSaga() {
  yield takeLatest(A.opened.type, opened);
}
