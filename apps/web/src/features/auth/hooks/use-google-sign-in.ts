import { useState } from 'react';
import type { TokenClaims } from '@crease/game';
import { requestGoogleCredential } from '../../../lib/google-identity.ts';
import { signInWithGoogle } from '../api/auth-api.ts';
import { completeSignIn } from '../sign-in.ts';
import { useEnsureServerConfig } from '../../../lib/server-config.ts';

export const GOOGLE_FAILED = '❌ Google Sign-In failed';

interface GoogleSignInOptions {
  onSignedIn: (claims: TokenClaims) => void;
  /** This server has no Google client id. */
  onNotConfigured: () => void;
  onError: (message: string) => void;
  /** A friend's Refer and Earn code, used when this sign-in makes a new account. */
  referralCode?: string | undefined;
}

/**
 * Google sign-in on demand: reads whether the server is set up for it, loads Google's script only
 * then, asks Google for an ID token, and trades it for our own token.
 */
export function useGoogleSignIn({ onSignedIn, onNotConfigured, onError, referralCode }: GoogleSignInOptions) {
  const [busy, setBusy] = useState(false);
  const ensureConfig = useEnsureServerConfig();

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { googleClientId } = await ensureConfig();
      if (!googleClientId) {
        onNotConfigured();
        return;
      }
      const credential = await requestGoogleCredential(googleClientId);
      const { token } = await signInWithGoogle(credential, referralCode);
      const claims = token ? completeSignIn(token) : null;
      if (!claims) throw new Error('No usable token.');
      onSignedIn(claims);
    } catch {
      onError(GOOGLE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
