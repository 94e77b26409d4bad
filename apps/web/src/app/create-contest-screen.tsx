import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { ContestForm } from '../features/contests/components/ContestForm.tsx';
import { MatchList } from '../features/matches/components/MatchList.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './screen.module.css';

/** `/admin/create-contest`: 'Create New Contest', the match chosen from the upcoming ones. */
export default function CreateContestScreen() {
  useDocumentTitle('Create New Contest');
  return (
    <RequireAdmin>
      <div className={`${styles.page} ${styles.narrow}`}>
        <PageHeader eyebrow="Admin" title="Create New Contest">
          <p>Open a contest on an upcoming match: its fee, its pool and how the pool is paid out.</p>
        </PageHeader>
        <Panel>
          <ContestForm renderMatchPicker={(selectedId, onSelect) => <MatchList selectedId={selectedId} onSelect={onSelect} headingLevel={2} />} />
        </Panel>
      </div>
    </RequireAdmin>
  );
}
