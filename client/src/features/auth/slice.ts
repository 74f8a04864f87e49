import { createSlice, PayloadAction } from '@reduxjs/toolkit';

/** Auth state of spec section 3; transitions of section 4. Persisted under 'root'. */
export interface AuthState {
  isAuthenticated: boolean;
  loading: boolean;
  email: string | null;
  token: string | null;
  refreshToken: string | null;
  revalidatingToken: boolean;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  loading: false,
  email: null,
  token: null,
  refreshToken: null,
  revalidatingToken: false,
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
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _action: PayloadAction<Credentials>) {
      state.loading = true;
    },
    loginSucceeded(state, action: PayloadAction<Tokens>) {
      state.loading = false;
      state.isAuthenticated = true;
      state.email = action.payload.email ?? null;
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    loginRejected(state, _action: PayloadAction<string>) {
      state.loading = false;
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
    checkAuthRejected(state) {
      signedOut(state);
    },
    logoutRequested() {},
    loggedOut(state) {
      signedOut(state);
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
export const selectAuth = (s: { auth: AuthState }) => s.auth;
