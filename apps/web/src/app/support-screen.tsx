import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { ConversationList } from '../features/support/components/ConversationList.tsx';
import { useMyConversations, useSupportLive } from '../features/support/hooks/use-support.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import screen from './screen.module.css';

/** `/support`: Help. The player's conversations with support, newest first, and a way to start one. */
export default function SupportScreen() {
  useDocumentTitle('Help');
  const list = useMyConversations();
  const liveError = useSupportLive('/user/queue/support', (event) => (event.message?.author === 'SUPPORT' ? `New reply from support: ${event.conversation.subject}` : null));

  return (
    <div className={`${screen.page} ${screen.narrow}`}>
      <PageHeader eyebrow="Help" title="Help and support">
        <p>Chat with Crease support, 24x7. Replies arrive here as they are sent, and by e-mail when you are away.</p>
      </PageHeader>
      <div className={screen.links}>
        <ButtonLink to="/support/new">New conversation</ButtonLink>
        <ButtonLink to="/faqs" variant="secondary">
          Read the FAQs
        </ButtonLink>
      </div>
      {liveError && <StatusLine tone="error">{liveError}</StatusLine>}
      <section aria-labelledby="my-conversations" className={screen.stackedSections}>
        <h2 id="my-conversations" className="visually-hidden">
          My conversations
        </h2>
        <ConversationList list={list} side="player" linkTo={(id) => `/support/${id}`} empty="No conversations yet. Start one and support will answer here." />
      </section>
    </div>
  );
}
