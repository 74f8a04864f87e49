import { API } from '@contract/api-routes';
import type { AdminUserDetails, AdminUserListItem, AdminUserSaveRequest, CheckAuthResponse, CheckResetHashResponse, LoginRequest, SiteRoleItem, TokenPair } from '@contract/auth';

import { api } from '../../lib/api-client';

/**
 * Auth and users calls. Calls whose 400/401 answers are part of the screen (a wrong password,
 * an invalid link, a refused save) skip the api client's 401/403 routing and show the message.
 */
const own = { noAuthRouting: true };

export const authApi = {
  login: (body: LoginRequest) => api.post<TokenPair>(API.auth.login, body, own),
  logout: (refreshToken: string | null) => api.post<boolean>(API.auth.logout, refreshToken ? { refreshToken } : {}, own),
  checkAuth: () => api.get<CheckAuthResponse>(API.auth.checkAuth, own),
  emailAuth: (code: string) => api.post<TokenPair>(API.auth.emailAuth, { Code: code }, own),
  forgotPassword: (email: string) => api.post<boolean>(API.auth.forgotPassword, { Username: email, DomainName: window.location.origin }, own),
  checkResetHash: (hash: string) => api.post<CheckResetHashResponse>(API.auth.checkResetHash, { PasswordResetHash: hash }, own),
  setPassword: (hash: string, password: string) => api.post<boolean>(API.auth.setPassword, { PasswordHash: password, PasswordResetHash: hash }, own),
  keepalive: () => api.get<unknown>(API.session.keepalive),
};

export const usersApi = {
  getAll: () => api.get<AdminUserListItem[]>(API.adminUsers.getAll),
  getRoles: () => api.get<SiteRoleItem[]>(API.adminUsers.getRoles),
  get: (id: number | string) => api.get<AdminUserDetails>(API.adminUsers.get(id)),
  remove: (id: number) => api.get<boolean>(API.adminUsers.delete(id), own),
  save: (user: AdminUserSaveRequest) => api.post<{ id: number }>(user.id ? API.adminUsers.edit : API.adminUsers.add, user, own),
};
