import { PageHeader } from '../components/layout/PageHeader.tsx';
import { HeldReferrals } from '../features/referrals/components/HeldReferrals.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import screen from './screen.module.css';

/** `/admin/referrals`: Refer and Earn rewards held for review. */
export default function AdminReferralsScreen() {
  useDocumentTitle('Referrals to review');
  return (
    <RequireAdmin>
      <div className={`${screen.page} ${screen.narrow}`}>
        <PageHeader eyebrow="Admin" title="Referrals to review">
          <p>
            These friends qualified for a Refer and Earn bonus, but their account shares a PAN, a payout account or an address with the referrer&rsquo;s. Approve to pay both
            bonuses, or reject to pay none. Each decision is in the audit log.
          </p>
        </PageHeader>
        <HeldReferrals />
      </div>
    </RequireAdmin>
  );
}
