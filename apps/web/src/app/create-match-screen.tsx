import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { CreateMatchForm } from '../features/matches/components/CreateMatchForm.tsx';
import { CricsheetImportForm } from '../features/matches/components/CricsheetImportForm.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './screen.module.css';

/** `/admin/create-match`: 'Create New Match', and a real match from a Cricsheet file. */
export default function CreateMatchScreen() {
  useDocumentTitle('Create New Match');
  return (
    <RequireAdmin>
      <div className={`${styles.page} ${styles.narrow}`}>
        <PageHeader eyebrow="Admin" title="Create New Match">
          <p>Add a fixture by hand, or import a real one with both squads from a Cricsheet file.</p>
        </PageHeader>
        <Panel title="Match details">
          <CreateMatchForm />
        </Panel>
        <Panel title="Import a real match (Cricsheet)" intro="Creates the match and both squads from a real match file, with proposed roles and credits you can review in Player Management.">
          <CricsheetImportForm />
        </Panel>
      </div>
    </RequireAdmin>
  );
}
