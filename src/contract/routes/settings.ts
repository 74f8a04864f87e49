import type { SiteSettings, SiteSettingsRequest } from '../site-settings';
import { get, post } from './route';

export const SETTINGS_ROUTES = {
  /** Every staff member reads them (the admin's clock); Administrators change them. */
  get: get<SiteSettings>()('/api/admin/settings'),
  save: post<SiteSettings, SiteSettingsRequest>()('/api/admin/settings'),
};
