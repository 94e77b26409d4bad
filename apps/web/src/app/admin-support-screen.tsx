import { useSearchParams } from 'react-router';
import { SUPPORT_STATES, type SupportState } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { SelectField } from '../components/ui/SelectField.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { TabList } from '../components/ui/TabList.tsx';
import type { InboxFilters } from '../features/support/api/support-api.ts';
import { ConversationList } from '../features/support/components/ConversationList.tsx';
import { useInbox, useSupportLive } from '../features/support/hooks/use-support.ts';
import { STATE_WORDS } from '../features/support/support-words.ts';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import screen from './screen.module.css';
import styles from './admin-support-screen.module.css';

const isState = (value: string | null): value is SupportState => (SUPPORT_STATES as readonly string[]).includes(value ?? '');

const EMPTY: Record<SupportState, string> = {
  OPEN: 'No open conversations: every player has an answer.',
  WAITING_ON_PLAYER: 'No conversations are waiting on a player.',
  CLOSED: 'No closed conversations yet.',
};

/** `/admin/support`: the support inbox, by state, newest activity first, unread marked; live. */
export default function AdminSupportScreen() {
  useDocumentTitle('Support inbox');
  return (
    <RequireAdmin>
      <AdminSupport />
    </RequireAdmin>
  );
}

function AdminSupport() {
  const me = Number(useSession()?.sub);
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: SupportState = isState(stateParam) ? stateParam : 'OPEN';
  const who = params.get('assignee');
  const assignee: InboxFilters['assignee'] = who === 'me' ? me : who === 'none' ? 'none' : null;
  const choose = (change: { state?: SupportState; assignee?: string }) => {
    const next = new URLSearchParams(params);
    if (change.state) next.set('state', change.state);
    if (change.assignee !== undefined) {
      if (change.assignee) next.set('assignee', change.assignee);
      else next.delete('assignee');
    }
    setParams(next, { replace: true });
  };
  const inbox = useInbox({ state, assignee });
  const liveError = useSupportLive('/topic/admin/support', (event) => (event.message?.author === 'PLAYER' ? `New message from ${event.conversation.playerName}: ${event.conversation.subject}` : null));

  return (
    <div className={screen.page}>
      <PageHeader eyebrow="Admin" title="Support inbox">
        <p>Players&rsquo; conversations with support, newest activity first. Take one, answer it, and close it when it is done; every reply is in the audit log.</p>
      </PageHeader>
      <div className={screen.toolbar}>
        <SelectField label="Assigned to" name="assignee" value={who === 'me' || who === 'none' ? who : ''} onChange={(event) => choose({ assignee: event.target.value })}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody yet</option>
        </SelectField>
        <div className={screen.links}>
          <ButtonLink to="/admin/referrals" size="sm" variant="secondary">
            Referrals to review
          </ButtonLink>
        </div>
      </div>
      <TabList
        label="Conversations by state"
        tabs={SUPPORT_STATES.map((value) => ({ value, id: `support-tab-${value}`, label: STATE_WORDS.admin[value] }))}
        selected={state}
        onSelect={(next) => choose({ state: next })}
        panelId="support-panel"
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      {liveError && <StatusLine tone="error">{liveError}</StatusLine>}
      <div id="support-panel" role="tabpanel" aria-labelledby={`support-tab-${state}`} className={styles.panel}>
        <ConversationList key={`${state}-${String(assignee)}`} list={inbox} side="admin" linkTo={(id) => `/admin/support/${id}`} empty={EMPTY[state]} />
      </div>
    </div>
  );
}
