import { homePathFor, type TokenClaims } from '@crease/game';
import { useLocation, useNavigate } from 'react-router';
import type { FromState } from './signed-in-layout.tsx';

/** A path of ours to return to; anything else (another site, '//host') is ignored. */
function safeReturnPath(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Where a guard sent the person from, if it is one of our pages. */
export function useReturnPath(): string | null {
  return safeReturnPath((useLocation().state as FromState | null)?.from);
}

/**
 * What the links between sign-in and sign-up carry, so that someone sent to sign in (from an
 * invitation, say) who signs up first still comes back there afterwards.
 */
export function useReturnState(): FromState | undefined {
  const from = useReturnPath();
  return from ? { from } : undefined;
}

/** After signing in: back to the page a guard sent the person from, else their home by role. */
export function useSignInRedirect(): (claims: TokenClaims) => void {
  const navigate = useNavigate();
  const from = useReturnPath();
  return (claims) => {
    void navigate(from ?? homePathFor(claims.role), { replace: true });
  };
}

/** A friend's invitation waits behind the sign-in: said above the form, so the detour makes sense. */
export function invitationNote(from: string | null): string | null {
  if (from?.startsWith('/join/')) return 'Sign in, or sign up, to join your friend’s contest. You will be taken back to it.';
  if (from?.startsWith('/leagues')) return 'Sign in, or sign up, to join your friend’s league. You will be taken back to it.';
  return null;
}
