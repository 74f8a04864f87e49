import type { ExtendPrivacyRequest, OpenPrivacyRequest, PrivacyRequestItem } from '../privacy';
import { get, post } from './route';

/** Privacy requests (Administrators). `export` answers the zip itself, not JSON. */
export const PRIVACY_ROUTES = {
  list: get<PrivacyRequestItem[]>()('/api/admin/privacy-requests'),
  open: post<PrivacyRequestItem, OpenPrivacyRequest>()('/api/admin/privacy-requests'),
  get: get<PrivacyRequestItem>()('/api/admin/privacy-requests/:id'),
  export: get<Blob>()('/api/admin/privacy-requests/:id/export'),
  erase: post<PrivacyRequestItem>()('/api/admin/privacy-requests/:id/erase'),
  extend: post<PrivacyRequestItem, ExtendPrivacyRequest>()('/api/admin/privacy-requests/:id/extend'),
  acknowledge: post<PrivacyRequestItem>()('/api/admin/privacy-requests/:id/acknowledge'),
  close: post<PrivacyRequestItem>()('/api/admin/privacy-requests/:id/close'),
};
