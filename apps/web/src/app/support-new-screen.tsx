import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { NewConversationForm } from '../features/support/components/NewConversationForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import screen from './screen.module.css';

/** `/support/new`: a new conversation with support. */
export default function SupportNewScreen() {
  useDocumentTitle('New conversation');
  const navigate = useNavigate();
  return (
    <div className={`${screen.page} ${screen.narrow}`}>
      <PageHeader eyebrow="Help" title="New conversation">
        <p>Tell us what happened. If it is about a contest, a withdrawal or a deposit, choose it: support sees it at once.</p>
      </PageHeader>
      <Panel>
        <NewConversationForm onStarted={(id) => void navigate(`/support/${id}`, { replace: true })} />
      </Panel>
    </div>
  );
}
