import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { MatchList } from '../features/matches/components/MatchList.tsx';
import { RemindMeButton } from '../features/notifications/components/RemindMeButton.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './screen.module.css';

/** `/matches`: the upcoming matches; choosing one shows its contests, and each has its reminder's bell. */
export default function MatchesScreen() {
  useDocumentTitle('Matches');
  const navigate = useNavigate();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader title="Matches">
        <p>Upcoming fixtures in your local time. Choose one to see its contests.</p>
      </PageHeader>
      <MatchList onSelect={(matchId) => void navigate(`/contests?matchId=${matchId}`)} renderAction={(match) => <RemindMeButton match={match} />} />
    </div>
  );
}
