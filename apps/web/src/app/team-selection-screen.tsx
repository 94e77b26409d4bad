import { TEAM_RULES } from '@crease/game';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { ContestHeader } from '../features/contests/components/ContestHeader.tsx';
import { ExistingTeamOffer } from '../features/teams/components/ExistingTeamOffer.tsx';
import { TeamPicker } from '../features/teams/components/TeamPicker.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { JoinRefusalDialog } from './join-refusal-dialog.tsx';
import { JoinSheetDialog } from './join-sheet-dialog.tsx';
import { SOMETHING_WENT_WRONG, useTeamSelection } from './use-team-selection.ts';
import styles from './team-selection-screen.module.css';

/**
 * `/contests/{contestId}/players`: pick a team of 11 and join the contest with it (create the
 * team, then join), or join with the team already made for this match. With `?team={id}` it
 * edits that team instead, until the match starts; with `?inviteCode=` it joins a friend's
 * private contest with its code. A contest being played or played sends the player to its
 * contest page.
 */
export default function TeamSelectionScreen() {
  useDocumentTitle('Select Your Fantasy Team');
  const params = useParams();
  const [search] = useSearchParams();
  const contestId = positiveId(params.contestId) ?? 0;
  const editId = positiveId(search.get('team'));
  // A friend's invitation carries its code: a private contest is read and joined with it.
  const inviteCode = search.get('inviteCode');
  const { contest, players, editing, matchId, myEntries, closedReason, offer, inPlay, submitTeam, joinWithTeam, submitting, joining, refusal, dismissRefusal, sheet } = useTeamSelection(
    contestId,
    editId,
    inviteCode,
  );

  // Once the match is on there is no team to pick: the score and the leaderboard are the page to see.
  if (inPlay && editId === null) return <Navigate to={`/contests/${contestId}`} replace />;

  if (contestId === 0) {
    return (
      <div className={styles.page}>
        <PageHeader title="Select Your Fantasy Team" />
        <StatusLine tone="error">There is no such contest.</StatusLine>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Select Your Fantasy Team">
        <p>
          {editId !== null
            ? `Change team #${editId}: its entries follow it until the match starts.`
            : `Pick ${TEAM_RULES.size} players within ${TEAM_RULES.maxCredits} credits, then choose your Captain (2x points) and Vice-Captain (1.5x).`}
        </p>
      </PageHeader>

      {contest.isPending ? (
        <StatusLine tone="loading">Loading contest...</StatusLine>
      ) : contest.isError ? (
        <StatusLine tone="error">{errorMessage(contest.error, 'Failed to load the contest.')}</StatusLine>
      ) : (
        <ContestHeader contest={contest.data} />
      )}

      {myEntries.length > 0 && editId === null && (
        <p className={styles.notice}>
          <span>
            You are in this contest with {myEntries.length === 1 ? 'one team' : `${myEntries.length} teams`}.
          </span>
          {contest.data?.private ? <Link to={`/contests/${contestId}`}>See who has joined</Link> : <Link to="/my-joined-contests">View My Joined Contests</Link>}
        </p>
      )}

      {offer && matchId !== null && <ExistingTeamOffer team={offer} matchId={matchId} busy={joining.busy} error={joining.error} onJoin={joinWithTeam} />}

      {players.isPending || (editId !== null && editing.isPending) ? (
        <StatusLine tone="loading">Loading players...</StatusLine>
      ) : players.isError ? (
        <StatusLine tone="error">Failed to load players.</StatusLine>
      ) : editId !== null && editing.isError ? (
        <StatusLine tone="error">{errorMessage(editing.error, SOMETHING_WENT_WRONG)}</StatusLine>
      ) : players.data.length === 0 ? (
        <StatusLine tone="empty">No players have been added to this match yet. Check back closer to the start.</StatusLine>
      ) : (
        <TeamPicker
          key={editing.data?.id ?? 'new'}
          squad={players.data}
          sides={contest.data ? [contest.data.match.teamA, contest.data.match.teamB] : undefined}
          initialPick={editing.data ? { playerIds: [...editing.data.playerIds], captainId: editing.data.captainId, viceCaptainId: editing.data.viceCaptainId } : undefined}
          submitLabel={editId !== null ? 'Save Team' : 'Submit Team & Join Contest'}
          busy={submitting.busy}
          error={submitting.error}
          closedReason={closedReason}
          onSubmit={submitTeam}
        />
      )}

      {sheet && <JoinSheetDialog contestId={contestId} contestName={contest.data?.name ?? 'This contest'} busy={sheet.busy} error={sheet.error} onConfirm={sheet.confirm} onClose={sheet.close} />}
      {refusal && <JoinRefusalDialog refusal={refusal} contestName={contest.data?.name ?? 'This contest'} onClose={dismissRefusal} />}
    </div>
  );
}
