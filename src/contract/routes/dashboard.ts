import type { DashboardSummary } from '../audit';
import type { DashboardCaseQueue } from '../cases';
import type { TranslationsDue } from '../content';
import { get } from './route';

export const DASHBOARD_ROUTES = {
  summary: get<DashboardSummary>()('/api/admin/dashboard'),
  queue: get<DashboardCaseQueue>()('/api/admin/dashboard/queue'),
  /** The "Translations" card: Canada items whose French version is missing or outdated. */
  translations: get<TranslationsDue>()('/api/admin/dashboard/translations'),
};
