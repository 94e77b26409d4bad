import { ROLES, type Role, type TokenClaims } from '@crease/game';

/** The one localStorage key for the access token: every read and every logout uses it. */
export const TOKEN_KEY = 'jwt';

const SESSION_EVENT = 'crease:session';

/** Why this tab was signed out without asking (the server ended the session, or it ran out), for the sign-in page to say. */
const SIGNED_OUT_NOTICE_KEY = 'crease:signed-out';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (some private modes); then nobody is signed in.
    return null;
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  const store = storage();
  if (store?.getItem(TOKEN_KEY) === null) return;
  store?.removeItem(TOKEN_KEY);
  notify();
}

/**
 * Signs this tab out because the session ended without the person asking (signed out from
 * another device, a password changed, the token ran out): the token goes, and the sign-in page
 * says `notice`, once.
 */
export function endSession(notice: string): void {
  if (readToken() === null) return;
  tabStorage()?.setItem(SIGNED_OUT_NOTICE_KEY, notice);
  clearToken();
}

/** What the sign-in page should say about a session that ended by itself, if one did. */
export function readSignedOutNotice(): string | null {
  return tabStorage()?.getItem(SIGNED_OUT_NOTICE_KEY) ?? null;
}

/** The notice has been shown, or no longer applies (the person signed out, or in). */
export function forgetSignedOutNotice(): void {
  tabStorage()?.removeItem(SIGNED_OUT_NOTICE_KEY);
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Calls `onChange` when the token changes in this tab or another one. */
export function subscribeToToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The claims of a token, read without checking its signature (the server checks it on every
 * call). Null when the token is not a JWT we understand.
 */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, email, name, role, exp } = claims as Record<string, unknown>;
    if (!isRole(role) || typeof exp !== 'number') return null;
    return {
      sub: String(sub ?? ''),
      email: typeof email === 'string' ? email : '',
      name: typeof name === 'string' ? name : '',
      role,
      exp,
    };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now: number = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

/** The claims of a usable token, or null for "signed out". */
export function claimsOf(token: string | null, now: number = Date.now()): TokenClaims | null {
  if (!token) return null;
  const claims = decodeClaims(token);
  return claims && !isExpired(claims, now) ? claims : null;
}

/**
 * The current session's claims. An expired or unreadable token counts as signed out and is
 * cleared, so the next page does not send it.
 */
export function readSession(now: number = Date.now()): TokenClaims | null {
  const token = readToken();
  const claims = claimsOf(token, now);
  if (token && !claims) clearToken();
  return claims;
}
