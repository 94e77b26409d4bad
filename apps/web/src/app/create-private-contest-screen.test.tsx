import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pagedReply, SAMPLE_CONFIG, sampleContest, sampleEntry, sampleMatch, samplePrivateContest, sampleProfile, sampleTeam, sampleDepositLimits } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { pickValidTeam, sampleSquad } from '../test/squad.ts';
import { makeToken } from '../test/tokens.ts';

const SQUAD = sampleSquad();
/** The player's team for match 1 (Team #5), and one for another match. */
const TEAMS = [sampleTeam({ id: 5, players: SQUAD.slice(0, 11), captainId: SQUAD[0]!.id, viceCaptainId: SQUAD[1]!.id }), sampleTeam({ id: 9, matchId: 2 })];

/** `GET /api/my-team` as the server answers it: newest first, narrowed by `?matchId=`, paged. */
const myTeamsRoute =
  (teams: readonly TeamView[]) =>
  ({ url }: { url: URL }) => {
    const matchId = url.searchParams.get('matchId');
    return pagedReply(matchId ? teams.filter((team) => team.matchId === Number(matchId)) : teams, url);
  };

function formApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/matches/1': sampleMatch({ id: 1 }),
    'GET /api/my-team': myTeamsRoute(TEAMS),
    'GET /api/contests': [sampleContest({ id: 100, matchId: 1 })],
    'GET /join/my-contests/details': [],
    ...routes,
  });
}

function open(path = '/matches/1/create-contest') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: 'Create a private contest' });
const preview = () => within(screen.getByRole('region', { name: 'Prize table' }));
const setField = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  await user.clear(screen.getByLabelText(label));
  if (value) await user.type(screen.getByLabelText(label), value);
};

