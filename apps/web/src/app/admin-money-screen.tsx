import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { ContestMoneyTable } from '../features/admin-money/components/ContestMoneyTable.tsx';
import { MoneyOverview } from '../features/admin-money/components/MoneyOverview.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import screen from './screen.module.css';

/** `/admin/money`: the money at a glance, then each contest's fees, prizes and the platform's share. */
export default function AdminMoneyScreen() {
  useDocumentTitle('Money');
  return (
    <RequireAdmin>
      <div className={screen.page}>
        <PageHeader eyebrow="Admin" title="Money">
          <p>What came in, what went out in prizes and withdrawals, the tax withheld, and what the wallets hold, from the ledger.</p>
        </PageHeader>
        <div className={screen.links}>
          <ButtonLink to="/admin/withdrawals" size="sm" variant="secondary">
            Withdrawals to pay
          </ButtonLink>
        </div>
        <MoneyOverview />
        <Panel title="By contest" intro="Contests with entries, newest first: entries not refunded, fees in, prizes out, and what the platform keeps.">
          <ContestMoneyTable />
        </Panel>
      </div>
    </RequireAdmin>
  );
}
