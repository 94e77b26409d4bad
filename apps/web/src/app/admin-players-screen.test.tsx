import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pagedReply, sampleMatch, samplePlayer } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const MATCHES = [sampleMatch({ id: 1, teamA: 'India', teamB: 'Australia' }), sampleMatch({ id: 2, teamA: 'England', teamB: 'New Zealand' })];

/** A small in-memory player store behind the mocked API, so reloads show what changed. */
function playerApi(initial: PlayerView[], overrides: Parameters<typeof mockApi>[0] = {}) {
  let players = [...initial];
  let nextId = 500;
  return mockApi({
    'GET /api/matches': MATCHES,
    'GET /api/players': ({ url }) => {
      const matchId = url.searchParams.get('matchId');
      return matchId ? players.filter((player) => player.matchId === Number(matchId)) : players;
    },
    'POST /api/players': ({ body }) => {
      const created = samplePlayer({ ...(body as Partial<PlayerView>), id: nextId++ });
      players = [...players, created];
      return { status: 201, body: created };
    },
    ...overrides,
    ...Object.fromEntries(
      initial.map((player) => [
        `PUT /api/players/${player.id}`,
        overrides[`PUT /api/players/${player.id}`] ??
          (({ body }: { body: unknown }) => {
            const updated = { ...players.find((p) => p.id === player.id)!, ...(body as Partial<PlayerView>) };
            players = players.map((p) => (p.id === player.id ? updated : p));
            return updated;
          }),
      ]),
    ),
  });
}

async function openPlayers(path = '/admin/players') {
  localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
  renderApp(path);
  await screen.findByRole('heading', { name: 'Player Management', level: 1 });
  return userEvent.setup();
}

