import { useSearchParams } from 'react-router';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { TabList } from '../components/ui/TabList.tsx';
import { WithdrawalQueue } from '../features/admin-money/components/WithdrawalQueue.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import screen from './screen.module.css';
import styles from './admin-withdrawals-screen.module.css';

const TAB_LABELS: Record<WithdrawalStatus, string> = { REQUESTED: 'Requested', PAID: 'Paid', REJECTED: 'Rejected' };

const isStatus = (value: string | null): value is WithdrawalStatus => (WITHDRAWAL_STATUSES as readonly string[]).includes(value ?? '');

/** `/admin/withdrawals`: the players' withdrawal requests by status; pay or reject the requested ones. */
export default function AdminWithdrawalsScreen() {
  useDocumentTitle('Withdrawals');
  return (
    <RequireAdmin>
      <AdminWithdrawals />
    </RequireAdmin>
  );
}

function AdminWithdrawals() {
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const status: WithdrawalStatus = isStatus(param) ? param : 'REQUESTED';
  const choose = (next: WithdrawalStatus) => setParams(next === 'REQUESTED' ? {} : { status: next }, { replace: true });

  return (
    <div className={screen.page}>
      <PageHeader eyebrow="Admin" title="Withdrawals">
        <p>Pay what players asked to withdraw from their winnings, after TDS, to the account on their KYC; or reject it with a reason, and the money goes back to their winnings.</p>
      </PageHeader>
      <div className={screen.links}>
        <ButtonLink to="/admin/money" size="sm" variant="secondary">
          Money at a glance
        </ButtonLink>
      </div>
      <TabList
        label="Withdrawals by status"
        tabs={WITHDRAWAL_STATUSES.map((value) => ({ value, id: `withdrawal-tab-${value}`, label: TAB_LABELS[value] }))}
        selected={status}
        onSelect={choose}
        panelId="withdrawal-panel"
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <div id="withdrawal-panel" role="tabpanel" aria-labelledby={`withdrawal-tab-${status}`} className={styles.panel}>
        <WithdrawalQueue key={status} status={status} />
      </div>
    </div>
  );
}
