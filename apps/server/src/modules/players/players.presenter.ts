import type { PlayerView } from '@crease/game';
import type { PlayerRow } from './players.queries.ts';

export function presentPlayer(row: PlayerRow): PlayerView {
  return {
    id: row.id,
    name: row.name,
    team: row.team,
    role: row.role,
    credit: row.credit,
    points: row.points,
    playingStatus: row.playingStatus,
    imageUrl: row.imageUrl,
    matchId: row.matchId,
    match: { id: row.matchId },
    registryId: row.registryId,
  };
}
