import type { FeatureRoutes } from '../../app/route-types';

export const authRoutes: FeatureRoutes = {
  account: [
    { path: 'login', lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }) },
    { path: 'logout', lazy: async () => ({ Component: (await import('./pages/logout-page')).LogoutPage }) },
    { path: 'forgot-password', lazy: async () => ({ Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage }) },
    { path: 'reset-password/:hash', lazy: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }) },
    { path: 'email-auth/:code', lazy: async () => ({ Component: (await import('./pages/email-auth-page')).EmailAuthPage }) },
  ],
  admin: [
    { path: 'users', lazy: async () => ({ Component: (await import('./pages/users-list-page')).UsersListPage }) },
    { path: 'users/add', lazy: async () => ({ Component: (await import('./pages/user-edit-page')).UserEditPage }) },
    { path: 'users/edit/:userId', lazy: async () => ({ Component: (await import('./pages/user-edit-page')).UserEditPage }) },
  ],
};
