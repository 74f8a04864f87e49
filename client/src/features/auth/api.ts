import type { AdminUserSaveRequest, LoginRequest } from '@contract/auth';
import { AUTH_ROUTES } from '@contract/routes/auth';
import { USER_ROUTES } from '@contract/routes/users';

import { callRoute } from '../../lib/api-client';

/**
 * Auth and users calls. Calls whose 400/401 answers are part of the screen (a wrong password,
 * an invalid link, a refused save) skip the api client's 401/403 routing and show the message.
 */
const own = { noAuthRouting: true };

export const authApi = {
  login: (body: LoginRequest) => callRoute(AUTH_ROUTES.login, { body }, own),
  logout: (refreshToken: string | null) => callRoute(AUTH_ROUTES.logout, { body: refreshToken ? { refreshToken } : {} }, own),
  checkAuth: () => callRoute(AUTH_ROUTES.checkAuth, {}, own),
  emailAuth: (code: string) => callRoute(AUTH_ROUTES.emailAuth, { body: { Code: code } }, own),
  forgotPassword: (email: string) => callRoute(AUTH_ROUTES.forgotPassword, { body: { Username: email, DomainName: window.location.origin } }, own),
  checkResetHash: (hash: string) => callRoute(AUTH_ROUTES.checkResetHash, { body: { PasswordResetHash: hash } }, own),
  setPassword: (hash: string, password: string) => callRoute(AUTH_ROUTES.setPassword, { body: { PasswordHash: password, PasswordResetHash: hash } }, own),
  keepalive: () => callRoute(AUTH_ROUTES.keepalive),
};

export const usersApi = {
  getAll: () => callRoute(USER_ROUTES.getAll),
  getRoles: () => callRoute(USER_ROUTES.getRoles),
  get: (id: number | string) => callRoute(USER_ROUTES.get, { params: { id } }),
  remove: (id: number) => callRoute(USER_ROUTES.delete, { params: { id } }, own),
  save: (user: AdminUserSaveRequest) => callRoute(user.id ? USER_ROUTES.edit : USER_ROUTES.add, { body: user }, own),
};