const form = () => within(screen.getByRole('form', { name: /Add player|Edit player/ }));
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('Player Management', () => {
  it('lists the players a page at a time, counting those read while more follow, and every match in the picker however many there are', async () => {
    const matches = Array.from({ length: 230 }, (_, index) => sampleMatch({ id: index + 1, teamA: `Side ${index + 1}`, teamB: 'Rivals' }));
    const players = [1, 2, 3].map((id) => samplePlayer({ id, name: `Player ${id}`, matchId: 1 }));
    const api = mockApi({ 'GET /api/matches': ({ url }) => pagedReply(matches, url, { pageSize: 200, counted: true }), 'GET /api/players': ({ url }) => pagedReply(players, url, { pageSize: 2 }) });
    const user = await openPlayers();
    expect(await screen.findByText('2+ players')).toBeInTheDocument();
    expect(screen.queryByText('Player 3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Player 3')).toBeInTheDocument();
    expect(screen.getByText('3 players')).toBeInTheDocument();
    // The picker holds all 230 matches, read in two pages of 200 at most.
    await waitFor(() => expect(within(screen.getByLabelText('Show players of')).getAllByRole('option')).toHaveLength(231));
    expect(api.calls.filter((call) => call.path.startsWith('/api/matches')).map((call) => call.path)).toEqual(['/api/matches?limit=200', '/api/matches?limit=200&before=200']);
  });

  it('lists the players with their status in colour and a default image when there is none', async () => {
    playerApi([
      samplePlayer({ id: 1, name: 'Virat Kohli', playingStatus: true }),
      samplePlayer({ id: 2, name: 'Pat Cummins', team: 'Australia', role: 'Allrounder', playingStatus: false, imageUrl: 'https://img.example/pc.png' }),
    ]);
    await openPlayers();
    await screen.findByText('Virat Kohli');
    const kohli = within(rowOf('Virat Kohli'));
    expect(kohli.getByText('Playing')).toBeInTheDocument();
    expect(kohli.getByRole('img', { name: 'Virat Kohli (default player image)' })).toBeInTheDocument();
    // The button says what it does; its name says to whom too.
    expect(kohli.getByRole('button', { name: 'Set Not Playing: Virat Kohli' })).toHaveTextContent('Set Not Playing');
    const cummins = within(rowOf('Pat Cummins'));
    expect(cummins.getByText('Not Playing')).toBeInTheDocument();
    expect(cummins.getByText('All-Rounder')).toBeInTheDocument();
    expect(cummins.getByRole('img', { name: 'Pat Cummins' })).toHaveAttribute('src', 'https://img.example/pc.png');
    expect(cummins.getByRole('button', { name: 'Set Playing: Pat Cummins' })).toHaveTextContent('Set Playing');
  });

  it('offers the four roles under a blank placeholder, and the chosen match’s two sides as teams', async () => {
    playerApi([]);
    const user = await openPlayers();
    await screen.findByText('No players yet. Add them with the form.');
    const role = form().getByLabelText('Role');
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['-- Select Role --', 'Batsman', 'Bowler', 'Wicketkeeper', 'All-Rounder']);
    expect(role).toHaveValue('');
    expect(form().getByLabelText('Team')).toBeDisabled();
    await user.selectOptions(form().getByLabelText('Match'), '2');
    const team = form().getByLabelText('Team');
    expect(team).toBeEnabled();
    expect(within(team).getAllByRole('option').map((option) => option.textContent)).toEqual(['-- Select Team --', 'England', 'New Zealand']);
  });

  it('shows one match’s players when the filter is set, and a new player starts on that match', async () => {
    playerApi([samplePlayer({ id: 1, name: 'Virat Kohli' }), samplePlayer({ id: 2, name: 'Joe Root', team: 'England', matchId: 2 })]);
    const user = await openPlayers();
    await screen.findByText('Joe Root');
    expect(screen.getByText('Virat Kohli')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show players of'), '2');
    await waitFor(() => expect(screen.queryByText('Virat Kohli')).toBeNull());
    expect(screen.getByText('Joe Root')).toBeInTheDocument();
    expect(form().getByLabelText('Match')).toHaveValue('2');
    expect(form().getByLabelText('Team')).toBeEnabled();
  });

  it('adds a player, reloads the list and returns to a blank form', async () => {
    const api = playerApi([]);
    const user = await openPlayers('/admin/players?matchId=1');
    await screen.findByText('No players for this match yet. Add them with the form.');
    expect(form().getByLabelText('Match')).toHaveValue('1');
    await user.type(form().getByLabelText('Name'), 'Jasprit Bumrah');
    await user.selectOptions(form().getByLabelText('Team'), 'India');
    await user.selectOptions(form().getByLabelText('Role'), 'Bowler');
    await user.type(form().getByLabelText('Credit'), '9.5');
    await user.click(form().getByRole('button', { name: 'Add Player' }));

    expect(await screen.findByRole('rowheader', { name: /Jasprit Bumrah/ })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/players',
        body: { name: 'Jasprit Bumrah', team: 'India', role: 'Bowler', credit: 9.5, points: 0, matchId: 1, imageUrl: null, match: { id: 1 } },
      },
    ]);
    expect(form().getByLabelText('Name')).toHaveValue('');
    expect(form().getByLabelText('Role')).toHaveValue('');
  });

  it('edits a player: Edit fills the form, saving sends PUT, then the form is blank again in add mode', async () => {
    const api = playerApi([samplePlayer({ id: 1, name: 'Virat Kohli', credit: 10, points: 12 })]);
    const user = await openPlayers();
    await screen.findByText('Virat Kohli');
    await user.click(screen.getByRole('button', { name: 'Edit Virat Kohli' }));

    expect(screen.getByRole('form', { name: 'Edit player' })).toBeInTheDocument();
    expect(form().getByLabelText('Name')).toHaveValue('Virat Kohli');
    expect(form().getByLabelText('Credit')).toHaveValue(10);
    expect(form().getByLabelText('Team')).toHaveValue('India');
    await user.clear(form().getByLabelText('Credit'));
    await user.type(form().getByLabelText('Credit'), '10.5');
    await user.click(form().getByRole('button', { name: 'Update Player' }));

    await waitFor(() => expect(screen.getByRole('form', { name: 'Add player' })).toBeInTheDocument());
    expect(form().getByLabelText('Name')).toHaveValue('');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/players/1',
        body: { name: 'Virat Kohli', team: 'India', role: 'Batsman', credit: 10.5, points: 12, matchId: 1, imageUrl: null, match: { id: 1 } },
      },
    ]);
    expect(await within(rowOf('Virat Kohli')).findByText('10.5')).toBeInTheDocument();
  });

  it('shows a failed save’s message under the form', async () => {
    playerApi([samplePlayer({ id: 1, name: 'Virat Kohli' })], {
      'PUT /api/players/1': { status: 400, body: { message: 'Team must be India or Australia.' } },
    });
    const user = await openPlayers();
    await screen.findByText('Virat Kohli');
    await user.click(screen.getByRole('button', { name: 'Edit Virat Kohli' }));
    await user.click(form().getByRole('button', { name: 'Update Player' }));
    const message = await form().findByText('Team must be India or Australia.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('form', { name: 'Edit player' })).toBeInTheDocument();
  });

  it('says Something went wrong when the call fails without a message (no connection)', async () => {
    playerApi([samplePlayer({ id: 1, name: 'Virat Kohli' })], {
      'PUT /api/players/1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = await openPlayers();
    await screen.findByText('Virat Kohli');
    await user.click(screen.getByRole('button', { name: 'Edit Virat Kohli' }));
    await user.click(form().getByRole('button', { name: 'Update Player' }));
    expect(await form().findByText('Something went wrong')).toBeInTheDocument();
  });

  it('checks the fields with the server’s rules before sending', async () => {
    const api = playerApi([]);
    const user = await openPlayers('/admin/players?matchId=1');
    await screen.findByText('No players for this match yet. Add them with the form.');
    await user.type(form().getByLabelText('Name'), 'Jasprit Bumrah');
    await user.selectOptions(form().getByLabelText('Team'), 'India');
    await user.selectOptions(form().getByLabelText('Role'), 'Bowler');
    await user.type(form().getByLabelText('Credit'), '13');
    await user.click(form().getByRole('button', { name: 'Add Player' }));
    expect(form().getByText('Credit must be between 4 and 12.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('deletes a player after the confirmation in the app’s dialog, and not without it', async () => {
    let players = [samplePlayer({ id: 1, name: 'Virat Kohli' })];
    const api = mockApi({
      'GET /api/matches': MATCHES,
      'GET /api/players': () => players,
      'DELETE /api/players/1': () => {
        players = [];
        return { status: 204 };
      },
    });
    const user = await openPlayers();
    await screen.findByText('Virat Kohli');

    await user.click(screen.getByRole('button', { name: 'Delete Virat Kohli' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this player?' });
    expect(dialog).toHaveTextContent('Virat Kohli');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Virat Kohli' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Virat Kohli' }));
    expect(await screen.findByText('No players yet. Add them with the form.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/players/1', body: undefined }]);
  });

  it('says Failed to delete player when the delete fails', async () => {
    mockApi({ 'GET /api/matches': MATCHES, 'GET /api/players': [samplePlayer({ id: 1, name: 'Virat Kohli' })], 'DELETE /api/players/1': { status: 404, body: { message: 'No such player.' } } });
    const user = await openPlayers();
    await screen.findByText('Virat Kohli');
    await user.click(screen.getByRole('button', { name: 'Delete Virat Kohli' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Virat Kohli' }));
    expect(await within(dialog).findByText('Failed to delete player')).toBeInTheDocument();
  });

  it('sets a player playing with the opposite of the current status, and reloads', async () => {
    let player = samplePlayer({ id: 1, name: 'Virat Kohli', playingStatus: false });
    const api = mockApi({
      'GET /api/matches': MATCHES,
      'GET /api/players': () => [player],
      'PUT /api/players/1/status': ({ url }) => {
        player = { ...player, playingStatus: url.searchParams.get('playing') === 'true' };
        return player;
      },
    });
    const user = await openPlayers();
    await screen.findByText('Virat Kohli');
    await user.click(screen.getByRole('button', { name: 'Set Playing: Virat Kohli' }));
    expect(await within(rowOf('Virat Kohli')).findByText('Playing')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/players/1/status?playing=true', body: undefined }]);
    await user.click(screen.getByRole('button', { name: 'Set Not Playing: Virat Kohli' }));
    expect(await within(rowOf('Virat Kohli')).findByText('Not Playing')).toBeInTheDocument();
    expect(api.writes()[1]?.path).toBe('/api/players/1/status?playing=false');
  });

  it('says Failed to update status when the change fails', async () => {
    mockApi({ 'GET /api/matches': MATCHES, 'GET /api/players': [samplePlayer({ id: 1 })], 'PUT /api/players/1/status': { status: 400, body: { message: 'nope' } } });
    const user = await openPlayers();
    await user.click(await screen.findByRole('button', { name: /^Set Playing: / }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    mockApi({});
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_USER' }));
    renderApp('/admin/players');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
  });
});
