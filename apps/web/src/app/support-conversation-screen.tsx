import { useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Badge } from '../components/ui/Badge.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { Composer } from '../features/support/components/Composer.tsx';
import { Thread } from '../features/support/components/Thread.tsx';
import { useConversation, useRefreshSupport, useSupportLive } from '../features/support/hooks/use-support.ts';
import { aboutInWords, STATE_NOTES, STATE_TONES, STATE_WORDS } from '../features/support/support-words.ts';
import { errorMessage } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import screen from './screen.module.css';
import styles from './support-conversation-screen.module.css';

/** `/support/{id}`: one conversation with support; replies arrive live. */
export default function SupportConversationScreen() {
  const id = positiveId(useParams().conversationId);
  if (id === null) return <StatusLine tone="error">❌ There is no such conversation.</StatusLine>;
  return <SupportConversation id={id} />;
}

function SupportConversation({ id }: { id: number }) {
  const conversation = useConversation(id);
  const refresh = useRefreshSupport();
  useDocumentTitle(conversation.data?.subject ?? 'Conversation');
  const liveError = useSupportLive('/user/queue/support', (event) => (event.conversation.id === id && event.message?.author === 'SUPPORT' ? `New reply from ${event.message.authorName}: ${event.message.text}` : null));

  if (conversation.isPending) return <StatusLine tone="loading">Loading the conversation...</StatusLine>;
  if (conversation.isError) return <StatusLine tone="error">{`❌ ${errorMessage(conversation.error, 'Failed to load the conversation')}`}</StatusLine>;
  const { subject, state, about, messages } = conversation.data;

  return (
    <div className={`${screen.page} ${screen.narrow}`}>
      <PageHeader eyebrow="Help" title={subject}>
        <p className={styles.status}>
          <Badge tone={STATE_TONES[state]}>{STATE_WORDS.player[state]}</Badge>
          {about && <span>{`About ${aboutInWords(about)}`}</span>}
        </p>
        <p>{STATE_NOTES[state]}</p>
      </PageHeader>
      {liveError && <StatusLine tone="error">{liveError}</StatusLine>}
      <Thread messages={messages} side="player" />
      <Composer conversationId={id} onSent={() => void refresh()} label={state === 'CLOSED' ? 'Write to open it again' : 'Your message'} />
    </div>
  );
}
