import { clearToken, forgetSignedOutNotice, readToken } from './auth-token.ts';
import { queryClient } from './query-client.ts';

/** How long Logout waits for the server before signing out here regardless. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * Logout: the server ends the session first (`POST /api/auth/logout`), so the token is useless
 * to anyone who copied it; then it leaves this device with everything read under it. Offline,
 * or when the server does not answer in time, the person is still signed out here.
 *
 * The call goes around the API client: its answer does not matter, and a 401 (the session had
 * already ended) must not leave a "you were signed out" notice for a sign-out the person chose.
 */
export async function signOut(): Promise<void> {
  const token = readToken();
  if (token) {
    try {
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        credentials: 'same-origin',
        signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
      });
    } catch {
      // Offline, or too slow: the token still leaves this device.
    }
  }
  clearToken();
  forgetSignedOutNotice();
  queryClient.clear();
}
