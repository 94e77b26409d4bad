import { AuthShell } from '../features/auth/components/AuthShell.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { invitationNote, useReturnPath, useReturnState, useSignInRedirect } from './use-sign-in-redirect.ts';

/** `/login`. */
export default function LoginScreen() {
  useDocumentTitle('Login');
  const redirect = useSignInRedirect();
  const returnState = useReturnState();
  const note = invitationNote(useReturnPath());
  const { state } = useLocation();
  const email = typeof (state as { email?: unknown } | null)?.email === 'string' ? (state as { email: string }).email : '';
  return (
    <AuthShell>
      <LoginForm onSignedIn={redirect} initialEmail={email} linkState={returnState} note={note} />
    </AuthShell>
  );
}
