/**
 * What the app hands the API client (lib/api-client.ts): where the session lives and what a failure does.
 * A module of its own, so that the entry can wire the client without carrying it (and the route table it
 * names): the client loads with the first page code that calls the API.
 */
export interface ApiSession {
  token: string | null;
  refreshToken: string | null;
  email: string | null;
  /** A sign-in or refresh is under way. */
  loading: boolean;
}

export interface ApiClientDeps {
  /** The session as it is now (read before every request). */
  session(): ApiSession;
  refreshStarted(): void;
  refreshSucceeded(tokens: { token: string; refreshToken?: string }): void;
  refreshFailed(): void;
  /** A 401/403 that a refresh could not cure: `signedIn` tells "access denied" from "sign in first". */
  authFailed(signedIn: boolean): void;
}

let deps: ApiClientDeps | null = null;

export function configureApiClient(d: ApiClientDeps): void {
  deps = d;
}

/** The app's wiring, or null before it is made (never in practice). */
export function apiClientDeps(): ApiClientDeps | null {
  return deps;
}
