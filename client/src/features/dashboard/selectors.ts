import { type DashboardState, initialDashboardState } from './slice';

export const selectDashboard = (s: { dashboard?: DashboardState }): DashboardState => s.dashboard ?? initialDashboardState;
