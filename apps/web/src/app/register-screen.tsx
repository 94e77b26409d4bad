import { useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '../features/auth/components/AuthShell.tsx';
import { RegisterForm } from '../features/auth/components/RegisterForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { invitationNote, useReturnPath, useReturnState, useSignInRedirect } from './use-sign-in-redirect.ts';

/** `/register`, with a friend's Refer and Earn code when their link says `?ref=`. Sent here on the way to a page (an invitation), the sign-in that follows goes back there. */
export default function RegisterScreen() {
  useDocumentTitle('Sign up');
  const navigate = useNavigate();
  const redirect = useSignInRedirect();
  const returnState = useReturnState();
  const note = invitationNote(useReturnPath());
  // A friend's Refer and Earn link: /register?ref=CODE.
  const referralCode = useSearchParams()[0].get('ref')?.trim() ?? '';
  return (
    <AuthShell>
      <RegisterForm
        onRegistered={(email) => void navigate('/login', { state: { email, ...returnState } })}
        onSignedIn={redirect}
        linkState={returnState}
        note={note}
        referralCode={referralCode}
      />
    </AuthShell>
  );
}