describe('Create a private contest', () => {
  it('is for the match it came from, free to start with, with the player’s team for it chosen', async () => {
    formApi();
    open();
    expect(await screen.findByRole('heading', { name: 'Create a private contest', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^India vs Australia \(/)).toBeInTheDocument();
    expect(screen.getByLabelText('Spots')).toHaveValue(10);
    expect(screen.getByText('2 to 100 teams, yours included.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Free/ })).toBeChecked();
    expect(preview().getByText('A free contest has no prize money: you play for the bragging rights.')).toBeInTheDocument();
    // Its one team for this match, not the other match's.
    const team = await screen.findByRole('radio', { name: /^Team #5/ });
    expect(team).toBeChecked();
    expect(team).toHaveAccessibleName('Team #5 Captain India WK 1 · Vice-Captain India WK 2');
    expect(screen.queryByRole('radio', { name: /^Team #9/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /^Top 3/ })).toBeChecked();
    expect(screen.getByText('50%, 30% and 20% to the top three teams.')).toBeInTheDocument();
  });

  it('offers the player’s teams for this match however many teams they have for others', async () => {
    const others = Array.from({ length: 60 }, (_, index) => sampleTeam({ id: 100 + index, matchId: 2 }));
    const api = formApi({ 'GET /api/my-team': myTeamsRoute([...others, TEAMS[0]!]) });
    open();
    expect(await screen.findByRole('radio', { name: /^Team #5/ })).toBeChecked();
    expect(api.calls.filter((call) => call.path.startsWith('/api/my-team')).map((call) => call.path)).toEqual(['/api/my-team?matchId=1&limit=200']);
  });

  it('works the prize table out as the fee, the spots and the template change', async () => {
    formApi();
    const user = open();
    await screen.findByRole('radio', { name: /^Team #5/ });
    await user.click(screen.getByRole('radio', { name: /^Paid/ }));
    expect(preview().getByText('Enter the spots and the entry fee to see the prizes.')).toBeInTheDocument();
    await setField(user, 'Entry fee (₹)', '100');
    await setField(user, 'Spots', '4');

    expect(preview().getByText('If all 4 spots fill:')).toBeInTheDocument();
    expect(preview().getByText('4 × ₹100.00 = ₹400.00')).toBeInTheDocument();
    expect(preview().getByText('Platform’s share (10%)').nextElementSibling).toHaveTextContent('−₹40.00');
    expect(preview().getByText('Prize pool').nextElementSibling).toHaveTextContent('₹360.00');
    const rows = () => preview().getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows()).toEqual(['#1₹180.00', '#2₹108.00', '#3₹72.00']);

    await user.click(screen.getByRole('radio', { name: /^Winner takes all/ }));
    expect(rows()).toEqual(['#1₹360.00']);
    await user.click(screen.getByRole('radio', { name: /^Top half/ }));
    await setField(user, 'Spots', '10');
    expect(rows()).toEqual(['#1–5₹180.00 each']);
    await setField(user, 'Entry fee (₹)', '49.5');
    expect(preview().getByText('10 × ₹49.50 = ₹495.00')).toBeInTheDocument();
    expect(rows()).toEqual(['#1–5₹89.10 each']);
  });

  it('makes the contest with the player’s team, then opens its page with the code to share', async () => {
    const made = samplePrivateContest({ id: 300 });
    let created = false;
    const api = formApi({
      'POST /api/contests/private': () => {
        created = true;
        return { status: 201, body: made };
      },
      'GET /api/contests/300': made,
      'GET /join/my-contests/details': () => (created ? [sampleEntry({ entryId: 31, contestId: 300, contestName: 'Office Friends', entryFee: 100 })] : []),
      'GET /api/contests/300/leaderboard': [{ rank: 1, username: 'Asha Rao', teamId: 5, entryId: 31, totalPoints: 0, prize: null, mine: true }],
    });
    const user = open();
    await screen.findByRole('radio', { name: /^Team #5/ });
    await user.type(screen.getByLabelText('Contest name'), 'Office Friends');
    await setField(user, 'Spots', '4');
    await user.click(screen.getByRole('radio', { name: /^Paid/ }));
    await user.type(screen.getByLabelText('Entry fee (₹)'), '100');
    await user.click(within(form()).getByRole('button', { name: 'Create contest' }));

    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/contests/private', body: { matchId: 1, name: 'Office Friends', spots: 4, entryFee: 100, prizeTemplate: 'TOP_3', teamId: 5 } },
    ]);
    expect(screen.getByText('Your contest is ready. Invite your friends with its code.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Invite your friends' })).toHaveTextContent('K7M2QX9P');
    // What was typed is not kept once the contest is made.
    expect(sessionStorage.getItem('crease:private-contest-draft:1')).toBeNull();
  });

  it.each([
    ['no name', { name: '', spots: '4' }, 'Contest name is required.'],
    ['one spot', { name: 'Pals', spots: '1' }, 'spots must be at least 2.'],
    ['more spots than the deployment allows', { name: 'Pals', spots: '101' }, 'spots can be at most 100 in a private contest.'],
    ['part of a spot', { name: 'Pals', spots: '4.5' }, 'spots must be a whole number.'],
  ])('says what is wrong with %s, in the server’s words, and sends nothing', async (_what, typed, message) => {
    const api = formApi();
    const user = open();
    await screen.findByRole('radio', { name: /^Team #5/ });
    await setField(user, 'Contest name', typed.name);
    await setField(user, 'Spots', typed.spots);
    await user.click(within(form()).getByRole('button', { name: 'Create contest' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(message);
    expect(api.writes()).toEqual([]);
  });

  it('asks for the fee of a paid contest', async () => {
    const api = formApi();
    const user = open();
    await screen.findByRole('radio', { name: /^Team #5/ });
    await user.type(screen.getByLabelText('Contest name'), 'Pals');
    await user.click(screen.getByRole('radio', { name: /^Paid/ }));
    await user.click(within(form()).getByRole('button', { name: 'Create contest' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Entry fee is required.');
    await user.type(screen.getByLabelText('Entry fee (₹)'), '0');
    await user.click(within(form()).getByRole('button', { name: 'Create contest' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Enter an entry fee above ₹0, or choose Free.');
    expect(api.writes()).toEqual([]);
  });

  it('offers only free contests while paid play is off, saying why', async () => {
    formApi({ 'GET /api/config': { ...SAMPLE_CONFIG, paidPlay: false } });
    open();
    const paid = await screen.findByRole('radio', { name: /^Paid/ });
    expect(paid).toBeDisabled();
    expect(paid).toHaveAccessibleName(/^Paid Paid contests are off on Crease/);
  });

  it('offers Add Funds when the balance cannot pay the maker’s own fee', async () => {
    formApi({
      'POST /api/contests/private': { status: 409, body: { message: 'Your balance of ₹50.00 is ₹50.00 short of the entry fee of ₹100.00. Add funds on the Wallet page.' } },
      'GET /api/wallet/balance': { balance: 50, bonus: 50, deposit: 0, winnings: 0 },
      'GET /api/user/profile': sampleProfile(),
      'GET /api/wallet/deposits/limits': sampleDepositLimits(),
    });
    const user = open();
    await screen.findByRole('radio', { name: /^Team #5/ });
    await user.type(screen.getByLabelText('Contest name'), 'Pals');
    await user.click(screen.getByRole('radio', { name: /^Paid/ }));
    await user.type(screen.getByLabelText('Entry fee (₹)'), '100');
    await user.click(within(form()).getByRole('button', { name: 'Create contest' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add funds to join' }));
    expect(dialog.getByText('Pals: ₹50.00 short')).toBeInTheDocument();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('50');
    expect(within(form()).getByRole('alert')).toHaveTextContent('is ₹50.00 short of the entry fee of ₹100.00');
  });

  it('says so when the player may not play for money, with the way to the profile', async () => {
    formApi({
      'POST /api/contests/private': { status: 403, body: { message: 'Verify your e-mail address to play for money: use the link we sent, or send a new one from the Profile page.' } },
      'GET /api/user/profile': sampleProfile({ emailVerified: false }),
    });
    const user = open();
    await screen.findByRole('radio', { name: /^Team #5/ });
    await user.type(screen.getByLabelText('Contest name'), 'Pals');
    await user.click(screen.getByRole('radio', { name: /^Paid/ }));
    await user.type(screen.getByLabelText('Entry fee (₹)'), '100');
    await user.click(within(form()).getByRole('button', { name: 'Create contest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'You can’t join this contest yet' }));
    expect(dialog.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/profile#email/));
  });

  it('without a team, goes to the picker and comes back with the new team chosen and the form as it was', { timeout: 20_000 }, async () => {
    let teams = TEAMS.slice(1);
    const api = formApi({
      'GET /api/my-team': () => teams,
      'GET /api/players': SQUAD,
      'POST /api/user-teams': ({ body }) => {
        const made = sampleTeam({ id: 77, ...(body as object), players: SQUAD.filter((player) => (body as { playerIds: number[] }).playerIds.includes(player.id)) });
        teams = [made, ...teams];
        return { status: 201, body: made };
      },
    });
    const user = open();
    expect(await screen.findByText(/You have no team for this match yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contest name'), 'Office Friends');
    await user.click(screen.getByRole('radio', { name: /^Winner takes all/ }));
    await user.click(screen.getByRole('button', { name: 'Pick a new team' }));

    expect(await screen.findByRole('heading', { name: 'Pick your team', level: 1 })).toBeInTheDocument();
    await pickValidTeam(user);
    await user.click(screen.getByRole('button', { name: 'Use This Team' }));

    expect(await screen.findByRole('radio', { name: /^Team #77/ })).toBeChecked();
    expect(screen.getByLabelText('Contest name')).toHaveValue('Office Friends');
    expect(screen.getByRole('radio', { name: /^Winner takes all/ })).toBeChecked();
    // Made for one of the match's open contests: the private one does not exist yet.
    expect(api.writes()[0]).toMatchObject({ method: 'POST', path: '/api/user-teams', body: { contestId: 100 } });
  });

  it('cannot make a team where the match has no open contest to make it in', async () => {
    formApi({ 'GET /api/my-team': [], 'GET /api/contests': [] });
    open();
    expect(await screen.findByText('No contest of this match takes teams yet, so none can be made for it now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick a new team' })).toBeNull();
  });

  it('is closed once the match has started', async () => {
    formApi({ 'GET /api/matches/1': sampleMatch({ id: 1, startTime: new Date(Date.now() - 60_000).toISOString() }) });
    open();
    expect(await screen.findByText('This match has started: contests can be made only before the start.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a private contest' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See its contests' })).toHaveAttribute('href', '/contests?matchId=1');
  });

  it('says so when there is no such match', async () => {
    formApi({ 'GET /api/matches/1': { status: 404, body: { message: 'Match 1 was not found.' } } });
    open();
    expect(await screen.findByText('Match 1 was not found.')).toBeInTheDocument();
  });
});
