import { TEAM_RULES, type MatchPlayerView, type PlayerRole, type PlayerView, type TeamPick } from '@crease/game';

/** The picker's four role tabs, in the order fantasy apps show them. */
export const ROLE_TABS: readonly { role: PlayerRole; short: string; plural: string }[] = [
  { role: 'Wicketkeeper', short: 'WK', plural: 'Wicketkeepers' },
  { role: 'Batsman', short: 'BAT', plural: 'Batsmen' },
  { role: 'Allrounder', short: 'AR', plural: 'All-Rounders' },
  { role: 'Bowler', short: 'BOWL', plural: 'Bowlers' },
];

/** Spec section 5, word for word. */
export const TWELFTH_PICK_REFUSED = 'You can only select 11 players.';
export const TEAM_INCOMPLETE = 'Select exactly 11 players, one Captain and one Vice-Captain.';

export interface Pick extends TeamPick {
  playerIds: number[];
  captainId: number | null;
  viceCaptainId: number | null;
}

/** A pick ready to send: both leaders chosen. */
export interface CompletePick {
  playerIds: number[];
  captainId: number;
  viceCaptainId: number;
}

export const EMPTY_PICK: Pick = { playerIds: [], captainId: null, viceCaptainId: null };

export type PickAction = { type: 'toggle'; id: number } | { type: 'captain'; id: number } | { type: 'viceCaptain'; id: number };

/**
 * How a pick changes. A twelfth player is not added (the picker says why). Dropping a player
 * drops their armband; one player cannot be both Captain and Vice-Captain, so choosing one
 * for the other's player moves it, as fantasy apps do.
 */
export function pickReducer(pick: Pick, action: PickAction): Pick {
  switch (action.type) {
    case 'toggle': {
      if (pick.playerIds.includes(action.id)) {
        return {
          playerIds: pick.playerIds.filter((id) => id !== action.id),
          captainId: pick.captainId === action.id ? null : pick.captainId,
          viceCaptainId: pick.viceCaptainId === action.id ? null : pick.viceCaptainId,
        };
      }
      if (pick.playerIds.length >= TEAM_RULES.size) return pick;
      return { ...pick, playerIds: [...pick.playerIds, action.id] };
    }
    case 'captain':
      return { ...pick, captainId: action.id, viceCaptainId: pick.viceCaptainId === action.id ? null : pick.viceCaptainId };
    case 'viceCaptain':
      return { ...pick, viceCaptainId: action.id, captainId: pick.captainId === action.id ? null : pick.captainId };
  }
}

/** Credits as a label: '9.5 pts' (the spec shows credit as 'pts'; 0 when absent). */
export function creditLabel(credit: number | null | undefined): string {
  return `${credit ?? 0} pts`;
}

/**
 * A side's name short enough for a card or the summary: short names as they are ('India'),
 * longer ones as their initials ('Chennai Super Kings' → 'CSK') or first three letters
 * ('Afghanistan' → 'AFG').
 */
export function sideCode(side: string): string {
  const name = side.trim();
  if (name.length <= 10) return name;
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1) return words.map((word) => Array.from(word)[0]!.toUpperCase()).join('').slice(0, 4);
  return name.slice(0, 3).toUpperCase();
}

/**
 * A player as the picker shows them: the squad's fields, and where the API gives them the
 * crowd's picks (percent, null while hidden), their form and the announced line-up.
 */
export type PickerPlayer = PlayerView & {
  selectedBy?: MatchPlayerView['selectedBy'];
  captainBy?: MatchPlayerView['captainBy'];
  viceCaptainBy?: MatchPlayerView['viceCaptainBy'];
  seriesPoints?: MatchPlayerView['seriesPoints'];
  lastPoints?: MatchPlayerView['lastPoints'];
  lineup?: MatchPlayerView['lineup'];
};

/** A crowd's share as the picker shows it: '45.2%', or a dash while it is not shown. */
export const percentLabel = (percent: number | null | undefined) => (percent === null || percent === undefined ? '–' : `${percent.toFixed(1)}%`);

export const PICKER_SORTS = [
  { value: 'credits', label: 'Credits' },
  { value: 'points', label: 'Points' },
  { value: 'selectedBy', label: 'Selected by' },
] as const;
export type PickerSort = (typeof PICKER_SORTS)[number]['value'];

const byName = (a: PickerPlayer, b: PickerPlayer) => a.name.localeCompare(b.name);

/** The order of a role's players: most credits, series points or crowd first; ties by name. */
export function sortPlayers(players: readonly PickerPlayer[], sort: PickerSort): PickerPlayer[] {
  const key = (player: PickerPlayer) => (sort === 'credits' ? player.credit : sort === 'points' ? (player.seriesPoints ?? 0) : (player.selectedBy ?? -1));
  return [...players].sort((a, b) => key(b) - key(a) || byName(a, b));
}
