import { homePathFor } from '@crease/game';
import { useSearchParams } from 'react-router';
import { CardPage } from '../components/layout/CardPage.tsx';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { VerifyEmailStatus } from '../features/auth/components/VerifyEmailStatus.tsx';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** `/verify-email?token=…`: the page the verification e-mail links to. */
export default function VerifyEmailScreen() {
  useDocumentTitle('Verify your e-mail');
  const [params] = useSearchParams();
  const session = useSession();
  return (
    <PublicLayout>
      <CardPage>
        <VerifyEmailStatus token={params.get('token') || null} continueTo={session ? homePathFor(session.role) : '/login'} />
      </CardPage>
    </PublicLayout>
  );
}
