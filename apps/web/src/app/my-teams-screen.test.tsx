import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, samplePlayer, sampleTeam } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

function open() {
  localStorage.setItem('jwt', makeToken());
  renderApp('/my-team');
}

describe('My Teams', () => {
  it('shows Loading Teams... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading Teams...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Teams', level: 1 })).toBeInTheDocument();
  });

  it('shows each team’s ids, player count, names and match; Edit only while editable', async () => {
    const players = Array.from({ length: 11 }, (_, index) => samplePlayer({ id: 300 + index, name: `Player ${index + 1}` }));
    mockApi({
      'GET /api/my-team': [
        sampleTeam({ id: 12, name: 'T2', contestId: 100, players, playerIds: players.map((player) => player.id), captainId: 300, viceCaptainId: 301, editable: true }),
        sampleTeam({ id: 9, name: 'T1', editable: false }),
      ],
    });
    open();
    const team = within(await screen.findByRole('article', { name: 'T2' }));
    expect(team.getByText('Team ID').nextElementSibling).toHaveTextContent('12');
    expect(team.getByText('Captain ID').nextElementSibling).toHaveTextContent('300 · Player 1');
    expect(team.getByText('Vice Captain ID').nextElementSibling).toHaveTextContent('301 · Player 2');
    expect(team.getByText('Player Count').nextElementSibling).toHaveTextContent('11');
    expect(team.getByText(/Player 1, Player 2, Player 3/)).toBeInTheDocument();
    expect(team.getByText(/India vs Australia/)).toBeInTheDocument();
    expect(team.getByRole('link', { name: 'Edit team T2' })).toHaveAttribute('href', '/contests/100/players?team=12');

    const locked = within(screen.getByRole('article', { name: 'T1' }));
    expect(locked.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(locked.getByText('Locked: the match has started')).toBeInTheDocument();
  });

  it('says No teams created yet. when there are none', async () => {
    mockApi({ 'GET /api/my-team': [] });
    open();
    expect(await screen.findByText('No teams created yet.')).toBeInTheDocument();
  });

  it('shows the server’s message on failure', async () => {
    mockApi({ 'GET /api/my-team': { status: 401, body: { message: 'Log in to see your teams.' } } });
    open();
    expect(await screen.findByText('Log in to see your teams.')).toBeInTheDocument();
  });

  it('says Something went wrong when the failure has no words', async () => {
    mockApi({
      'GET /api/my-team': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    open();
    expect(await screen.findByText('Something went wrong', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
