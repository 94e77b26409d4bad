import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContestView, EntryTeamPlayerView, JoinedContestView, MatchScorecardView, ScorecardPlayerView } from '@crease/game';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Button, ButtonLink } from '../components/ui/Button.tsx';
import { Dialog } from '../components/ui/Dialog.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { ContestSummary } from '../features/contests/components/ContestSummary.tsx';
import { PrizeTable } from '../features/contests/components/PrizeTable.tsx';
import { useContest } from '../features/contests/hooks/use-contests.ts';
import { useEntriesInContest } from '../features/contests/hooks/use-entries.ts';
import { EntryTeam } from '../features/leaderboard/components/EntryTeam.tsx';
import { Leaderboard } from '../features/leaderboard/components/Leaderboard.tsx';
import { OwnStandings } from '../features/leaderboard/components/OwnStandings.tsx';
import { Comparison } from '../features/leaderboard/components/Comparison.tsx';
import { useComparison, useContestLeaderboard, useEntryTeam } from '../features/leaderboard/hooks/use-contest-leaderboard.ts';
import { useRankAnnouncement } from '../features/leaderboard/hooks/use-rank-announcement.ts';
import type { BoardRow } from '../features/leaderboard/leaderboard-entry.ts';
import { useMatch } from '../features/matches/hooks/use-matches.ts';
import { MatchScore } from '../features/scoring/components/MatchScore.tsx';
import { PlayerPoints } from '../features/scoring/components/PlayerPoints.tsx';
import { DreamTeam } from '../features/teams/components/DreamTeam.tsx';
import { useDreamTeam } from '../features/teams/hooks/use-teams.ts';
import { PointsBreakdownDialog } from '../features/scoring/components/PointsBreakdown.tsx';
import { useLiveScorecard } from '../features/scoring/hooks/use-scorecard.ts';
import { errorMessage } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { PrivateContestLobby } from './private-contest-lobby.tsx';
import { SwapTeamDialog } from './swap-team-dialog.tsx';
import styles from './contest-screen.module.css';

/**
 * `/contests/{contestId}`: a contest being played or played. The match's score, the caller's
 * entries pinned with their ranks, and the live leaderboard; a row opens that entry's team and a
 * player their points breakdown. Before the start it points to the team picker; a private
 * contest shows who has joined, its code to share and its maker's Cancel (`?inviteCode=` lets
 * someone who has its code and has not joined read it).
 */
