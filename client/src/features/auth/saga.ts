/**
 * Auth sagas (login, logout, check-auth, email-auth). Filled in by the authentication issue;
 * the token refresh itself lives in lib/api-client.ts so every request shares it.
 */
export function* authSaga(): Generator {
  // intentionally empty until the authentication issue lands
}
