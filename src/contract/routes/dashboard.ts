import type { DashboardSummary } from '../audit';
import { get } from './route';

export const DASHBOARD_ROUTES = {
  summary: get<DashboardSummary>()('/api/admin/dashboard'),
};
