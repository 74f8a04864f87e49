import { initialDashboardState, type DashboardState } from './slice';

export const selectDashboard = (s: { dashboard?: DashboardState }): DashboardState => s.dashboard ?? initialDashboardState;
