import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, sampleEntry, samplePlayer, sampleTeam } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const PLAYERS = [
  samplePlayer({ id: 1, name: 'Rishabh Pant', role: 'Wicketkeeper', team: 'India', credit: 9, points: 20 }),
  samplePlayer({ id: 2, name: 'Virat Kohli', role: 'Batsman', team: 'India', credit: 10.5, points: 40, imageUrl: 'https://img.example/virat.png' }),
  samplePlayer({ id: 3, name: 'Glenn Maxwell', role: 'Allrounder', team: 'Australia', credit: 9.5, points: 10 }),
  samplePlayer({ id: 4, name: 'Pat Cummins', role: 'Bowler', team: 'Australia', credit: 9, points: 0 }),
];

function open(path = '/team/preview/1') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

describe('Team Preview', () => {
  it('shows a loading line under the title meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByRole('heading', { name: 'Team Preview', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading team preview...')).toBeInTheDocument();
  });

  it('lays the team out by role with C and VC, role, side, points, credit and the credits used out of 100', async () => {
    mockApi({ 'GET /api/team/preview/1': { teamId: 5, players: PLAYERS, captainId: 2, viceCaptainId: 3 } });
    open();
    const batsmen = within(await screen.findByRole('region', { name: 'Batsmen' }));
    const virat = batsmen.getByText('Virat Kohli').closest('li')!;
    expect(within(virat).getByTitle('Captain')).toHaveTextContent('C');
    expect(within(virat).getByText('Batsman · India')).toBeInTheDocument();
    expect(within(virat).getByText('40 points')).toBeInTheDocument();
    expect(within(virat).getByText('Credit 10.5 pts')).toBeInTheDocument();
    expect(within(virat).getByRole('img', { name: 'Virat Kohli' })).toHaveAttribute('src', 'https://img.example/virat.png');

    const maxwell = within(screen.getByRole('region', { name: 'All-Rounders' })).getByText('Glenn Maxwell').closest('li')!;
    expect(within(maxwell).getByTitle('Vice-Captain')).toHaveTextContent('VC');
    expect(within(maxwell).getByText('All-Rounder · Australia')).toBeInTheDocument();
    // No photo: the default avatar.
    expect(within(maxwell).getByRole('img', { name: 'Glenn Maxwell (default player image)' })).toBeInTheDocument();

    expect(screen.getByText('Credits used').nextElementSibling).toHaveTextContent('38 / 100');
    // 20 + 40×2 + 10×1.5 + 0
    expect(screen.getByText('Team points').nextElementSibling).toHaveTextContent('115');
  });

  it('shows the team named by ?team= rather than the latest', async () => {
    const api = mockApi({ 'GET /api/user-teams/8': sampleTeam({ id: 8, players: PLAYERS, captainId: 4, viceCaptainId: 1 }) });
    open('/team/preview/1?team=8');
    const cummins = (await screen.findByText('Pat Cummins')).closest('li')!;
    expect(within(cummins).getByTitle('Captain')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/team/preview'))).toBe(false);
  });

  it('says Failed to load team preview. when there is no team, with the reason', async () => {
    mockApi({ 'GET /api/team/preview/1': { status: 404, body: { message: 'You have no team for this match yet.' } } });
    open();
    expect(await screen.findByText(/Failed to load team preview\./)).toHaveTextContent('Failed to load team preview. You have no team for this match yet.');
  });

  it('goes one step back on Back', async () => {
    mockApi({
      'GET /join/my-contests/details': [sampleEntry({ matchId: 1, teamId: 5 })],
      'GET /api/user-teams/5': sampleTeam({ id: 5, players: PLAYERS, captainId: 2, viceCaptainId: 3 }),
    });
    const user = open('/my-joined-contests');
    await user.click(await screen.findByRole('link', { name: 'Preview Team' }));
    await screen.findByText('Virat Kohli');
    // The app bar's Back and the page's own, as the spec places it under the team.
    const [, pageBack] = screen.getAllByRole('button', { name: 'Back' });
    await user.click(pageBack!);
    expect(await screen.findByRole('heading', { name: 'My Joined Contests', level: 1 })).toBeInTheDocument();
  });

  it('goes to the profile on Confirm', async () => {
    mockApi({
      'GET /api/team/preview/1': { teamId: 5, players: PLAYERS, captainId: 2, viceCaptainId: 3 },
      'GET /api/user/profile': { name: 'Asha Rao', email: 'asha@example.com', joinedContests: 1, walletBalance: 451 },
      'GET /api/wallet/transactions': [],
    });
    const user = open();
    await screen.findByText('Virat Kohli');
    await user.click(screen.getByRole('link', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'User Profile', level: 1 })).toBeInTheDocument();
  });
});
