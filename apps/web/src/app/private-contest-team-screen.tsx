import { useQueryClient } from '@tanstack/react-query';
import { TEAM_RULES } from '@crease/game';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { useMatchPlayers } from '../features/players/hooks/use-players.ts';
import { createTeam } from '../features/teams/api/teams-api.ts';
import { TeamPicker } from '../features/teams/components/TeamPicker.tsx';
import { teamKeys } from '../features/teams/hooks/use-teams.ts';
import type { CompletePick } from '../features/teams/team-pick.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { useNow } from '../lib/use-now.ts';
import { isOpen, usePrivateContestMatch } from './private-contest-match.ts';
import { SOMETHING_WENT_WRONG, TEAM_SAVED } from './use-team-selection.ts';
import styles from './screen.module.css';

export const NO_CONTEST_FOR_TEAMS = 'No contest of this match takes teams yet, so none can be made for it now.';

/**
 * `/matches/{matchId}/create-contest/team`: the team picker on the way to a private contest. The
 * team is saved (not entered anywhere), and the contest form opens again with it chosen.
 */
export default function PrivateContestTeamScreen() {
  useDocumentTitle('Pick your team');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { matchId, match, teamContestId, teamContestPending } = usePrivateContestMatch();
  const players = useMatchPlayers(matchId);
  const now = useNow(30_000);
  const submit = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });

  const save = (pick: CompletePick) =>
    void submit.run(async () => {
      const team = await createTeam({ contestId: teamContestId!, ...pick });
      toast.success(TEAM_SAVED, { forNextPage: true });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void navigate(`/matches/${matchId}/create-contest?team=${team.id}`, { replace: true });
    });

  const closedReason = match.data && !isOpen(match.data, now) ? 'Entries are closed: the match has started.' : teamContestId === null ? NO_CONTEST_FOR_TEAMS : null;

  return (
    <div className={styles.page}>
      <PageHeader title="Pick your team">
        <p>
          {`For your private contest: pick ${TEAM_RULES.size} players within ${TEAM_RULES.maxCredits} credits, then your Captain (2x points) and Vice-Captain (1.5x). You go back to the contest with it.`}
        </p>
      </PageHeader>
      {match.data && (
        <p className={styles.filterNote}>
          <span>
            For <strong>{`${matchTitle(match.data)} (${formatStartTime(match.data.startTime)})`}</strong>
          </span>
        </p>
      )}
      {matchId === null ? (
        <StatusLine tone="error">There is no such match.</StatusLine>
      ) : match.isError ? (
        <StatusLine tone="error">{errorMessage(match.error, 'Failed to load the match.')}</StatusLine>
      ) : players.isPending || match.isPending || teamContestPending ? (
        <StatusLine tone="loading">Loading players...</StatusLine>
      ) : players.isError ? (
        <StatusLine tone="error">Failed to load players.</StatusLine>
      ) : players.data.length === 0 ? (
        <StatusLine tone="empty">No players have been added to this match yet. Check back closer to the start.</StatusLine>
      ) : (
        <TeamPicker
          squad={players.data}
          sides={[match.data.teamA, match.data.teamB]}
          submitLabel="Use This Team"
          busy={submit.busy}
          error={submit.error}
          closedReason={closedReason}
          onSubmit={save}
        />
      )}
    </div>
  );
}
