import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ContestTabs, isContestTab, type ContestTab } from '../features/contests/components/ContestTabs.tsx';
import { useMatch } from '../features/matches/hooks/use-matches.ts';
import { JoinCodeForm } from '../features/private-contests/components/JoinCodeForm.tsx';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { paidPlayOffMessage } from '../lib/paid-play.ts';
import { useServerConfig } from '../lib/server-config.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import friends from './contests-screen.module.css';
import styles from './screen.module.css';

/**
 * `/contests`: the contests by status; `?matchId=` narrows them to one match. A friend's code
 * opens their private contest from here.
 */
export default function ContestsScreen() {
  useDocumentTitle('Contests');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ContestTab = isContestTab(tabParam) ? tabParam : 'UPCOMING';
  const matchParam = Number(params.get('matchId'));
  const matchId = Number.isInteger(matchParam) && matchParam > 0 ? matchParam : null;
  const match = useMatch(matchId);
  const paidClosed = useServerConfig().data?.paidPlay === false;

  const chooseTab = (next: ContestTab) => {
    const updated = new URLSearchParams(params);
    if (next === 'UPCOMING') updated.delete('tab');
    else updated.set('tab', next);
    setParams(updated, { replace: true });
  };

  const clearMatch = new URLSearchParams(params);
  clearMatch.delete('matchId');
  const clearSearch = clearMatch.toString();

  return (
    <div className={styles.page}>
      <PageHeader title="Contests">
        <p>Pick a contest, build your team of 11 and join before the match starts.</p>
      </PageHeader>
      {matchId !== null && (
        <p className={styles.filterNote}>
          <span>
            Showing contests for{' '}
            <strong>{match.data ? `${matchTitle(match.data)} (${formatStartTime(match.data.startTime)})` : match.isError ? `match ${matchId}` : 'one match'}</strong>
          </span>
          <Link to={clearSearch ? `/contests?${clearSearch}` : '/contests'} replace>
            Show all contests
          </Link>
        </p>
      )}
      {paidClosed && <p className={styles.filterNote}>{paidPlayOffMessage('PAID_CONTEST')}</p>}
      <div className={friends.friends}>
        <JoinCodeForm title="Join with a code" intro="Got a code from a friend? It opens their private contest." />
      </div>
      <ContestTabs tab={tab} onTabChange={chooseTab} matchId={matchId} paidClosed={paidClosed} />
    </div>
  );
}
