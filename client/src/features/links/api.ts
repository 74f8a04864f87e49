import { LINK_ROUTES, LinkReport } from '@contract/links';

import { api } from '../../lib/api-client';

export const linksApi = {
  report: () => api.get<LinkReport>(LINK_ROUTES.report),
  check: () => api.post<LinkReport>(LINK_ROUTES.check, {}),
};
