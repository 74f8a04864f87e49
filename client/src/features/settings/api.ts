import { SETTINGS_ROUTES } from '@contract/routes/settings';
import type { SiteSettingsRequest } from '@contract/site-settings';

import { callRoute } from '../../lib/api-client';

/** Calls of the site settings (sagas reach them through call()). */
export const settingsApi = {
  get: () => callRoute(SETTINGS_ROUTES.get),
  save: (req: SiteSettingsRequest) => callRoute(SETTINGS_ROUTES.save, { body: req }),
};
