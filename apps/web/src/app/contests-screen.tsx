import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { ContestTabs, isContestTab, type ContestTab } from '../features/contests/components/ContestTabs.tsx';
import { useMatch } from '../features/matches/hooks/use-matches.ts';
import { JoinCodeForm } from '../features/private-contests/components/JoinCodeForm.tsx';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { paidPlayOffMessage } from '../lib/paid-play.ts';
import { useServerConfig } from '../lib/server-config.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useNow } from '../lib/use-now.ts';
import { isOpen } from './private-contest-match.ts';
import friends from './contests-screen.module.css';
import styles from './screen.module.css';

/**
 * `/contests`: the contests by status; `?matchId=` narrows them to one match, and then a private
 * contest can be made for it. A friend's code opens their private contest from here too.
 */
export default function ContestsScreen() {
  useDocumentTitle('Contests');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ContestTab = isContestTab(tabParam) ? tabParam : 'UPCOMING';
  const matchId = positiveId(params.get('matchId'));
  const match = useMatch(matchId);
  const paidClosed = useServerConfig().data?.paidPlay === false;
  const now = useNow(30_000);
  const canCreate = matchId !== null && match.data !== undefined && isOpen(match.data, now);

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
        {canCreate && (
          <section className={friends.create} aria-labelledby="create-contest-title">
            <h2 id="create-contest-title" className={friends.title}>
              Play with friends
            </h2>
            <p className={friends.intro}>Make a private contest for this match: friends join with its code, and nobody else sees it.</p>
            <ButtonLink to={`/matches/${matchId}/create-contest`} variant="on-dark">
              Create contest
            </ButtonLink>
          </section>
        )}
        <JoinCodeForm title="Join with a code" intro="Got a code from a friend? It opens their private contest." />
      </div>
      <ContestTabs tab={tab} onTabChange={chooseTab} matchId={matchId} paidClosed={paidClosed} />
    </div>
  );
}
