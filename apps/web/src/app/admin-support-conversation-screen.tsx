import { useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Badge } from '../components/ui/Badge.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { kindInWords } from '../features/admin-audit/audit-words.ts';
import { CannedReplyPicker } from '../features/support/components/CannedReplies.tsx';
import { Composer } from '../features/support/components/Composer.tsx';
import { ConversationActions } from '../features/support/components/ConversationActions.tsx';
import { PlayerPanel } from '../features/support/components/PlayerPanel.tsx';
import { Thread } from '../features/support/components/Thread.tsx';
import { useConversation, useRefreshSupport, useSupportLive } from '../features/support/hooks/use-support.ts';
import { aboutInWords, STATE_TONES, STATE_WORDS } from '../features/support/support-words.ts';
import { TRANSACTION_LABELS } from '../features/wallet/transaction-labels.ts';
import { errorMessage } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './admin-support-conversation-screen.module.css';

/** `/admin/support/{id}`: a conversation as support answers it, with its player one glance away. */
export default function AdminSupportConversationScreen() {
  const id = positiveId(useParams().conversationId);
  return <RequireAdmin>{id === null ? <StatusLine tone="error">❌ There is no such conversation.</StatusLine> : <AdminConversation id={id} />}</RequireAdmin>;
}

function AdminConversation({ id }: { id: number }) {
  const me = Number(useSession()?.sub);
  const conversation = useConversation(id);
  const refresh = useRefreshSupport();
  useDocumentTitle(conversation.data?.subject ?? 'Conversation');
  const liveError = useSupportLive('/topic/admin/support', (event) => (event.conversation.id === id && event.message?.author === 'PLAYER' ? `New message from ${event.message.authorName}: ${event.message.text}` : null));

  if (conversation.isPending) return <StatusLine tone="loading">Loading the conversation...</StatusLine>;
  if (conversation.isError) return <StatusLine tone="error">{`❌ ${errorMessage(conversation.error, 'Failed to load the conversation')}`}</StatusLine>;
  const detail = conversation.data;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <PageHeader eyebrow="Support inbox" title={detail.subject}>
          <p className={styles.status}>
            <Badge tone={STATE_TONES[detail.state]}>{STATE_WORDS.admin[detail.state]}</Badge>
            <span>{detail.playerName}</span>
            {detail.about && <span>{`About ${aboutInWords(detail.about)}`}</span>}
          </p>
        </PageHeader>
        <ConversationActions conversation={detail} me={me} onChanged={() => void refresh()} />
        {liveError && <StatusLine tone="error">{liveError}</StatusLine>}
        <Thread messages={detail.messages} side="admin" />
        <Composer conversationId={id} onSent={() => void refresh()} label="Your reply" tools={(insert) => <CannedReplyPicker insert={insert} />} />
      </div>
      <Panel title="Player" className={styles.aside}>
        <PlayerPanel conversationId={id} transactionLabel={(type) => TRANSACTION_LABELS[type] ?? type} auditKind={kindInWords} />
      </Panel>
    </div>
  );
}
