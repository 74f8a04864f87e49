/**
 * Every API path of spec section 7 (and the ones the spec leaves to us), typed once.
 * Server controllers and the client's api.ts files both use these, so a path cannot drift.
 */
export const API = {
  auth: {
    base: 'auth',
    login: '/auth/login',
    refreshToken: '/auth/refresh-token',
    checkAuth: '/auth/check-auth',
    logout: '/auth/logout',
    forgotPassword: '/auth/forgot-password',
    checkResetHash: '/auth/check-reset-hash',
    setPassword: '/auth/set-password',
    resetPassword: '/auth/reset-password',
    updatePassword: '/auth/update-password',
    updateUserData: '/auth/update-userdata',
    oneTimeLogin: '/auth/one-time-login',
    emailAuth: '/auth/email-auth',
    createUser: '/auth/create-user',
  },
  adminUsers: {
    getAll: '/api/adminusers/get-all',
    getRoles: '/api/adminusers/get-roles',
    get: (id: number | string) => `/api/adminusers/get/${id}`,
    delete: (id: number | string) => `/api/adminusers/delete/${id}`,
    add: '/api/adminusers/add',
    edit: '/api/adminusers/edit',
  },
  session: { keepalive: '/api/admin/session/keepalive' },
  /** Public content calls; `kind` is 'knowledge-center' | 'pages' | 'press-releases' | 'products' | 'product-labels'. */
  content: {
    details: (kind: string, id: number | string) => `/api/${kind}/details/${id}`,
    filter: (kind: string) => `/api/${kind}/filter`,
    getBySlug: (kind: string, slug: string) => `/api/${kind}/get-by-slug/${encodeURIComponent(slug)}`,
    pagesGetLatest: (baseId: number | string) => `/api/pages/get-latest/${baseId}`,
    pagesGetBySlugAdmin: (slug: string) => `/api/pages/get-by-slug-admin/${encodeURIComponent(slug)}`,
  },
  adminContent: {
    add: (kind: string) => `/api/admin/${kind}/add`,
    get: (kind: string, id: number | string) => `/api/admin/${kind}/get/${id}`,
    delete: (kind: string, id: number | string) => `/api/admin/${kind}/delete/${id}`,
    getSlug: (kind: string, id: number | string) => `/api/admin/${kind}/get-slug/${id}`,
    getVersions: (kind: string, id: number | string) => `/api/admin/${kind}/get-versions/${id}`,
    pin: '/api/admin/knowledge-center/pin',
  },
  redirects: { getRedirect: (path: string) => `/api/redirects/get-redirect/${encodeURIComponent(path.replace(/^\//, ''))}` },
  states: { getAll: (regionId: number) => `/api/states/get-all/${regionId}` },
  forms: { add: '/api/forms/add', adminFilter: '/api/admin/forms/filter', adminArchive: (id: number | string) => `/api/admin/forms/archive/${id}` },
  health: { live: '/health/live', ready: '/health/ready' },
} as const;
