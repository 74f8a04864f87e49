import type {
  AdminUserSaveRequest,
  CheckAuthResponse,
  CheckResetHashRequest,
  CheckResetHashResponse,
  EmailAuthRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  OneTimeLoginRequest,
  RefreshRequest,
  RefreshResponse,
  SetPasswordRequest,
  TokenPair,
  UpdatePasswordRequest,
  UpdateUserDataRequest,
} from '../auth';
import { get, post } from './route';

export const AUTH_ROUTES = {
  login: post<TokenPair, LoginRequest>()('/auth/login'),
  refreshToken: post<RefreshResponse, RefreshRequest>()('/auth/refresh-token'),
  checkAuth: get<CheckAuthResponse>()('/auth/check-auth'),
  logout: post<boolean, LogoutRequest | Record<string, never>>()('/auth/logout'),
  forgotPassword: post<boolean, ForgotPasswordRequest>()('/auth/forgot-password'),
  checkResetHash: post<CheckResetHashResponse, CheckResetHashRequest>()('/auth/check-reset-hash'),
  setPassword: post<boolean, SetPasswordRequest>()('/auth/set-password'),
  resetPassword: post<boolean, SetPasswordRequest>()('/auth/reset-password'),
  updatePassword: post<boolean, UpdatePasswordRequest>()('/auth/update-password'),
  updateUserData: post<unknown, UpdateUserDataRequest>()('/auth/update-userdata'),
  oneTimeLogin: post<boolean, OneTimeLoginRequest>()('/auth/one-time-login'),
  emailAuth: post<TokenPair, EmailAuthRequest>()('/auth/email-auth'),
  createUser: post<{ id: number }, AdminUserSaveRequest>()('/auth/create-user'),
  /** The admin's idle-session ping. */
  keepalive: get<unknown>()('/api/admin/session/keepalive'),
};
