import { useNavigate } from 'react-router';
import { AuthShell } from '../features/auth/components/AuthShell.tsx';
import { RegisterForm } from '../features/auth/components/RegisterForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { invitationNote, useReturnPath, useReturnState, useSignInRedirect } from './use-sign-in-redirect.ts';

/** `/register`. Sent here on the way to a page (an invitation), the sign-in that follows goes back there. */
export default function RegisterScreen() {
  useDocumentTitle('Sign up');
  const navigate = useNavigate();
  const redirect = useSignInRedirect();
  const returnState = useReturnState();
  const note = invitationNote(useReturnPath());
  return (
    <AuthShell>
      <RegisterForm
        onRegistered={(email) => void navigate('/login', { state: { email, ...returnState } })}
        onSignedIn={redirect}
        linkState={returnState}
        note={note}
      />
    </AuthShell>
  );
}
