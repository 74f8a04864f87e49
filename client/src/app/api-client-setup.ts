import { authActions } from '../features/auth/slice';
import { configureApiClient } from '../lib/api-client-config';
import { store } from './store';

/** Wires the one API client to the store's auth slice and the router (lib/ knows neither). */
export function setUpApiClient(navigate: (to: string) => void): void {
  configureApiClient({
    session: () => store.getState().auth,
    refreshStarted: () => store.dispatch(authActions.refreshRequested()),
    refreshSucceeded: (tokens) => store.dispatch(authActions.refreshSucceeded(tokens)),
    refreshFailed: () => store.dispatch(authActions.refreshFailed()),
    authFailed: (signedIn) => navigate(signedIn ? '/access-denied' : '/account/login'),
  });
}
