import type { PresenceReport, PresenceResponse } from '../presence';
import { post } from './route';

export const PRESENCE_ROUTES = {
  report: post<PresenceResponse, PresenceReport>()('/api/admin/presence'),
  /** When the editor closes (best effort; the entry also expires). */
  leave: post<boolean, PresenceReport>()('/api/admin/presence/leave'),
};
