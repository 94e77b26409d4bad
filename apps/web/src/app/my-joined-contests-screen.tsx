import { PageHeader } from '../components/layout/PageHeader.tsx';
import { JoinedContestList } from '../features/contests/components/JoinedContestList.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './screen.module.css';

/** `/my-joined-contests`: every contest the player has joined, with a way to preview the team. */
export default function MyJoinedContestsScreen() {
  useDocumentTitle('My Joined Contests');
  return (
    <div className={styles.page}>
      <PageHeader title="My Joined Contests">
        <p>Your entries, newest first. Preview the team you entered for each match.</p>
      </PageHeader>
      <JoinedContestList />
    </div>
  );
}
