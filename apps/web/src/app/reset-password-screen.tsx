import { useSearchParams } from 'react-router';
import { CardPage } from '../components/layout/CardPage.tsx';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** `/reset-password?token=…`: the page the reset e-mail links to. */
export default function ResetPasswordScreen() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <CardPage>
        <ResetPasswordForm token={params.get('token') || null} />
      </CardPage>
    </PublicLayout>
  );
}
