import type { JoinedContestView } from '@crease/game';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../components/toast/toast-store.ts';
import { Button, ButtonLink } from '../components/ui/Button.tsx';
import { Dialog } from '../components/ui/Dialog.tsx';
import { FormMessage } from '../components/ui/FormMessage.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { swapEntryTeam } from '../features/contests/api/entries-api.ts';
import { useMyTeamsFor } from '../features/teams/hooks/use-teams.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import styles from './swap-team-dialog.module.css';

interface SwapTeamDialogProps {
  entry: JoinedContestView;
  onClose: () => void;
}

/**
 * Swap the team of an entry, until the deadline: the player's other teams of the match, each
 * with its Captain and Vice-Captain; the fee, the spot and the place stay.
 */
export function SwapTeamDialog({ entry, onClose }: SwapTeamDialogProps) {
  const teams = useMyTeamsFor(entry.matchId);
  const queryClient = useQueryClient();
  const swap = useFormSubmit('Could not swap the team.', { prefix: '' });
  const others = teams.data?.filter((team) => team.id !== entry.teamId) ?? [];
  const nameOf = (team: NonNullable<typeof teams.data>[number], id: number) => team.players.find((player) => player.id === id)?.name ?? `#${id}`;

  const choose = (teamId: number, name: string) =>
    void swap.run(async () => {
      await swapEntryTeam(entry.entryId, teamId);
      toast.success(`${entry.contestName} now has ${name}.`);
      await queryClient.invalidateQueries();
      onClose();
    });

  return (
    <Dialog title="Swap team" subtitle={`${entry.contestName} · now ${entry.teamName}`} onClose={onClose}>
      {teams.isPending ? (
        <StatusLine tone="loading">Loading Teams...</StatusLine>
      ) : teams.isError ? (
        <StatusLine tone="error">{errorMessage(teams.error, 'Something went wrong')}</StatusLine>
      ) : others.length === 0 ? (
        <StatusLine tone="empty" action={<ButtonLink to={`/contests/${entry.contestId}/players`}>Make another team</ButtonLink>}>
          You have no other team for this match.
        </StatusLine>
      ) : (
        <ul className={styles.list}>
          {others.map((team) => (
            <li key={team.id} className={styles.team}>
              <span className={styles.name}>{team.name}</span>
              <span className={styles.leaders}>
                C {nameOf(team, team.captainId)} · VC {nameOf(team, team.viceCaptainId)}
              </span>
              <Button size="sm" busy={swap.busy} onClick={() => choose(team.id, team.name)} aria-label={`Swap in ${team.name}`}>
                Swap in
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormMessage tone="error" message={swap.error} />
    </Dialog>
  );
}
