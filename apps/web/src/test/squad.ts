import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PlayerView } from '@crease/game';
import { samplePlayer } from './mock-api.ts';

const ROLES = { WK: 'Wicketkeeper', BAT: 'Batsman', AR: 'Allrounder', BOWL: 'Bowler' } as const;
type Short = keyof typeof ROLES;
const COUNTS: Record<Short, number> = { WK: 2, BAT: 5, AR: 3, BOWL: 5 };

/** Two squads of match 1; each player's name says their side and role ('India BAT 2'), every credit 9. */
export function sampleSquad(matchId = 1): PlayerView[] {
  const players: PlayerView[] = [];
  let id = 1;
  for (const side of ['India', 'Australia']) {
    for (const short of Object.keys(ROLES) as Short[]) {
      for (let n = 1; n <= COUNTS[short]; n += 1) {
        players.push(samplePlayer({ id: id++, name: `${side} ${short} ${n}`, team: side, role: ROLES[short], credit: 9, matchId }));
      }
    }
  }
  return players;
}

/** A valid 11 of `sampleSquad`: 1 WK, 4 BAT, 2 AR from India, 4 BOWL from Australia; 99 credits. */
export const VALID_XI = ['India WK 1', 'India BAT 1', 'India BAT 2', 'India BAT 3', 'India BAT 4', 'India AR 1', 'India AR 2', 'Australia BOWL 1', 'Australia BOWL 2', 'Australia BOWL 3', 'Australia BOWL 4'];

const roleTab = (short: string) => screen.getByRole('tab', { name: new RegExp(`^${short} \\(`) });

/** Picks the eleven in the picker, then India BAT 1 as Captain and Australia BOWL 1 as Vice-Captain. */
export async function pickValidTeam(user: UserEvent): Promise<void> {
  await screen.findByRole('tab', { name: /^WK/ });
  for (const name of VALID_XI) {
    await user.click(roleTab(name.split(' ')[1]!));
    await user.click(screen.getByRole('button', { name }));
  }
  await user.click(roleTab('BAT'));
  await user.click(within(screen.getByRole('group', { name: 'Captain or Vice-Captain: India BAT 1' })).getByRole('radio', { name: /^Captain/ }));
  await user.click(roleTab('BOWL'));
  await user.click(within(screen.getByRole('group', { name: 'Captain or Vice-Captain: Australia BOWL 1' })).getByRole('radio', { name: /^Vice-Captain/ }));
}
