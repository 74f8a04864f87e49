/** Request and response shapes of the /auth calls (spec section 7) and the users API, shared by server and client. */

export interface LoginRequest {
  Username: string;
  Password: string;
}
/** POST /auth/login, /auth/email-auth and /auth/update-password answer with a fresh pair of tokens. */
export interface TokenPair {
  token: string;
  refreshToken: string;
  email: string;
}
export interface RefreshRequest {
  refreshToken: string;
}
export interface RefreshResponse {
  token: string;
  /** The rotated refresh token: the one sent is spent. */
  refreshToken: string;
}
export interface CheckAuthResponse {
  success: boolean;
  email?: string;
  roles?: string[];
}
export interface ForgotPasswordRequest {
  Username: string;
  /** The page's origin; used for the emailed link only when it is a configured site origin. */
  DomainName?: string;
}
export interface CheckResetHashRequest {
  PasswordResetHash: string;
}
export interface CheckResetHashResponse {
  hash: string;
}
export interface SetPasswordRequest {
  PasswordHash: string;
  PasswordResetHash: string;
}
export interface UpdatePasswordRequest {
  CurrentPassword: string;
  NewPassword: string;
}
export interface UpdateUserDataRequest {
  Email: string;
  CurrentPassword: string;
}
export interface OneTimeLoginRequest {
  Username: string;
  DomainName?: string;
}
export interface EmailAuthRequest {
  Code: string;
}
export interface LogoutRequest {
  refreshToken?: string;
}

/** Users API (spec 7). */
export interface AdminUserListItem {
  id: number;
  email: string;
  lastLogin: string | null;
  /** Role names, sorted. */
  roles: string[];
}
export interface AdminUserDetails extends AdminUserListItem {
  userRoles: number[];
}
export interface SiteRoleItem {
  id: number;
  name: string;
  /** What the role may do, in a sentence. */
  description: string;
}
/** POST /api/adminusers/add (id null) and /edit; also POST /auth/create-user. */
export interface AdminUserSaveRequest {
  /** Absent or null: a new user. */
  id?: number | null;
  email?: string;
  /** Write only. Blank: a new user gets a random one (and a set-password email); an existing user keeps theirs. */
  password?: string | null;
  /** Required on add; on edit, left out keeps the roles. At least one. */
  userRoles?: number[];
  lastLogin?: string | null;
}

/** The users API's answers the users screens show. */
export const USER_MESSAGES = {
  roleRequired: 'Please choose a role.',
  created: 'User created.',
  createdWithWelcome: (email: string) => `User created. A welcome email was sent to ${email}.`,
  saved: 'User saved.',
};

/** Password policy (also checked on the server). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Email rule of spec 5: letters, digits and . _ - before @, then a domain with a 2-6 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

export const AUTH_MESSAGES = {
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  invalidCredentials: 'Invalid username or password.',
  loginToContinue: 'Please log in to continue.',
  forgotSent: 'An email containing password reset information has been sent to your inbox. Please verify.',
  somethingWrong: 'Something is wrong',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  sessionTimeout: 'Your session is about to time out. Would you like to stay logged into your account?',
  invalidLink: 'This link is invalid or has expired.',
} as const;

/**
 * Sent by requests the admin makes on its own, with nobody at the keyboard (the presence report every 30 s): they do
 * not restart the session's idle clock, so an unattended admin page still times out.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';
