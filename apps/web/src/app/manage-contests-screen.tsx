import { Link, useSearchParams } from 'react-router';
import { CONTEST_STATUSES, matchStateAt, type ContestStatus, type ContestView, type MatchState } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Badge, type BadgeTone } from '../components/ui/Badge.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { CheckboxChips } from '../components/ui/CheckboxChips.tsx';
import { LoadMore } from '../components/ui/LoadMore.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { AdminContestList } from '../features/contests/components/AdminContestList.tsx';
import { useContests, useRefreshContests } from '../features/contests/hooks/use-contests.ts';
import { MatchStateControls } from '../features/matches/components/MatchStateControls.tsx';
import { MatchFilterField } from '../features/matches/components/MatchFilterField.tsx';
import { useAllMatches, useRefreshMatches } from '../features/matches/hooks/use-matches.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { listCountText } from '../lib/paged-list.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './manage-contests-screen.module.css';
import screen from './screen.module.css';

const STATE_TONE: Record<MatchState, BadgeTone> = { SCHEDULED: 'navy', LIVE: 'green', COMPLETED: 'gray', ABANDONED: 'red' };

/** What the page opens on: the contests still to be played or being played. */
export const UNFINISHED: readonly ContestStatus[] = ['UPCOMING', 'LIVE'];

/** Contests a page: a phone scrolls through a page at a time, as on every list. */
export const MANAGE_PAGE_SIZE = 20;

/** The match states whose contests have each status: which matches without contests fit the filter. */
const STATE_OF_STATUS: Record<ContestStatus, MatchState> = { UPCOMING: 'SCHEDULED', LIVE: 'LIVE', COMPLETED: 'COMPLETED', CANCELLED: 'ABANDONED' };

/**
 * `/admin/contests`: the contests by start time, grouped by match, with each match's state and
 * controls, more as the list scrolls; it opens on the unfinished ones. `?matchId=` and
 * `?status=UPCOMING,LIVE` (several at once; empty for every status) narrow them, kept in the address.
 */
export default function ManageContestsScreen() {
  useDocumentTitle('Manage Contests');
  return (
    <RequireAdmin>
      <ManageContests />
    </RequireAdmin>
  );
}

/** The statuses `?status=` names; the unfinished ones when it is not there, none (every status) when it is empty. */
export function statusesOf(param: string | null): ContestStatus[] {
  if (param === null) return [...UNFINISHED];
  const named = new Set(param.split(','));
  return CONTEST_STATUSES.filter((one) => named.has(one));
}

const sameStatuses = (a: readonly ContestStatus[], b: readonly ContestStatus[]) => a.length === b.length && a.every((one) => b.includes(one));

/** `?matchId=` and `?status=`: the match and the statuses shown. */
function useManageFilter() {
  const [params, setParams] = useSearchParams();
  const matchId = positiveId(params.get('matchId'));
  const statuses = statusesOf(params.get('status'));
  const update = (change: (updated: URLSearchParams) => void) => {
    const updated = new URLSearchParams(params);
    change(updated);
    setParams(updated, { replace: true });
  };
  const chooseMatch = (value: string) => update((updated) => (value ? updated.set('matchId', value) : updated.delete('matchId')));
  const chooseStatuses = (chosen: readonly ContestStatus[]) =>
    update((updated) => (sameStatuses(chosen, UNFINISHED) ? updated.delete('status') : updated.set('status', chosen.join(','))));
  return { matchId, statuses, chooseMatch, chooseStatuses };
}

/** The contests grouped by match, the matches in the order their first contest comes (by start time). */
function groupByMatch(contests: readonly ContestView[]): Map<number, ContestView[]> {
  const groups = new Map<number, ContestView[]>();
  for (const contest of contests) groups.set(contest.matchId, [...(groups.get(contest.matchId) ?? []), contest]);
  return groups;
}

function ManageContests() {
  const { matchId, statuses, chooseMatch, chooseStatuses } = useManageFilter();
  const matches = useAllMatches();
  const contests = useContests({ matchId, status: statuses, limit: MANAGE_PAGE_SIZE });
  const refreshMatches = useRefreshMatches();
  const refreshContests = useRefreshContests();
  const now = new Date();
  const refresh = () => {
    void refreshMatches();
    void refreshContests();
  };

  const matchById = new Map((matches.data ?? []).map((match) => [match.id, match]));
  const byMatch = groupByMatch(contests.items);
  // One match chosen: its group shows even with no contests, so its controls are always at hand.
  // Every contest read (no more pages): the matches without any follow, those in a state the
  // statuses fit, so a match just made is on the page with its controls.
  const statesShown = new Set((statuses.length === 0 ? CONTEST_STATUSES : statuses).map((one) => STATE_OF_STATUS[one]));
  const withoutContests =
    matchId === null && !contests.hasNextPage && !contests.isPending
      ? [...matchById.values()]
          .filter((match) => !byMatch.has(match.id) && statesShown.has(matchStateAt(match.state, new Date(match.startTime), now)))
          .map((match) => match.id)
      : [];
  const groupIds = matchId !== null ? [matchId] : [...byMatch.keys(), ...withoutContests];
  const groups = groupIds.flatMap((id) => {
    const match = matchById.get(id);
    return match ? [{ match, state: matchStateAt(match.state, new Date(match.startTime), now), contests: byMatch.get(id) ?? [] }] : [];
  });

  const loading = matches.isPending || contests.isPending;
  const error = matches.error ?? (contests.isLoadingError ? contests.error : null);

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

      <div className={screen.toolbar}>
        <MatchFilterField label="Show contests of" matches={matches.data} matchId={matchId} onChange={chooseMatch} />
        <CheckboxChips legend="Status" hint="None ticked: every status." options={CONTEST_STATUSES} chosen={statuses} onChange={chooseStatuses} />
      </div>

      {loading ? (
        <StatusLine tone="loading">Loading contests...</StatusLine>
      ) : error ? (
        <StatusLine tone="error">{`❌ ${errorMessage(error, 'Failed to load contests')}`}</StatusLine>
      ) : matchById.size === 0 ? (
        <StatusLine tone="empty">No matches yet. Create a match, then open contests on it.</StatusLine>
      ) : groups.length === 0 ? (
        <StatusLine tone="empty">No contests found.</StatusLine>
      ) : (
        <>
          <p className={screen.count}>{listCountText(contests, 'contest')}</p>
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
                        <ButtonLink
                          to={`/admin/matches/${match.id}/scoring`}
                          size="sm"
                          variant={state === 'LIVE' ? 'primary' : 'secondary'}
                          aria-label={`${state === 'LIVE' ? 'Score this match' : 'Scorecard'}: ${matchTitle(match)}`}
                        >
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
          <LoadMore list={contests} failed="Failed to load more contests" />
        </>
      )}
    </div>
  );
}
