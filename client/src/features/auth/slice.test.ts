import { authActions, authReducer, initialAuthState } from './slice';

const tokens = { token: 't1', refreshToken: 'r1', email: 'admin@example.com' };

describe('auth slice (spec 4 transitions)', () => {
  it('login: pending sets loading; success signs in; rejection clears loading and keeps the message', () => {
    let s = authReducer(initialAuthState, authActions.loginRequested({ Username: 'a', Password: 'b' }));
    expect(s.loading).toBe(true);
    s = authReducer(s, authActions.loginSucceeded(tokens));
    expect(s).toMatchObject({ loading: false, isAuthenticated: true, email: 'admin@example.com', token: 't1', refreshToken: 'r1' });
    const rejected = authReducer(
      authReducer(initialAuthState, authActions.loginRequested({ Username: 'a', Password: 'b' })),
      authActions.loginRejected('Invalid username or password.'),
    );
    expect(rejected).toMatchObject({ loading: false, isAuthenticated: false, loginError: 'Invalid username or password.' });
  });

  it('refresh: pending sets loading and revalidatingToken; success replaces only the token; failure signs out', () => {
    const signedIn = authReducer(initialAuthState, authActions.loginSucceeded(tokens));
    let s = authReducer(signedIn, authActions.refreshRequested());
    expect(s).toMatchObject({ loading: true, revalidatingToken: true });
    s = authReducer(s, authActions.refreshSucceeded({ token: 't2' }));
    expect(s).toMatchObject({ loading: false, revalidatingToken: false, token: 't2', refreshToken: 'r1', email: 'admin@example.com', isAuthenticated: true });
    const failed = authReducer(signedIn, authActions.refreshFailed());
    expect(failed).toMatchObject({ isAuthenticated: false, token: null, refreshToken: null });
  });

  it('check-auth rejected and logout clear the session; email-auth success signs in', () => {
    const signedIn = authReducer(initialAuthState, authActions.loginSucceeded(tokens));
    expect(authReducer(signedIn, authActions.checkAuthRejected())).toMatchObject({ isAuthenticated: false, email: null, token: null, refreshToken: null });
    expect(authReducer(signedIn, authActions.loggedOut())).toMatchObject({ isAuthenticated: false, email: null, token: null, refreshToken: null });
    expect(authReducer(initialAuthState, authActions.emailAuthSucceeded(tokens))).toMatchObject({ isAuthenticated: true, token: 't1', refreshToken: 'r1' });
  });

  it('opening the login page drops a stale pending flag and message', () => {
    const stale = { ...initialAuthState, loading: true, loginError: 'old' };
    expect(authReducer(stale, authActions.loginPageOpened())).toMatchObject({ loading: false, loginError: null });
  });
});

describe('session sync between tabs', () => {
  it('takes the other tab’s rotated tokens, or its logout', () => {
    const signedIn = authReducer(initialAuthState, authActions.loginSucceeded(tokens));
    const rotated = authReducer(signedIn, authActions.sessionSyncedFromOtherTab({ isAuthenticated: true, email: 'admin@example.com', token: 't9', refreshToken: 'r9' }));
    expect(rotated).toMatchObject({ isAuthenticated: true, token: 't9', refreshToken: 'r9' });
    const out = authReducer(signedIn, authActions.sessionSyncedFromOtherTab({ isAuthenticated: false, email: null, token: null, refreshToken: null }));
    expect(out).toMatchObject({ isAuthenticated: false, token: null, refreshToken: null });
  });
});
