import { initialSettingsState, type SettingsState } from './slice';

export const selectSettings = (s: { settings?: SettingsState }): SettingsState => s.settings ?? initialSettingsState;
