import type { OpenPrivacyRequest } from '@contract/privacy';
import { PRIVACY_ROUTES } from '@contract/routes/privacy';

import { callRoute, downloadRoute } from '../../lib/api-client';

/** Privacy requests (Administrators). The export answers a zip, not JSON. */
export const privacyApi = {
  list: () => callRoute(PRIVACY_ROUTES.list),
  open: (body: OpenPrivacyRequest) => callRoute(PRIVACY_ROUTES.open, { body }),
  exportZip: (id: number) => downloadRoute(PRIVACY_ROUTES.export, { params: { id } }),
  erase: (id: number) => callRoute(PRIVACY_ROUTES.erase, { params: { id } }),
  extend: (id: number, notice: string) => callRoute(PRIVACY_ROUTES.extend, { params: { id }, body: { notice } }),
  acknowledge: (id: number) => callRoute(PRIVACY_ROUTES.acknowledge, { params: { id } }),
  close: (id: number) => callRoute(PRIVACY_ROUTES.close, { params: { id } }),
};
