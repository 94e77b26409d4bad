import { Link } from 'react-router';
import { matchStateAt, type ContestView, type MatchState } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Badge, type BadgeTone } from '../components/ui/Badge.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { AdminContestList } from '../features/contests/components/AdminContestList.tsx';
import { useContests, useRefreshContests } from '../features/contests/hooks/use-contests.ts';
import { MatchStateControls } from '../features/matches/components/MatchStateControls.tsx';
import { useAllMatches, useRefreshMatches } from '../features/matches/hooks/use-matches.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './manage-contests-screen.module.css';
import screen from './screen.module.css';

const STATE_TONE: Record<MatchState, BadgeTone> = { SCHEDULED: 'navy', LIVE: 'green', COMPLETED: 'gray', ABANDONED: 'red' };

/** `/admin/contests`: every contest, grouped by its match, with the match's state and controls. */
export default function ManageContestsScreen() {
  useDocumentTitle('Manage Contests');
  return (
    <RequireAdmin>
      <ManageContests />
    </RequireAdmin>
  );
}

function ManageContests() {
  const matches = useAllMatches();
  const contests = useContests();
  const refreshMatches = useRefreshMatches();
  const refreshContests = useRefreshContests();
  const now = new Date();
  const refresh = () => {
    void refreshMatches();
    void refreshContests();
  };

  const byMatch = new Map<number, ContestView[]>();
  for (const contest of contests.data ?? []) byMatch.set(contest.matchId, [...(byMatch.get(contest.matchId) ?? []), contest]);
  // Matches still to be played or being played first, soonest first; finished ones after, latest first.
  const isOver = (state: MatchState) => state === 'COMPLETED' || state === 'ABANDONED';
  const groups = (matches.data ?? [])
    .map((match) => ({ match, state: matchStateAt(match.state, new Date(match.startTime), now), contests: byMatch.get(match.id) ?? [] }))
    .sort((a, b) => Number(isOver(a.state)) - Number(isOver(b.state)) || (isOver(a.state) ? -1 : 1) * a.match.startTime.localeCompare(b.match.startTime));

  const loading = matches.isPending || contests.isPending;
  const error = matches.error ?? contests.error;

  return (
    <div className={screen.page}>
      <PageHeader eyebrow="Admin" title="Manage Contests">
        <p>Every contest by match. Edit a contest until its match starts, cancel it with refunds, and move each match through its day.</p>
      </PageHeader>
      <div className={screen.links}>
        <ButtonLink to="/admin/create-contest" size="sm">
          + Create Contest
        </ButtonLink>
        <ButtonLink to="/admin/create-match" size="sm" variant="secondary">
          + Create Match
        </ButtonLink>
      </div>

      {loading ? (
        <StatusLine tone="loading">Loading contests...</StatusLine>
      ) : error ? (
        <StatusLine tone="error">{`❌ ${errorMessage(error, 'Failed to load contests')}`}</StatusLine>
      ) : groups.length === 0 ? (
        <StatusLine tone="empty">No matches yet. Create a match, then open contests on it.</StatusLine>
      ) : (
        <ul className={styles.groups}>
          {groups.map(({ match, state, contests: list }) => (
            <li key={match.id}>
              <section className={styles.group} aria-labelledby={`match-${match.id}`}>
                <header className={styles.head}>
                  <div className={styles.title}>
                    <h2 id={`match-${match.id}`} className={styles.teams}>
                      {matchTitle(match)}
                    </h2>
                    <p className={styles.meta}>
                      <Badge tone={STATE_TONE[state]}>{state}</Badge>
                      <span>{match.matchType}</span>
                      <time dateTime={match.startTime}>{formatStartTime(match.startTime)}</time>
                    </p>
                  </div>
                  <div className={styles.controls}>
                    {state !== 'SCHEDULED' && (
                      <ButtonLink to={`/admin/matches/${match.id}/scoring`} size="sm" variant={state === 'LIVE' ? 'primary' : 'secondary'}>
                        {state === 'LIVE' ? 'Score this match' : 'Scorecard'}
                      </ButtonLink>
                    )}
                    <MatchStateControls match={match} state={state} onChanged={refresh} />
                  </div>
                </header>
                {list.length === 0 ? (
                  <p className={styles.none}>
                    No contests on this match.{' '}
                    {state === 'SCHEDULED' && <Link to="/admin/create-contest">Create one</Link>}
                  </p>
                ) : (
                  <AdminContestList contests={list} onChanged={refresh} now={now} />
                )}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
