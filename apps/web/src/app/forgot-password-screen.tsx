import { CardPage } from '../components/layout/CardPage.tsx';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** `/forgot-password`. */
export default function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
  return (
    <PublicLayout>
      <CardPage>
        <ForgotPasswordForm />
      </CardPage>
    </PublicLayout>
  );
}
