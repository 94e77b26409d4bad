import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { TokenClaims } from '@crease/game';
import { claimsOf, clearToken, endSession, forgetSignedOutNotice, readSignedOutNotice, readToken, subscribeToToken } from './auth-token.ts';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** setTimeout's largest delay; a token that lives longer is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The signed-in person's claims, or null. Re-renders when the token is stored or cleared (in this
 * tab or another) and when it expires.
 */
export function useSession(): TokenClaims | null {
  const token = useSyncExternalStore(subscribeToToken, readToken, () => null);
  const claims = useMemo(() => claimsOf(token), [token]);

  useEffect(() => {
    if (token && !claims) clearToken();
  }, [token, claims]);

  useEffect(() => {
    if (!claims) return;
    const delay = Math.min(claims.exp * 1000 - Date.now(), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      if (!claimsOf(readToken())) endSession(SESSION_EXPIRED);
    }, Math.max(delay, 0));
    return () => clearTimeout(timer);
  }, [claims]);

  return claims;
}

/** The stored token while it is usable (for the live channel's CONNECT), else null. */
export function useToken(): string | null {
  const token = useSyncExternalStore(subscribeToToken, readToken, () => null);
  return claimsOf(token) ? token : null;
}

/**
 * Why this tab was signed out by itself (another device ended the session, the password changed,
 * it ran out), to say on the sign-in page: read once when the page opens, then forgotten, so it
 * is said once.
 */
export function useSignedOutNotice(): string | null {
  const [notice] = useState(readSignedOutNotice);
  useEffect(() => forgetSignedOutNotice(), []);
  return notice;
}