export default function ContestScreen() {
  const contestId = positiveId(useParams().contestId);
  const inviteCode = useSearchParams()[0].get('inviteCode');
  const contest = useContest(contestId ?? 0, inviteCode);
  const isAdmin = useSession()?.role === 'ROLE_ADMIN';
  useDocumentTitle(contest.data?.name ?? 'Contest');

  if (contestId === null) {
    return (
      <div className={styles.page}>
        <PageHeader title="Contest" />
        <StatusLine tone="error">There is no such contest.</StatusLine>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader eyebrow={contest.data?.private ? `Private contest${contest.data.creatorName ? ` by ${contest.data.creatorName}` : ''}` : 'Contest'} title={contest.data?.name ?? 'Contest'} />
      {contest.isPending ? (
        <StatusLine tone="loading">Loading contest...</StatusLine>
      ) : contest.isError ? (
        <StatusLine tone="error">{errorMessage(contest.error, 'Failed to load the contest.')}</StatusLine>
      ) : (
        <>
          <ContestSummary contest={contest.data} />
          {isAdmin && contest.data.status === 'LIVE' && (
            <p>
              <ButtonLink to={`/admin/matches/${contest.data.matchId}/scoring`} variant="secondary" size="sm">
                Score this match
              </ButtonLink>
            </p>
          )}
          {contest.data.status === 'UPCOMING' && contest.data.private ? (
            <PrivateContestLobby contest={contest.data} inviteCode={inviteCode} />
          ) : contest.data.status === 'UPCOMING' ? (
            <>
              <StatusLine tone="empty" action={<ButtonLink to={`/contests/${contestId}/players`}>Pick your team</ButtonLink>}>
                This contest has not started yet: the leaderboard opens when the match does.
              </StatusLine>
              <UpcomingEntries contestId={contest.data.id} />
              <PrizeTable contest={contest.data} />
            </>
          ) : contest.data.status === 'CANCELLED' ? (
            <StatusLine tone="empty">This contest was cancelled and every entry fee was refunded.</StatusLine>
          ) : (
            <ContestInPlay contest={contest.data} />
          )}
        </>
      )}
    </div>
  );
}

function ContestInPlay({ contest }: { contest: ContestView }) {
  const live = contest.status === 'LIVE';
  const joined = useEntriesInContest(contest.id);
  const ownEntries = useMemo(() => joined.data?.filter((entry) => entry.contestId === contest.id) ?? [], [joined.data, contest.id]);
  const ownEntryIds = useMemo(() => new Set(ownEntries.map((entry) => entry.entryId)), [ownEntries]);
  const board = useContestLeaderboard(contest.id, ownEntryIds);
  const score = useLiveScorecard(contest.matchId, live);
  const [openRow, setOpenRow] = useState<BoardRow | null>(null);
  const [scoredPlayer, setScoredPlayer] = useState<ScorecardPlayerView | null>(null);
  const match = useMatch(contest.matchId);
  const completed = contest.status === 'COMPLETED' && match.data?.state === 'COMPLETED';

  const bestRank = board.own.length > 0 ? Math.min(...board.own.map((row) => row.rank)) : null;
  useRankAnnouncement(bestRank);
  useReloadWhenFinished(contest, board.rows, score.scorecard);

  return (
    <div className={styles.columns}>
      <div className={styles.side}>
        {match.data?.result && (
          <p className={styles.result} role="status">
            {match.data.result}
          </p>
        )}
        {score.isPending ? (
          <StatusLine tone="loading">Loading the score...</StatusLine>
        ) : score.error ? (
          <StatusLine tone="error">{errorMessage(score.error, 'Failed to load the score.')}</StatusLine>
        ) : (
          score.scorecard && <MatchScore scorecard={score.scorecard} />
        )}
        <OwnStandings rows={board.rows === null ? null : board.own} teamOf={(entryId) => ownEntries.find((entry) => entry.entryId === entryId)?.teamName} onSelect={setOpenRow} />
        {!live && board.rows !== null && board.rows.every((row) => row.prize === null) && (
          <p className={styles.note}>The match is over: the final ranks and prizes are being worked out.</p>
        )}
        {completed && <DreamTeamPanel matchId={contest.matchId} />}
        {score.scorecard && <PlayerPoints scorecard={score.scorecard} onSelect={setScoredPlayer} />}
        {!contest.private && <PrizeTable contest={contest} />}
      </div>
      <Leaderboard
        rows={board.rows}
        error={board.error}
        title={live ? 'Live Leaderboard' : 'Final Leaderboard'}
        live={live}
        onSelect={setOpenRow}
        prizes={contest.prizes}
        footer={
          <>
            {board.more.error && <StatusLine tone="error">{board.more.error}</StatusLine>}
            {board.rows !== null && board.more.available && (
              <Button variant="secondary" busy={board.more.loading} onClick={board.more.load}>
                {board.more.loading ? 'Loading...' : 'Show more'}
              </Button>
            )}
          </>
        }
      />
      {scoredPlayer && <PointsBreakdownDialog player={scoredPlayer} multiplier={1} onClose={() => setScoredPlayer(null)} />}
      {openRow?.entryId !== undefined && (
        <EntryTeamDialog
          contestId={contest.id}
          row={openRow}
          entryId={openRow.entryId}
          myEntryId={openRow.mine ? null : (ownEntries[0]?.entryId ?? null)}
          scorecard={score.scorecard}
          revision={score.revision}
          onClose={() => setOpenRow(null)}
        />
      )}
    </div>
  );
}

interface EntryTeamDialogProps {
  contestId: number;
  row: BoardRow;
  entryId: number;
  /** The caller's entry to compare this one with; null for their own row, or when they have none. */
  myEntryId: number | null;
  scorecard: MatchScorecardView | null;
  revision: number;
  onClose: () => void;
}

/** An entry's team in a dialog, read again after each change to the match; a player opens their breakdown over it. */
function EntryTeamDialog({ contestId, row, entryId, myEntryId, scorecard, revision, onClose }: EntryTeamDialogProps) {
  const team = useEntryTeam(contestId, entryId, revision);
  const [player, setPlayer] = useState<EntryTeamPlayerView | null>(null);
  const [comparing, setComparing] = useState(false);
  const scored = player && scorecard?.players.find((one) => one.playerId === player.id);
  // The row pressed says where it stood; the team read since says where it stands.
  const standing = team.data ? { rank: team.data.rank, points: team.data.totalPoints } : { rank: row.rank, points: row.totalPoints };
  return (
    <Dialog
      title={`${row.mine ? 'Your' : `${row.username}'s`} team`}
      subtitle={`${standing.rank === null ? 'Unranked' : `#${standing.rank}`} · ${standing.points} pts`}
      onClose={onClose}
    >
      {team.isPending ? (
        <StatusLine tone="loading">Loading team...</StatusLine>
      ) : team.isError ? (
        <StatusLine tone="error">{errorMessage(team.error, 'Failed to load the team.')}</StatusLine>
      ) : (
        <>
          {myEntryId !== null && (
            <Button variant="secondary" size="sm" onClick={() => setComparing(true)}>
              Compare with my team
            </Button>
          )}
          <EntryTeam team={team.data} onSelectPlayer={setPlayer} />
        </>
      )}
      {comparing && myEntryId !== null && <CompareDialog contestId={contestId} a={myEntryId} b={entryId} revision={revision} onClose={() => setComparing(false)} />}
      {player &&
        (scored ? (
          <PointsBreakdownDialog player={scored} multiplier={player.multiplier} onClose={() => setPlayer(null)} />
        ) : (
          <Dialog title={player.name} onClose={() => setPlayer(null)}>
            <p>Where these points came from shows once the match&rsquo;s scorecard has loaded.</p>
          </Dialog>
        ))}
    </Dialog>
  );
}

/**
 * A live contest ends when its match is completed or abandoned: the prizes arrive in the table
 * (or the score says the match is over), and the contest, the entries and the wallet are read
 * again to show it.
 */
function useReloadWhenFinished(contest: ContestView, rows: readonly BoardRow[] | null, scorecard: MatchScorecardView | null) {
  const queryClient = useQueryClient();
  const finished =
    contest.status === 'LIVE' && ((rows?.some((row) => row.prize !== null) ?? false) || scorecard?.state === 'COMPLETED' || scorecard?.state === 'ABANDONED');
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries();
  }, [finished, queryClient]);
}

/** Before the start: the caller's entries in the contest, each with the team it holds and Swap team. */
function UpcomingEntries({ contestId }: { contestId: number }) {
  const joined = useEntriesInContest(contestId);
  const [swapping, setSwapping] = useState<JoinedContestView | null>(null);
  const entries = joined.data?.filter((entry) => entry.contestId === contestId && entry.status === 'UPCOMING') ?? [];
  if (entries.length === 0) return null;
  return (
    <section className={styles.entries} aria-label="Your entries">
      <h2 className={styles.entriesTitle}>Your entries</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.entryId}>
            <span>{entry.teamName}</span>
            <Button variant="secondary" size="sm" onClick={() => setSwapping(entry)} aria-label={`Swap team ${entry.teamName}`}>
              Swap team
            </Button>
          </li>
        ))}
      </ul>
      {swapping && <SwapTeamDialog entry={swapping} onClose={() => setSwapping(null)} />}
    </section>
  );
}

/** My team beside another entrant's, read again with each change to the match (live, as the table). */
function CompareDialog({ contestId, a, b, revision, onClose }: { contestId: number; a: number; b: number; revision: number; onClose: () => void }) {
  const comparison = useComparison(contestId, a, b, revision);
  return (
    <Dialog title="Compare teams" subtitle={comparison.data ? `${comparison.data.a.username} vs ${comparison.data.b.username}` : undefined} onClose={onClose}>
      {comparison.isPending ? (
        <StatusLine tone="loading">Loading the comparison...</StatusLine>
      ) : comparison.isError ? (
        <StatusLine tone="error">{errorMessage(comparison.error, 'Failed to load the comparison.')}</StatusLine>
      ) : (
        <Comparison comparison={comparison.data} />
      )}
    </Dialog>
  );
}

/** A completed match's Dream Team. */
function DreamTeamPanel({ matchId }: { matchId: number }) {
  const dream = useDreamTeam(matchId);
  if (dream.isPending) return <StatusLine tone="loading">Loading the Dream Team...</StatusLine>;
  if (dream.isError) return <StatusLine tone="error">{errorMessage(dream.error, 'Failed to load the Dream Team.')}</StatusLine>;
  return <DreamTeam team={dream.data} />;
}
