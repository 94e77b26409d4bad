import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { DailyCharts } from '../features/admin-dashboard/components/DailyCharts.tsx';
import { FillRates } from '../features/admin-dashboard/components/FillRates.tsx';
import { LiveMatches } from '../features/admin-dashboard/components/LiveMatches.tsx';
import { useDashboard } from '../features/admin-dashboard/hooks/use-dashboard.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './admin-dashboard-screen.module.css';
import screen from './screen.module.css';

/** `/admin/dashboard`: the last 30 days day by day, how full today's contests are, and the matches live now. */
export default function AdminDashboardScreen() {
  useDocumentTitle('Dashboard');
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}

function Dashboard() {
  const dashboard = useDashboard();
  return (
    <div className={screen.page}>
      <PageHeader eyebrow="Admin" title="Dashboard">
        <p>Players, money and play over the last 30 days, how full today&rsquo;s contests are, and the matches being played.</p>
      </PageHeader>
      <div className={screen.links}>
        <ButtonLink to="/admin/money" size="sm" variant="secondary">
          Money
        </ButtonLink>
        <ButtonLink to="/admin/contests" size="sm" variant="secondary">
          Manage Contests
        </ButtonLink>
      </div>
      {dashboard.isPending ? (
        <StatusLine tone="loading">Loading the dashboard...</StatusLine>
      ) : dashboard.isError ? (
        <StatusLine tone="error">{`❌ ${errorMessage(dashboard.error, 'Failed to load the dashboard')}`}</StatusLine>
      ) : (
        <>
          <Panel title="The last 30 days" intro="By day. Fees, prizes and the platform’s share count settled contests only; a private contest counts at the platform’s share of it.">
            <DailyCharts days={dashboard.data.days} />
          </Panel>
          <div className={styles.columns}>
            <Panel title="Today’s contests" intro="Contests of the matches starting today, the fullest first.">
              {dashboard.data.todaysContests.length === 0 ? (
                <StatusLine tone="empty">No contests on today’s matches.</StatusLine>
              ) : (
                <FillRates contests={dashboard.data.todaysContests} />
              )}
            </Panel>
            <Panel title="Live matches">
              {dashboard.data.liveMatches.length === 0 ? <StatusLine tone="empty">No match is being played now.</StatusLine> : <LiveMatches matches={dashboard.data.liveMatches} />}
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}
