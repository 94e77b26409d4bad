import { AuthShell } from '../features/auth/components/AuthShell.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { useLocation } from 'react-router';
import { useSignedOutNotice } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { invitationNote, useReturnPath, useReturnState, useSignInRedirect } from './use-sign-in-redirect.ts';

/** `/login`; after a session ended by itself (signed out from another device, say), it says so above the form. */
export default function LoginScreen() {
  useDocumentTitle('Login');
  const redirect = useSignInRedirect();
  const returnState = useReturnState();
  const signedOut = useSignedOutNotice();
  // A session that ended by itself says why first; a friend's invitation waiting is said too.
  const note = [signedOut, invitationNote(useReturnPath())].filter(Boolean).join(' ') || null;
  const { state } = useLocation();
  const email = typeof (state as { email?: unknown } | null)?.email === 'string' ? (state as { email: string }).email : '';
  return (
    <AuthShell>
      <LoginForm onSignedIn={redirect} initialEmail={email} linkState={returnState} note={note} />
    </AuthShell>
  );
}
