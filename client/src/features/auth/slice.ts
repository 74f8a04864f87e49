import { createSlice, PayloadAction } from '@reduxjs/toolkit';

/** Auth state of spec section 3; transitions of section 4. Persisted under 'root'. */
export interface AuthState {
  isAuthenticated: boolean;
  loading: boolean;
  email: string | null;
  token: string | null;
  refreshToken: string | null;
  revalidatingToken: boolean;
  /** The login page's server message (spec 8: shown in a summary list). */
  loginError: string | null;
  /** Site roles of the signed-in user, from check-auth (null until known). */
  roles: string[] | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  loading: false,
  email: null,
  token: null,
  refreshToken: null,
  revalidatingToken: false,
  loginError: null,
  roles: null,
};

export interface Credentials {
  Username: string;
  Password: string;
}
export interface Tokens {
  token: string;
  refreshToken: string;
  email?: string | null;
}

const signedOut = (state: AuthState) => {
  state.isAuthenticated = false;
  state.email = null;
  state.token = null;
  state.refreshToken = null;
  state.loading = false;
  state.revalidatingToken = false;
  state.roles = null;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The login page opened: a stale pending flag or message from an earlier visit is dropped. */
    loginPageOpened(state) {
      state.loading = false;
      state.loginError = null;
    },
    loginRequested(state, _action: PayloadAction<Credentials>) {
      state.loading = true;
      state.loginError = null;
    },
    loginSucceeded(state, action: PayloadAction<Tokens>) {
      state.loading = false;
      state.isAuthenticated = true;
      state.email = action.payload.email ?? null;
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.loginError = null;
      state.roles = null;
    },
    loginRejected(state, action: PayloadAction<string>) {
      state.loading = false;
      state.loginError = action.payload;
    },
    refreshRequested(state) {
      state.loading = true;
      state.revalidatingToken = true;
    },
    /** Success replaces only the token (and the rotated refresh token the server hands back). */
    refreshSucceeded(state, action: PayloadAction<{ token: string; refreshToken?: string }>) {
      state.loading = false;
      state.revalidatingToken = false;
      state.token = action.payload.token;
      if (action.payload.refreshToken) state.refreshToken = action.payload.refreshToken;
    },
    refreshFailed(state) {
      signedOut(state);
    },
    checkAuthRequested() {},
    checkAuthSucceeded(state, action: PayloadAction<{ roles: string[] }>) {
      state.roles = action.payload.roles;
    },
    checkAuthRejected(state) {
      signedOut(state);
    },
    logoutRequested() {},
    /** "Yes" to the session timeout question: the server keeps the session alive. */
    keepaliveRequested() {},
    loggedOut(state) {
      signedOut(state);
    },
    /** Another tab signed in, refreshed or signed out: take its session so both tabs hold the same (rotated) tokens. */
    sessionSyncedFromOtherTab(state, action: PayloadAction<Pick<AuthState, 'isAuthenticated' | 'email' | 'token' | 'refreshToken'>>) {
      state.isAuthenticated = action.payload.isAuthenticated;
      state.email = action.payload.email;
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      if (!action.payload.isAuthenticated) state.roles = null;
    },
    emailAuthRequested(state, _action: PayloadAction<{ code: string }>) {
      state.loading = true;
    },
    emailAuthRejected(state, action: PayloadAction<string>) {
      state.loading = false;
      state.loginError = action.payload;
    },
    emailAuthSucceeded(state, action: PayloadAction<Tokens>) {
      state.loading = false;
      state.isAuthenticated = true;
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      if (action.payload.email) state.email = action.payload.email;
    },
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
