import { useNavigate } from 'react-router';
import { AuthShell } from '../features/auth/components/AuthShell.tsx';
import { RegisterForm } from '../features/auth/components/RegisterForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSignInRedirect } from './use-sign-in-redirect.ts';

/** `/register`. */
export default function RegisterScreen() {
  useDocumentTitle('Sign up');
  const navigate = useNavigate();
  const redirect = useSignInRedirect();
  return (
    <AuthShell>
      <RegisterForm onRegistered={(email) => void navigate('/login', { state: { email } })} onSignedIn={redirect} />
    </AuthShell>
  );
}
