import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleMatch, samplePlayer } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

async function openCreateMatch() {
  localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
  renderApp('/admin/create-match');
  await screen.findByRole('heading', { name: 'Create New Match', level: 1 });
  return userEvent.setup();
}

const matchForm = () => within(screen.getByRole('form', { name: 'Create New Match' }));
const setStart = (value: string) => fireEvent.change(matchForm().getByLabelText('Start date and time'), { target: { value } });

describe('Create New Match', () => {
  it('asks for Team A, Team B, the start and the type, T20 by default', async () => {
    mockApi({});
    await openCreateMatch();
    const form = matchForm();
    expect(form.getByLabelText('Team A')).toHaveValue('');
    expect(form.getByLabelText('Team B')).toHaveValue('');
    expect(form.getByLabelText('Start date and time')).toHaveAttribute('type', 'datetime-local');
    const type = form.getByLabelText('Match type');
    expect(type).toHaveValue('T20');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['T20', 'ODI', 'TEST']);
    expect(form.getByRole('button', { name: 'Create Match' })).toBeEnabled();
  });

  it('sends the match with its start in UTC, says Match created! and resets to the defaults', async () => {
    const api = mockApi({ 'POST /api/matches': { status: 201, body: sampleMatch() } });
    const user = await openCreateMatch();
    const form = matchForm();
    await user.type(form.getByLabelText('Team A'), 'India');
    await user.type(form.getByLabelText('Team B'), 'Australia');
    setStart('2030-01-15T19:30');
    await user.selectOptions(form.getByLabelText('Match type'), 'ODI');
    await user.click(form.getByRole('button', { name: 'Create Match' }));

    expect(await screen.findByText('Match created!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/matches',
        body: { teamA: 'India', teamB: 'Australia', startTime: new Date('2030-01-15T19:30').toISOString(), matchType: 'ODI', venue: null, event: null },
      },
    ]);
    expect(form.getByLabelText('Team A')).toHaveValue('');
    expect(form.getByLabelText('Team B')).toHaveValue('');
    expect(form.getByLabelText('Start date and time')).toHaveValue('');
    expect(form.getByLabelText('Match type')).toHaveValue('T20');
  });

  it('shows the server’s message with a cross mark under the form, and keeps what was typed', async () => {
    mockApi({ 'POST /api/matches': { status: 400, body: { message: 'The start time must be in the future.' } } });
    const user = await openCreateMatch();
    const form = matchForm();
    await user.type(form.getByLabelText('Team A'), 'India');
    await user.type(form.getByLabelText('Team B'), 'Australia');
    setStart('2030-01-15T19:30');
    await user.click(form.getByRole('button', { name: 'Create Match' }));

    const message = await form.findByText('❌ The start time must be in the future.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(form.getByLabelText('Team A')).toHaveValue('India');
  });

  it('names what is missing or wrong, in the server’s words, and sends nothing', async () => {
    const api = mockApi({});
    const user = await openCreateMatch();
    const form = matchForm();
    await user.click(form.getByRole('button', { name: 'Create Match' }));
    expect(form.getByText('❌ Choose the date and time the match starts.')).toBeInTheDocument();

    setStart('2030-01-15T19:30');
    await user.type(form.getByLabelText('Team A'), 'India');
    await user.type(form.getByLabelText('Team B'), 'india');
    await user.click(form.getByRole('button', { name: 'Create Match' }));
    expect(form.getByText('❌ Team B must be a different side from Team A.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});

describe('Import a real match (Cricsheet)', () => {
  const importForm = () => within(screen.getByRole('form', { name: 'Import a real match' }));
  const chooseFile = (contents: string, name = 'match.json') =>
    fireEvent.change(importForm().getByLabelText('Cricsheet match file'), { target: { files: [new File([contents], name, { type: 'application/json' })] } });

  it('sends the parsed file with the chosen start, and shows the match and its player count', async () => {
    const match = sampleMatch({ id: 9, teamA: 'India', teamB: 'South Africa' });
    const api = mockApi({
      'POST /api/admin/matches/import': { status: 201, body: { match, players: [samplePlayer({ id: 1 }), samplePlayer({ id: 2 }), samplePlayer({ id: 3 })] } },
    });
    const user = await openCreateMatch();
    chooseFile(JSON.stringify({ meta: {}, info: { teams: ['India', 'South Africa'] }, innings: [] }));
    fireEvent.change(importForm().getByLabelText('Start date and time'), { target: { value: '2030-02-01T14:00' } });
    await user.click(importForm().getByRole('button', { name: 'Import Match' }));

    expect(await importForm().findByText(/Imported India vs South Africa \(T20\)/)).toBeInTheDocument();
    expect(importForm().getByText(/3 players added/)).toBeInTheDocument();
    expect(importForm().getByRole('link', { name: 'Review the players' })).toHaveAttribute('href', '/admin/players?matchId=9');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/matches/import',
        body: { startTime: new Date('2030-02-01T14:00').toISOString(), cricsheet: { meta: {}, info: { teams: ['India', 'South Africa'] }, innings: [] } },
      },
    ]);
  });

  it('says in words when the file is not JSON, or not a Cricsheet match, and sends nothing', async () => {
    const api = mockApi({});
    const user = await openCreateMatch();
    fireEvent.change(importForm().getByLabelText('Start date and time'), { target: { value: '2030-02-01T14:00' } });

    chooseFile('<html>not json</html>', 'scorecard.json');
    await user.click(importForm().getByRole('button', { name: 'Import Match' }));
    expect(await importForm().findByText('❌ scorecard.json is not readable JSON. Choose a Cricsheet match file in JSON format (.json).')).toBeInTheDocument();

    chooseFile('{"teams": []}', 'other.json');
    await user.click(importForm().getByRole('button', { name: 'Import Match' }));
    expect(await importForm().findByText('❌ other.json is JSON but not a Cricsheet match: it has no "info" section.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('shows the server’s reason when it refuses the file', async () => {
    mockApi({ 'POST /api/admin/matches/import': { status: 400, body: { message: 'The file has no squads (info.players).' } } });
    const user = await openCreateMatch();
    chooseFile('{"info": {}}');
    fireEvent.change(importForm().getByLabelText('Start date and time'), { target: { value: '2030-02-01T14:00' } });
    await user.click(importForm().getByRole('button', { name: 'Import Match' }));
    await waitFor(() => expect(importForm().getByText('❌ The file has no squads (info.players).')).toBeInTheDocument());
  });
});
