import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contestStatusAt, JOIN_SUCCESS_MESSAGE, mayEnterAnotherTeam, type ContestView, type JoinedContestView } from '@crease/game';
import { useNavigate } from 'react-router';
import { toast } from '../components/toast/toast-store.ts';
import { joinContest } from '../features/contests/api/entries-api.ts';
import { useContest } from '../features/contests/hooks/use-contests.ts';
import { useJoinedContests } from '../features/contests/hooks/use-entries.ts';
import { useContestPlayers } from '../features/players/hooks/use-players.ts';
import { createTeam, updateTeam } from '../features/teams/api/teams-api.ts';
import { useTeam, useTeamPreview } from '../features/teams/hooks/use-teams.ts';
import type { CompletePick } from '../features/teams/team-pick.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { useNow } from '../lib/use-now.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const TEAM_SAVED = 'Your team is saved.';

const statusAt = (contest: ContestView, now: Date) => contestStatusAt(contest, { state: contest.match.state, startTime: new Date(contest.match.startTime) }, now);

/** The server's clock rule: entries close when the contest stops being UPCOMING, at the match's start at the latest. */
export function hasContestStarted(contest: ContestView, now: Date): boolean {
  return statusAt(contest, now) !== 'UPCOMING';
}

/** Being played or played (not cancelled): what there is to see is on the contest page. */
export function isContestInPlay(contest: ContestView, now: Date): boolean {
  const status = statusAt(contest, now);
  return status === 'LIVE' || status === 'COMPLETED';
}

interface ClosedFacts {
  /** Editing a team (`?team=`), rather than making one to join with. */
  editing: boolean;
  started: boolean;
  /** Whether the server still lets the team being edited change. */
  editable: boolean;
  /** The user's live entries in this contest. */
  entries: number;
  maxTeamsPerUser: number;
}

/** Why the picker cannot send its team, said as the player reads it; null while it can. */
export function closedReasonFor({ editing, started, editable, entries, maxTeamsPerUser }: ClosedFacts): string | null {
  if (editing) return started || !editable ? 'This team can no longer be changed: the match has started.' : null;
  if (started) return 'Entries are closed: the match has started.';
  if (mayEnterAnotherTeam(entries, maxTeamsPerUser)) return null;
  return maxTeamsPerUser === 1 ? 'You have already joined this contest.' : `You have joined this contest with ${entries} teams, the most it allows.`;
}

/**
 * Sending the picked team: with `editId`, save that team and go to My Teams; otherwise create
 * the team and join the contest with it, then My Joined Contests. When the join fails after the
 * team was made, the next try updates that team rather than making a second one.
 */
export function useTeamSubmission(contestId: number, editId: number | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  const joinExisting = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  const madeTeamId = useRef<number | null>(null);

  // A join or an edit changes the wallet, the profile, the contest's entries and the user's lists.
  const afterChange = () => queryClient.invalidateQueries();

  const joinWith = async (teamId: number) => {
    await joinContest({ contestId, teamId });
    toast.success(JOIN_SUCCESS_MESSAGE);
    void afterChange();
    void navigate('/my-joined-contests');
  };

  return {
    submitTeam: (pick: CompletePick) =>
      void submit.run(async () => {
        const body = { contestId, ...pick };
        if (editId !== null) {
          await updateTeam(editId, body);
          toast.success(TEAM_SAVED);
          void afterChange();
          void navigate('/my-team');
          return;
        }
        const team = madeTeamId.current === null ? await createTeam(body) : await updateTeam(madeTeamId.current, body);
        madeTeamId.current = team.id;
        await joinWith(team.id);
      }),
    /** Joins with a team already made for the match. */
    joinWithTeam: (teamId: number) => void joinExisting.run(() => joinWith(teamId)),
    submitting: { busy: submit.busy, error: submit.error },
    joining: { busy: joinExisting.busy, error: joinExisting.error },
  };
}

const liveEntriesIn = (contestId: number, entries: readonly JoinedContestView[] | undefined) =>
  entries?.filter((entry) => entry.contestId === contestId && entry.status !== 'CANCELLED') ?? [];

/**
 * Everything `/contests/{contestId}/players` shows and does: the contest, its squads, the team
 * being edited, the user's entries in it, why it is closed, the team to offer, and the submit.
 */
export function useTeamSelection(contestId: number, editId: number | null) {
  const now = useNow(30_000);
  const contest = useContest(contestId);
  const players = useContestPlayers(contestId);
  const editing = useTeam(editId);
  const matchId = contest.data?.matchId ?? null;
  const latestTeam = useTeamPreview(editId === null ? matchId : null);
  const joined = useJoinedContests();
  const submission = useTeamSubmission(contestId, editId);

  const started = contest.data ? hasContestStarted(contest.data, now) : false;
  const myEntries = liveEntriesIn(contestId, joined.data);
  const closedReason = closedReasonFor({
    editing: editId !== null,
    started,
    editable: editing.data?.editable ?? true,
    entries: myEntries.length,
    // No limit is known until the contest is.
    maxTeamsPerUser: contest.data?.maxTeamsPerUser ?? Number.POSITIVE_INFINITY,
  });

  // The latest team for the match, offered when it could join now and is not already in.
  const latest = latestTeam.data;
  const offer = editId === null && latest && matchId !== null && closedReason === null && !myEntries.some((entry) => entry.teamId === latest.teamId) ? latest : null;

  const inPlay = contest.data ? isContestInPlay(contest.data, now) : false;
  return { contest, players, editing, matchId, myEntries, closedReason, offer, inPlay, ...submission };
}
