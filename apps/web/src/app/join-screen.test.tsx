import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { joinedContestsRoute, mockApi, pendingFetch, samplePrivateContest, sampleEntry } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

/** Meena's contest, seen by Asha (user 7), who has not joined it. */
const INVITED = samplePrivateContest({ id: 300, creatorId: 12, creatorName: 'Meena Iyer', entries: 2 });

function joinApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/contests/invite/K7M2QX9P': INVITED,
    'GET /join/my-contests/details': [],
    'GET /api/team/preview/1': { status: 404, body: { message: 'You have no team for this match yet.' } },
    ...routes,
  });
}

function open(path = '/join/K7M2QX9P') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

describe('a friend’s invitation, /join/{code}', () => {
  it('shows Loading contest... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading contest...')).toBeInTheDocument();
  });

  it('opens the contest the code names: who invited, the match, the fee, the spots and the prizes', async () => {
    const api = joinApi();
    open();
    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Meena Iyer invited you to a private contest.')).toBeInTheDocument();
    const header = within(screen.getByRole('region', { name: 'Contest' }));
    expect(header.getByText(/India vs Australia/)).toBeInTheDocument();
    expect(header.getByText('₹100.00')).toBeInTheDocument();
    expect(header.getByText('2 spots left · 2 joined')).toBeInTheDocument();
    const prizes = within(screen.getByRole('region', { name: 'Prizes: Top 3' }));
    expect(prizes.getByText('50%, 30% and 20% to the top three teams.')).toBeInTheDocument();
    expect(prizes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#1₹180.00', '#2₹108.00', '#3₹72.00']);
    expect(api.writes()).toEqual([]);
  });

  it('leads into the picker for that contest, carrying the code', async () => {
    joinApi();
    open();
    const pick = await screen.findByRole('link', { name: 'Pick your team' });
    expect(pick).toHaveAttribute('href', '/contests/300/players?inviteCode=K7M2QX9P');
  });

  it('offers to join with the team the player already has for the match', async () => {
    joinApi({ 'GET /api/team/preview/1': { teamId: 5, players: [], captainId: 1, viceCaptainId: 2 } });
    open();
    expect(await screen.findByRole('link', { name: 'Join with a team' })).toHaveAttribute('href', '/contests/300/players?inviteCode=K7M2QX9P');
  });

  it('reads a code as typed: any case, spaces between its groups', async () => {
    const api = joinApi();
    open('/join/k7m2%20qx9p');
    expect(await screen.findByRole('link', { name: 'Pick your team' })).toHaveAttribute('href', '/contests/300/players?inviteCode=K7M2QX9P');
    expect(api.calls.some((call) => call.path === '/api/contests/invite/K7M2QX9P')).toBe(true);
  });

  it('takes someone already in it to the contest', async () => {
    joinApi({ 'GET /join/my-contests/details': [sampleEntry({ contestId: 300 })] });
    open();
    expect(await screen.findByText('You are in this contest.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View contest' })).toHaveAttribute('href', '/contests/300');
    expect(screen.queryByRole('link', { name: 'Pick your team' })).toBeNull();
  });

  it('asks only about this contest’s entries, so an entry made long ago still counts', async () => {
    // The entry is the oldest of 80: past the first page of everything the player has joined.
    const older = Array.from({ length: 79 }, (_, index) => sampleEntry({ entryId: 1000 - index, contestId: 500 + index }));
    const api = joinApi({ 'GET /join/my-contests/details': joinedContestsRoute([...older, sampleEntry({ entryId: 1, contestId: 300 })]) });
    open();
    expect(await screen.findByText('You are in this contest.')).toBeInTheDocument();
    const asked = api.calls.filter((call) => call.path.startsWith('/join/my-contests/details')).map((call) => call.path);
    expect(asked).toEqual(['/join/my-contests/details?contestId=300&limit=200']);
  });

  it.each([
    ['full', { entries: 4 }, 'Office Friends is full.'],
    ['cancelled', { status: 'CANCELLED' as const }, 'This contest was cancelled: it takes no more entries.'],
    ['started', { status: 'LIVE' as const }, 'Entries are closed: the match has started.'],
  ])('says when it can no longer be joined: %s', async (_what, overrides, message) => {
    joinApi({ 'GET /api/contests/invite/K7M2QX9P': { ...INVITED, ...overrides } });
    open();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pick your team|Join with a team/ })).toBeNull();
  });

  it('says a wrong code is wrong, and takes another', async () => {
    joinApi({ 'GET /api/contests/invite/ABCDEFGH': { status: 404, body: { message: 'No private contest has that code. Check it with the friend who sent it.' } } });
    const user = open('/join/ABCDEFGH');
    expect(await screen.findByText('No private contest has that code. Check it with the friend who sent it.')).toBeInTheDocument();
    const retry = within(screen.getByRole('region', { name: 'Try another code' }));
    await user.type(retry.getByLabelText('Invite code'), 'k7m2-qx9p');
    await user.click(retry.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
  });

  it('says what cannot be a code without asking the server, which counts wrong codes', async () => {
    const api = joinApi();
    open('/join/HELLO');
    expect(await screen.findByText('That is not an invite code: a code has 8 letters and numbers, like K7M2QX9P.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/contests/invite/'))).toEqual([]);
  });

  it('asks the player to wait after too many wrong codes, offering no other meanwhile', async () => {
    joinApi({ 'GET /api/contests/invite/K7M2QX9P': { status: 429, body: { message: 'Too many wrong invite codes. Wait 15 minutes, then try again.' } } });
    open();
    expect(await screen.findByText('Too many wrong invite codes. Wait 15 minutes, then try again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Try another code' })).toBeNull();
  });
});
