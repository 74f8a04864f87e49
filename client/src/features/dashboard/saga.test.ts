import type { BrokenLinksReport, DashboardSummary } from '@contract/audit';
import type { DashboardCaseQueue } from '@contract/cases';

import { dispatchThroughSaga } from '../../test-support/run-saga';
import { dashboardApi } from './api';
import { dashboardSaga } from './saga';
import { dashboardActions as A, dashboardReducer, initialDashboardState } from './slice';

/** Opens the dashboard through its saga and reducer; returns what the saga put and the state once the loads settle. */
const openDashboard = () => dispatchThroughSaga(dashboardSaga, dashboardReducer, initialDashboardState, A.opened());

const summary: DashboardSummary = { counts: [], contacts: { since: '2026-11-01T00:00:00.000Z', count: 0, latest: [] }, scheduled: [], staleDrafts: [], recentAudit: null };
const queue: DashboardCaseQueue = { overdue: { count: 0, mine: 0, latest: [] }, privacyRequests: null };

describe('dashboard panels', () => {
  beforeEach(() => {
    jest.spyOn(dashboardApi, 'summary').mockResolvedValue({ success: true, data: summary });
    jest.spyOn(dashboardApi, 'queue').mockResolvedValue({ success: true, data: queue });
  });
  afterEach(() => jest.restoreAllMocks());

  it('a failed link-check call (no checker yet: 404) reads as no report, not an error', async () => {
    jest.spyOn(dashboardApi, 'links').mockResolvedValue({ success: false, message: 'Not found.' });
    const { put, state } = await openDashboard();
    expect(put).toContainEqual(A.linksFailed());
    expect(state).toMatchObject({ linksStatus: 'failed', links: null, status: 'succeeded', summary, error: null });
  });

  it('an answer without a list of links also reads as no report', async () => {
    jest.spyOn(dashboardApi, 'links').mockResolvedValue({ success: true, data: { checkedAt: null } as unknown as BrokenLinksReport });
    const { put, state } = await openDashboard();
    expect(put).toContainEqual(A.linksFailed());
    expect(state).toMatchObject({ linksStatus: 'failed', links: null, error: null });
  });

  it('keeps the report the checker sends', async () => {
    const report = {
      checkedAt: '2026-11-24T01:00:00.000Z',
      items: [{ url: '/gone', reason: '404', sourceSection: 'pages', sourceId: 3, sourceTitle: 'About', editPath: '/siteadmin/pages/edit/3' }],
    };
    jest.spyOn(dashboardApi, 'links').mockResolvedValue({ success: true, data: report });
    const { put, state } = await openDashboard();
    expect(put).toContainEqual(A.linksLoaded(report));
    expect(state).toMatchObject({ linksStatus: 'succeeded', links: report });
  });

  it('shows the server’s message when the summary cannot be loaded, and the other panels still load', async () => {
    jest.spyOn(dashboardApi, 'summary').mockResolvedValue({ success: false, message: 'The summary could not be loaded.' });
    jest.spyOn(dashboardApi, 'links').mockResolvedValue({ success: false, message: 'Not found.' });
    const { state } = await openDashboard();
    expect(state).toMatchObject({ status: 'failed', error: 'The summary could not be loaded.', queueStatus: 'succeeded', queue });
  });
});
