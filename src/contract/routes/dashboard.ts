import type { DashboardSummary } from '../audit';
import type { DashboardCaseQueue } from '../cases';
import { get } from './route';

export const DASHBOARD_ROUTES = {
  summary: get<DashboardSummary>()('/api/admin/dashboard'),
  queue: get<DashboardCaseQueue>()('/api/admin/dashboard/queue'),
};
