import { DASHBOARD_ROUTES } from '@contract/routes/dashboard';

import { callRoute } from '../../lib/api-client';

/** The "Translations" card's call. */
export const translationsDueApi = {
  due: () => callRoute(DASHBOARD_ROUTES.translations),
};
