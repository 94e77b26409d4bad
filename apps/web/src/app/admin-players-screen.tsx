import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PlayerView } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { LoadMore } from '../components/ui/LoadMore.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { MatchFilterField } from '../features/matches/components/MatchFilterField.tsx';
import { useAllMatches } from '../features/matches/hooks/use-matches.ts';
import { PlayerForm } from '../features/players/components/PlayerForm.tsx';
import { PlayerTable } from '../features/players/components/PlayerTable.tsx';
import { usePlayers, useRefreshPlayers } from '../features/players/hooks/use-players.ts';
import { errorMessage } from '../lib/api-client.ts';
import { matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { listCountText } from '../lib/paged-list.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './screen.module.css';

/** `/admin/players`: add and edit players, set the playing XI; one match at a time or all. */
export default function AdminPlayersScreen() {
  useDocumentTitle('Player Management');
  return (
    <RequireAdmin>
      <PlayerManagement />
    </RequireAdmin>
  );
}

function PlayerManagement() {
  const [params, setParams] = useSearchParams();
  const matchId = positiveId(params.get('matchId'));
  const matches = useAllMatches();
  const players = usePlayers(matchId);
  const refreshPlayers = useRefreshPlayers();
  const [editing, setEditing] = useState<PlayerView | null>(null);
  // A new key gives a fresh form: after a save, after Cancel, when another player is chosen, and
  // (in add mode) when the filter changes, so a new player starts on the match being looked at.
  const [formVersion, setFormVersion] = useState(0);

  const titleOf = (id: number) => {
    const match = matches.data?.find((candidate) => candidate.id === id);
    return match ? matchTitle(match) : `Match ${id}`;
  };

  const startEdit = (player: PlayerView) => {
    setEditing(player);
    setFormVersion((version) => version + 1);
    document.getElementById('player-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const backToAdd = () => {
    setEditing(null);
    setFormVersion((version) => version + 1);
  };

  const chooseMatch = (value: string) => setParams(value ? { matchId: value } : {}, { replace: true });

  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Admin" title="Player Management">
        <p>Add each match&rsquo;s players with their side, role and credit, and mark who is in the playing XI.</p>
      </PageHeader>

      <div className={styles.toolbar}>
        <MatchFilterField label="Show players of" matches={matches.data} matchId={matchId} onChange={chooseMatch} />
      </div>
      {matches.isError && <StatusLine tone="error">{`❌ ${errorMessage(matches.error, 'Failed to load matches')}`}</StatusLine>}

      <div className={styles.stackedSections}>
        <div id="player-form" className={styles.anchor}>
          <Panel title={editing ? 'Edit player' : 'Add a player'}>
            {matches.isPending ? (
              <StatusLine tone="loading">Loading matches...</StatusLine>
            ) : (
              <PlayerForm
                key={editing ? `edit-${editing.id}-${formVersion}` : `new-${matchId ?? 'any'}-${formVersion}`}
                matches={matches.data ?? []}
                editing={editing}
                defaultMatchId={matchId}
                onSaved={() => {
                  backToAdd();
                  void refreshPlayers();
                }}
                onCancelEdit={backToAdd}
              />
            )}
          </Panel>
        </div>

        <Panel title="Players" aside={players.isSuccess && <span className={styles.count}>{listCountText(players, 'player')}</span>}>
          {players.isPending ? (
            <StatusLine tone="loading">Loading players...</StatusLine>
          ) : players.isLoadingError ? (
            <StatusLine tone="error">Failed to load players.</StatusLine>
          ) : players.items.length === 0 ? (
            <StatusLine tone="empty">{matchId ? 'No players for this match yet. Add them with the form.' : 'No players yet. Add them with the form.'}</StatusLine>
          ) : (
            <>
              <PlayerTable
                players={players.items}
                matchTitleOf={matchId ? undefined : titleOf}
                editingId={editing?.id ?? null}
                onEdit={startEdit}
                onChanged={(deletedId) => {
                  if (deletedId !== undefined && deletedId === editing?.id) backToAdd();
                  void refreshPlayers();
                }}
              />
              <LoadMore list={players} failed="Failed to load more players." />
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}
