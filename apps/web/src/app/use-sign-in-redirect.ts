import { homePathFor, type TokenClaims } from '@crease/game';
import { useLocation, useNavigate } from 'react-router';
import type { FromState } from './signed-in-layout.tsx';

/** A path of ours to return to; anything else (another site, '//host') is ignored. */
function safeReturnPath(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** After signing in: back to the page a guard sent the person from, else their home by role. */
export function useSignInRedirect(): (claims: TokenClaims) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = safeReturnPath((location.state as FromState | null)?.from);
  return (claims) => {
    void navigate(from ?? homePathFor(claims.role), { replace: true });
  };
}
