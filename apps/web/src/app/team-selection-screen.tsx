import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contestStatusAt, JOIN_SUCCESS_MESSAGE, TEAM_RULES } from '@crease/game';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { joinContest } from '../features/contests/api/entries-api.ts';
import { ContestHeader } from '../features/contests/components/ContestHeader.tsx';
import { useContest } from '../features/contests/hooks/use-contests.ts';
import { useJoinedContests } from '../features/contests/hooks/use-entries.ts';
import { useContestPlayers } from '../features/players/hooks/use-players.ts';
import { createTeam, updateTeam } from '../features/teams/api/teams-api.ts';
import { ExistingTeamOffer } from '../features/teams/components/ExistingTeamOffer.tsx';
import { TeamPicker } from '../features/teams/components/TeamPicker.tsx';
import { useTeam, useTeamPreview } from '../features/teams/hooks/use-teams.ts';
import type { CompletePick } from '../features/teams/team-pick.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { useNow } from '../lib/use-now.ts';
import styles from './team-selection-screen.module.css';

const SOMETHING_WENT_WRONG = 'Something went wrong.';

const positiveId = (value: string | null | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `/contests/{contestId}/players`: pick a team of 11 and join the contest with it (create the
 * team, then join), or join with the team already made for this match. With `?team={id}` it
 * edits that team instead, until the match starts.
 */
export default function TeamSelectionScreen() {
  useDocumentTitle('Select Your Fantasy Team');
  const params = useParams();
  const [search] = useSearchParams();
  const contestId = positiveId(params.contestId) ?? 0;
  const editId = positiveId(search.get('team'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(30_000);

  const contest = useContest(contestId);
  const players = useContestPlayers(contestId);
  const editing = useTeam(editId);
  const matchId = contest.data?.matchId ?? null;
  const latestTeam = useTeamPreview(editId === null ? matchId : null);
  const joined = useJoinedContests();

  const submit = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  const joinExisting = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  // A team made by a submit whose join then failed: the next submit updates it, not a second one.
  const madeTeamId = useRef<number | null>(null);

  // A join or an edit changes the wallet, the profile, the contest's entries and the user's lists.
  const afterChange = () => queryClient.invalidateQueries();

  const joinWith = async (teamId: number) => {
    await joinContest({ contestId, teamId });
    toast.success(JOIN_SUCCESS_MESSAGE);
    void afterChange();
    void navigate('/my-joined-contests');
  };

  const onSubmit = (pick: CompletePick) =>
    void submit.run(async () => {
      const body = { contestId, ...pick };
      if (editId !== null) {
        await updateTeam(editId, body);
        toast.success('Your team is saved.');
        void afterChange();
        void navigate('/my-team');
        return;
      }
      const team = madeTeamId.current === null ? await createTeam(body) : await updateTeam(madeTeamId.current, body);
      madeTeamId.current = team.id;
      await joinWith(team.id);
    });

  const onJoinExisting = (teamId: number) => void joinExisting.run(() => joinWith(teamId));

  if (contestId === 0) {
    return (
      <div className={styles.page}>
        <PageHeader title="Select Your Fantasy Team" />
        <StatusLine tone="error">There is no such contest.</StatusLine>
      </div>
    );
  }

  const data = contest.data;
  // The server's clock rule: entries close when the contest stops being UPCOMING, at the match's start at the latest.
  const started = data ? contestStatusAt(data, { state: data.match.state, startTime: new Date(data.match.startTime) }, now) !== 'UPCOMING' : false;
  const myEntries = joined.data?.filter((entry) => entry.contestId === contestId && entry.status !== 'CANCELLED') ?? [];
  const limitReached = data ? myEntries.length >= data.maxTeamsPerUser : false;
  const editable = editing.data?.editable ?? true;

  let closedReason: string | null = null;
  if (editId !== null) {
    if (started || !editable) closedReason = 'This team can no longer be changed: the match has started.';
  } else if (started) {
    closedReason = 'Entries are closed: the match has started.';
  } else if (limitReached) {
    closedReason = data!.maxTeamsPerUser === 1 ? 'You have already joined this contest.' : `You have joined this contest with ${myEntries.length} teams, the most it allows.`;
  }

  const latest = latestTeam.data;
  const latestAlreadyHere = latest ? myEntries.some((entry) => entry.teamId === latest.teamId) : false;
  const offerLatest = editId === null && latest && !started && !limitReached && !latestAlreadyHere && matchId !== null;

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
          <Link to="/my-joined-contests">View My Joined Contests</Link>
        </p>
      )}

      {offerLatest && <ExistingTeamOffer team={latest} matchId={matchId} busy={joinExisting.busy} error={joinExisting.error} onJoin={onJoinExisting} />}

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
          sides={data ? [data.match.teamA, data.match.teamB] : undefined}
          initialPick={editing.data ? { playerIds: [...editing.data.playerIds], captainId: editing.data.captainId, viceCaptainId: editing.data.viceCaptainId } : undefined}
          submitLabel={editId !== null ? 'Save Team' : 'Submit Team & Join Contest'}
          busy={submit.busy}
          error={submit.error}
          closedReason={closedReason}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}
