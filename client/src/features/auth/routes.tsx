import type { FeatureRoutes } from '../../app/route-types';

export const authRoutes: FeatureRoutes = {
  account: [
    { path: 'login', load: async () => ({ Component: (await import('./pages/login-page')).LoginPage }) },
    { path: 'logout', load: async () => ({ Component: (await import('./pages/logout-page')).LogoutPage }) },
    { path: 'forgot-password', load: async () => ({ Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage }) },
    { path: 'reset-password/:hash', load: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }) },
    { path: 'email-auth/:code', load: async () => ({ Component: (await import('./pages/email-auth-page')).EmailAuthPage }) },
  ],
};
