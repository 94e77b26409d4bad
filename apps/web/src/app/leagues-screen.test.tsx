import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeagueSummaryView, LeagueView } from '@crease/game';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, pendingFetch, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

// The league page a create or a join leads to follows the league's live topic.
vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const IPL = 'Indian Premier League 2026';
const OFFICE: LeagueSummaryView = { id: 9, name: 'Office League', competition: IPL, inviteCode: 'K7M2QX9P', members: 2 };
const UPCOMING = [
  sampleMatch({ id: 1, teamA: 'Chennai Super Kings', teamB: 'Mumbai Indians', competition: IPL }),
  sampleMatch({ id: 2, teamA: 'Delhi Capitals', teamB: 'Punjab Kings', competition: IPL }),
  sampleMatch({ id: 3, teamA: 'India', teamB: 'Australia', competition: 'Border-Gavaskar Trophy 2026' }),
  sampleMatch({ id: 4, teamA: 'Nepal', teamB: 'Oman', competition: null }),
];
const leagueView = (summary: LeagueSummaryView): LeagueView => ({
  ...summary,
  creatorId: 7,
  matches: [],
  table: [{ rank: 1, userId: 7, username: 'Asha Rao', totalPoints: 0, perMatch: [] }],
});

function leaguesApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/leagues': [OFFICE], 'GET /api/matches/upcoming': UPCOMING, ...routes });
}

function open(path = '/leagues') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

const createForm = () => within(screen.getByRole('form', { name: 'Create a league' }));
const joinForm = () => within(screen.getByRole('form', { name: 'Join a league' }));

describe('My Leagues', () => {
  it('shows Loading your leagues... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading your leagues...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Leagues', level: 1 })).toBeInTheDocument();
  });

  it('lists the player’s leagues, each leading to its table', async () => {
    leaguesApi();
    open();
    const card = await screen.findByRole('link', { name: /Office League/ });
    expect(card).toHaveAttribute('href', '/leagues/9');
    expect(card).toHaveTextContent(IPL);
    expect(card).toHaveTextContent('2 members');
  });

  it('says when the player is in none', async () => {
    leaguesApi({ 'GET /api/leagues': [] });
    open();
    expect(await screen.findByText('You are in no league yet. Create one for your friends, or join one with its code.')).toBeInTheDocument();
  });

  it('creates a league following a competition of the upcoming matches, then opens it', async () => {
    const made: LeagueSummaryView = { id: 12, name: 'Family Cup', competition: 'Border-Gavaskar Trophy 2026', inviteCode: 'QW3RTY7Z', members: 1 };
    const api = leaguesApi({ 'POST /api/leagues': { status: 201, body: made }, 'GET /api/leagues/12': leagueView(made) });
    const user = open();
    await screen.findByRole('form', { name: 'Create a league' });
    const options = createForm().getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a competition', 'Border-Gavaskar Trophy 2026', IPL]);

    await user.click(createForm().getByRole('button', { name: 'Create league' }));
    expect(createForm().getByRole('alert')).toHaveTextContent('League name is required.');
    await user.type(createForm().getByLabelText('League name'), 'Family Cup');
    await user.click(createForm().getByRole('button', { name: 'Create league' }));
    expect(createForm().getByRole('alert')).toHaveTextContent('Choose the competition your league follows.');
    expect(api.writes()).toEqual([]);

    await user.selectOptions(createForm().getByLabelText('Competition'), 'Border-Gavaskar Trophy 2026');
    await user.click(createForm().getByRole('button', { name: 'Create league' }));
    expect(await screen.findByRole('heading', { name: 'Family Cup', level: 1 })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/leagues', body: { name: 'Family Cup', competition: 'Border-Gavaskar Trophy 2026' } }]);
    expect(screen.getByText('Your league is ready. Invite your friends with its code.')).toBeInTheDocument();
    // A league of one: the invitation comes first.
    expect(await screen.findByRole('region', { name: 'Invite your friends' })).toHaveTextContent('QW3RTY7Z');
  });

  it('shows the server’s refusal of a league', async () => {
    leaguesApi({ 'POST /api/leagues': { status: 409, body: { message: 'You have made 20 leagues, the most one player can.' } } });
    const user = open();
    await screen.findByRole('form', { name: 'Create a league' });
    await user.type(createForm().getByLabelText('League name'), 'One Too Many');
    await user.selectOptions(createForm().getByLabelText('Competition'), IPL);
    await user.click(createForm().getByRole('button', { name: 'Create league' }));
    expect(await createForm().findByText('You have made 20 leagues, the most one player can.')).toBeInTheDocument();
  });

  it('says there is nothing to follow when no upcoming match names a competition', async () => {
    leaguesApi({ 'GET /api/matches/upcoming': [UPCOMING[3]] });
    open();
    expect(await screen.findByText('No upcoming match is part of a competition yet, so there is no series to follow. Check back when fixtures are added.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a league' })).toBeNull();
  });

  it('joins a league by its code, typed as it comes, then opens it', async () => {
    const api = leaguesApi({ 'POST /api/leagues/join': OFFICE, 'GET /api/leagues/9': leagueView(OFFICE) });
    const user = open();
    await screen.findByRole('form', { name: 'Join a league' });
    await user.type(joinForm().getByLabelText('League code'), 'k7m2 qx9p');
    await user.click(joinForm().getByRole('button', { name: 'Join league' }));
    expect(await screen.findByRole('heading', { name: 'Office League', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('You are in Office League.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/leagues/join', body: { code: 'K7M2QX9P' } }]);
  });

  it('says a wrong code is wrong; one that cannot be a code is said without asking', async () => {
    const api = leaguesApi({ 'POST /api/leagues/join': { status: 404, body: { message: 'No league has that code. Check it with the friend who sent it.' } } });
    const user = open();
    await screen.findByRole('form', { name: 'Join a league' });
    await user.type(joinForm().getByLabelText('League code'), 'HELLO');
    await user.click(joinForm().getByRole('button', { name: 'Join league' }));
    expect(joinForm().getByRole('alert')).toHaveTextContent('That is not a league code: a code has 8 letters and numbers, like K7M2QX9P.');
    expect(api.writes()).toEqual([]);
    await user.clear(joinForm().getByLabelText('League code'));
    await user.type(joinForm().getByLabelText('League code'), 'ZZZZZZZZ');
    await user.click(joinForm().getByRole('button', { name: 'Join league' }));
    expect(await joinForm().findByText('No league has that code. Check it with the friend who sent it.')).toBeInTheDocument();
  });

  it('opens a friend’s link with its code ready to join, first on the page', async () => {
    leaguesApi();
    open('/leagues?code=K7M2QX9P');
    expect(await screen.findByText('A friend invited you: join their league with this code.')).toBeInTheDocument();
    expect(joinForm().getByLabelText('League code')).toHaveValue('K7M2QX9P');
    expect(screen.getAllByRole('form', { name: 'Join a league' })).toHaveLength(1);
  });
});
