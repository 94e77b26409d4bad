import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { ButtonLink } from '../components/ui/Button.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { matchKeys, useMatch } from '../features/matches/hooks/use-matches.ts';
import { announceLineups } from '../features/players/api/players-api.ts';
import { LineupPicker } from '../features/players/components/LineupPicker.tsx';
import { playerKeys, useMatchPlayers } from '../features/players/hooks/use-players.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatDateTime, matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './screen.module.css';

export const LINEUPS_ANNOUNCED = 'Line-ups announced: players now see who is playing.';

/** `/admin/matches/{matchId}/lineups`: announce a match's line-ups, both playing XIs in one action. */
export default function AdminLineupsScreen() {
  useDocumentTitle('Announce line-ups');
  return (
    <RequireAdmin>
      <Lineups />
    </RequireAdmin>
  );
}

function Lineups() {
  const matchId = positiveId(useParams().matchId);
  const match = useMatch(matchId);
  const squad = useMatchPlayers(matchId);
  const queryClient = useQueryClient();
  const announce = useFormSubmit('Could not announce the line-ups.', { prefix: '' });

  if (matchId === null) {
    return (
      <div className={styles.page}>
        <PageHeader eyebrow="Admin" title="Announce line-ups" />
        <StatusLine tone="error">There is no such match.</StatusLine>
      </div>
    );
  }
  const announcedAt = match.data?.lineupsAnnouncedAt ?? null;
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Admin" title={match.data ? `Announce line-ups: ${matchTitle(match.data)}` : 'Announce line-ups'}>
        <p>
          {announcedAt ? (
            <>
              Announced <time dateTime={announcedAt}>{formatDateTime(announcedAt)}</time>. Announce again to change them.
            </>
          ) : (
            'Not announced yet: the picker claims nothing about who plays until you do.'
          )}
        </p>
      </PageHeader>
      {match.isPending || squad.isPending ? (
        <StatusLine tone="loading">Loading players...</StatusLine>
      ) : match.isError ? (
        <StatusLine tone="error">{errorMessage(match.error, 'Failed to load the match.')}</StatusLine>
      ) : squad.isError ? (
        <StatusLine tone="error">Failed to load players.</StatusLine>
      ) : squad.data.length === 0 ? (
        <StatusLine tone="empty" action={<ButtonLink to="/admin/players">Player Management</ButtonLink>}>
          This match has no players yet.
        </StatusLine>
      ) : (
        <LineupPicker
          // Started again from what the server holds once the announced XIs are read back.
          key={`${announcedAt ?? 'none'}-${squad.dataUpdatedAt}`}
          squad={squad.data}
          sides={[match.data.teamA, match.data.teamB]}
          busy={announce.busy}
          error={announce.error}
          onAnnounce={(playerIds) =>
            void announce.run(async () => {
              const updated = await announceLineups(matchId, playerIds);
              queryClient.setQueryData(matchKeys.one(matchId), updated);
              await queryClient.invalidateQueries({ queryKey: playerKeys.all });
              toast.success(LINEUPS_ANNOUNCED);
            })
          }
        />
      )}
    </div>
  );
}
