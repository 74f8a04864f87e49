import { call, put } from 'redux-saga/effects';

import { dashboardApi } from './api';
import { loadLinks } from './saga';
import { dashboardActions as A, dashboardReducer, initialDashboardState } from './slice';

describe('dashboard broken-links panel', () => {
  it('a failed link-check call (no checker yet: 404) reads as no report, not an error', () => {
    const saga = loadLinks();
    expect(saga.next().value).toEqual(call(dashboardApi.links));
    expect(saga.next({ success: false, message: 'Not found.' }).value).toEqual(put(A.linksFailed()));
    let s = dashboardReducer(initialDashboardState, A.opened());
    s = dashboardReducer(s, A.linksFailed());
    expect(s).toMatchObject({ linksStatus: 'failed', links: null, status: 'loading', error: null });
  });

  it('keeps the report the checker sends', () => {
    const report = {
      checkedAt: '2026-11-24T01:00:00.000Z',
      items: [{ url: '/gone', reason: '404', sourceSection: 'pages', sourceId: 3, sourceTitle: 'About', editPath: '/siteadmin/pages/edit/3' }],
    };
    const saga = loadLinks();
    saga.next();
    expect(saga.next({ success: true, data: report }).value).toEqual(put(A.linksLoaded(report)));
  });
});
