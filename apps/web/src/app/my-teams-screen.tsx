import { PageHeader } from '../components/layout/PageHeader.tsx';
import { MyTeamList } from '../features/teams/components/MyTeamList.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './screen.module.css';

/** `/my-team`: the player's teams, each editable until its match starts. */
export default function MyTeamsScreen() {
  useDocumentTitle('My Teams');
  return (
    <div className={styles.page}>
      <PageHeader title="My Teams">
        <p>A team can enter any contest of its match, once each, and be changed until the match starts.</p>
      </PageHeader>
      <MyTeamList />
    </div>
  );
}
