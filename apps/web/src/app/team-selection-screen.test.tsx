import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { PlayerView } from '@crease/game';
import { describe, expect, it, vi } from 'vitest';
import {
  mockApi,
  pendingFetch,
  SAMPLE_CONFIG,
  sampleContest,
  sampleDeposit,
  sampleDepositLimits,
  sampleEntry,
  sampleMatch,
  samplePlayer,
  samplePrivateContest,
  sampleProfile,
  sampleScorecard,
  sampleTeam,
  joinedContestsRoute,
  pagedReply,
} from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

// A started contest sends the player to its contest page, which follows the live channel.
vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const ROLES = { WK: 'Wicketkeeper', BAT: 'Batsman', AR: 'Allrounder', BOWL: 'Bowler' } as const;
type Short = keyof typeof ROLES;
const COUNTS: Record<Short, number> = { WK: 2, BAT: 5, AR: 3, BOWL: 5 };

/** Two squads; each player's name says their side and role ('India BAT 2'), every credit 9. */
function squad(): PlayerView[] {
  const players: PlayerView[] = [];
  let id = 1;
  for (const side of ['India', 'Australia']) {
    for (const short of Object.keys(ROLES) as Short[]) {
      for (let n = 1; n <= COUNTS[short]; n += 1) {
        players.push(samplePlayer({ id: id++, name: `${side} ${short} ${n}`, team: side, role: ROLES[short], credit: 9, playingStatus: n % 2 === 1 }));
      }
    }
  }
  return players;
}

const SQUAD = squad();
const CONTEST = sampleContest({ id: 100, name: 'Mega Contest', entryFee: 49, prizePool: 10000 });
/** A valid 11: 1 WK, 4 BAT, 2 AR from India, 4 BOWL from Australia; 99 credits. */
const VALID_XI = ['India WK 1', 'India BAT 1', 'India BAT 2', 'India BAT 3', 'India BAT 4', 'India AR 1', 'India AR 2', 'Australia BOWL 1', 'Australia BOWL 2', 'Australia BOWL 3', 'Australia BOWL 4'];
const idOf = (name: string) => SQUAD.find((player) => player.name === name)!.id;

function pickerApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/contests/100': CONTEST,
    'GET /api/players/contest/100': SQUAD,
    'GET /api/team/preview/1': { status: 404, body: { message: 'You have no team for this match yet.' } },
    'GET /join/my-contests/details': [],
    'GET /api/join-contest/preview': { entryFee: 49, bonusUsed: 40, depositUsed: 9, winningsUsed: 0, shortBy: 0 },
    ...routes,
  });
}

async function openPicker(path = '/contests/100/players') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  const user = userEvent.setup();
  await screen.findByRole('tab', { name: /^WK/ }, { timeout: 5000 });
  return user;
}

const roleTab = (short: Short) => screen.getByRole('tab', { name: new RegExp(`^${short} \\(`) });
const card = (name: string) => screen.getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit Team & Join Contest' });

/** Confirms the paid join on the join sheet, which shows the fee and where it comes from first. */
async function confirmJoin(user: ReturnType<typeof userEvent.setup>) {
  const sheet = within(await screen.findByRole('dialog', { name: 'Join contest' }));
  await user.click(await sheet.findByRole('button', { name: 'Join for ₹49.00' }));
}
const summary = () => within(screen.getByRole('complementary', { name: 'Your team' }));
const stat = (label: string) => summary().getByText(label).closest('dt')?.nextElementSibling?.textContent;

async function pick(user: UserEvent, names: readonly string[]) {
  for (const name of names) {
    await user.click(roleTab(name.split(' ')[1] as Short));
    await user.click(card(name));
  }
}

async function chooseLeaders(user: UserEvent, captain: string, viceCaptain: string) {
  await user.click(roleTab(captain.split(' ')[1] as Short));
  await user.click(within(screen.getByRole('group', { name: `Captain or Vice-Captain: ${captain}` })).getByRole('radio', { name: /^Captain/ }));
  await user.click(roleTab(viceCaptain.split(' ')[1] as Short));
  await user.click(within(screen.getByRole('group', { name: `Captain or Vice-Captain: ${viceCaptain}` })).getByRole('radio', { name: /^Vice-Captain/ }));
}

// Picking eleven players is some forty clicks: more than the default five seconds on a busy machine.
describe('Select Your Fantasy Team', { timeout: 20_000 }, () => {
  it('shows Loading players... while the squads are on their way', async () => {
    pendingFetch();
    localStorage.setItem('jwt', makeToken());
    renderApp('/contests/100/players');
    expect(await screen.findByText('Loading players...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Your Fantasy Team', level: 1 })).toBeInTheDocument();
  });

  it('says Failed to load players. when the squads do not come', async () => {
    pickerApi({ 'GET /api/players/contest/100': { status: 404, body: { message: 'Contest 100 not found.' } } });
    localStorage.setItem('jwt', makeToken());
    renderApp('/contests/100/players');
    expect(await screen.findByText('Failed to load players.')).toBeInTheDocument();
  });

  it('heads the page with the contest and groups the players by role, each card with side, role, credit and playing status', async () => {
    pickerApi();
    const user = await openPicker();
    const header = within(screen.getByRole('region', { name: 'Contest' }));
    expect(header.getByText('Mega Contest')).toBeInTheDocument();
    expect(header.getByText(/India vs Australia/)).toBeInTheDocument();
    expect(header.getByText('₹49.00')).toBeInTheDocument();
    expect(header.getByText(/^Starts in 1 day/)).toBeInTheDocument();

    // WK first: only the four wicketkeepers.
    expect(roleTab('WK')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Pick 1 to 8 Wicketkeepers')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: / WK \d$/ })).toHaveLength(4);
    expect(screen.queryAllByRole('button', { name: / (BAT|AR|BOWL) \d$/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'India BAT 1' })).toBeNull();

    // Before line-ups are announced nothing is claimed; the crowd's shares are a dash while hidden.
    const keeper = card('India WK 1');
    expect(keeper).toHaveAccessibleDescription('Wicketkeeper · India Credit 9 pts Selected by – C by – VC by – Series pts 0 Last 5 –');
    const keeperCard = within(keeper.closest('li')!);
    expect(keeperCard.getByText('9 pts')).toBeInTheDocument();
    expect(keeperCard.queryByText('Playing')).toBeNull();
    // The photo (here the default one) sits beside the name, which says who it is.
    expect(keeperCard.getByRole('img', { name: 'India WK 1 (default player image)', hidden: true })).toBeInTheDocument();

    await user.click(roleTab('AR'));
    expect(screen.getByText('Pick 1 to 8 All-Rounders')).toBeInTheDocument();
    expect(card('Australia AR 3')).toHaveAccessibleDescription(/All-Rounder · Australia/);
    expect(screen.queryByRole('button', { name: 'India WK 1' })).toBeNull();
  });

  it('shows the crowd, the form and the announced line-up on each card, sorts by points, credits or selected-by and filters by side', async () => {
    const withCrowd = SQUAD.map((player, index) => ({
      ...player,
      credit: 8 + (index % 3),
      selectedBy: index === 0 ? null : Number(((index * 7.3) % 100).toFixed(1)),
      captainBy: index === 0 ? null : 12.5,
      viceCaptainBy: index === 0 ? null : 3,
      seriesPoints: (index * 37) % 200,
      lastPoints: [index, 40, 0],
      lineup: player.name.endsWith(' 1') ? ('PLAYING' as const) : ('NOT_PLAYING' as const),
    }));
    pickerApi({ 'GET /api/players/contest/100': withCrowd });
    const user = await openPicker();
    const first = within(card('India WK 1').closest('li')!);
    expect(first.getByText('Playing')).toBeInTheDocument();
    expect(first.getByText('Selected by').nextElementSibling).toHaveTextContent('–');
    expect(first.getByText('Last 5').nextElementSibling).toHaveTextContent('0, 40, 0');
    const second = within(card('India WK 2').closest('li')!);
    expect(second.getByText('Not Playing')).toBeInTheDocument();
    expect(second.getByText('Selected by').nextElementSibling).toHaveTextContent('7.3%');
    expect(second.getByText('C by').nextElementSibling).toHaveTextContent('12.5%');
    expect(second.getByText('VC by').nextElementSibling).toHaveTextContent('3.0%');

    const order = () => screen.getAllByRole('button', { name: / BAT \d$/ }).map((button) => button.textContent);
    await user.click(roleTab('BAT'));
    const bats = withCrowd.filter((player) => player.role === 'Batsman');
    const expected = (key: (player: (typeof bats)[number]) => number) => [...bats].sort((a, b) => key(b) - key(a) || a.name.localeCompare(b.name)).map((player) => player.name);
    expect(order()).toEqual(expected((player) => player.credit));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Points');
    expect(order()).toEqual(expected((player) => player.seriesPoints));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Selected by');
    expect(order()).toEqual(expected((player) => player.selectedBy ?? -1));

    await user.selectOptions(screen.getByLabelText('Team'), 'Australia');
    expect(order().every((name) => name?.startsWith('Australia'))).toBe(true);
    expect(order()).toHaveLength(5);
  });

  it('toggles a player with a click and keeps the summary up to date: players, credits left, per side', async () => {
    pickerApi();
    const user = await openPicker();
    expect(stat('Players')).toBe('0/11');
    expect(stat('Credits left')).toBe('100');

    await pick(user, ['India WK 1', 'Australia BAT 1']);
    expect(card('Australia BAT 1')).toHaveAttribute('aria-pressed', 'true');
    expect(stat('Players')).toBe('2/11');
    // Said politely to a screen reader too, as the summary is away from the card in focus.
    expect(screen.getByText('2 of 11 players picked.').closest('[aria-live="polite"]')).not.toBeNull();
    expect(stat('Credits left')).toBe('82');
    expect(stat('India')).toBe('1');
    expect(stat('Australia')).toBe('1');
    expect(roleTab('BAT')).toHaveTextContent('BAT (1)');

    await user.click(card('Australia BAT 1'));
    expect(card('Australia BAT 1')).toHaveAttribute('aria-pressed', 'false');
    expect(stat('Players')).toBe('1/11');
    expect(screen.getByText('1 of 11 players picked.')).toBeInTheDocument();
    expect(stat('Australia')).toBe('0');
  });

  it('names a rule as soon as it is broken, and every remaining one when 11 are picked', async () => {
    const dear = SQUAD.map((player) => (player.role === 'Batsman' ? { ...player, credit: 12 } : player));
    pickerApi({ 'GET /api/players/contest/100': dear });
    const user = await openPicker();
    // Nine batsmen at 12 credits: 108, past the 100 cap; and no room left for a keeper, an all-rounder and a bowler.
    await pick(user, ['India BAT 1', 'India BAT 2', 'India BAT 3', 'India BAT 4', 'India BAT 5', 'Australia BAT 1', 'Australia BAT 2', 'Australia BAT 3']);
    // Eight at 96 credits break nothing yet: three places are left for the three missing roles.
    expect(within(screen.getByRole('complementary', { name: 'Your team' })).queryAllByRole('listitem')).toHaveLength(0);
    await pick(user, ['Australia BAT 4']);
    expect(await screen.findByText('Team uses 108 credits; the most is 100.')).toBeInTheDocument();
    expect(screen.getByText('Team has 9 Batsmen; the most is 8.')).toBeInTheDocument();
    expect(screen.getByText('Pick at least 1 Wicketkeeper.')).toBeInTheDocument();
    expect(stat('Credits left')).toBe('-8');
  });

  it('refuses a twelfth player with You can only select 11 players.', async () => {
    pickerApi();
    const user = await openPicker();
    await pick(user, VALID_XI);
    expect(stat('Players')).toBe('11/11');
    expect(screen.getByText('Choose a Captain.')).toBeInTheDocument();
    expect(screen.getByText('Choose a Vice-Captain.')).toBeInTheDocument();

    await pick(user, ['India WK 2']);
    expect(await screen.findByText('You can only select 11 players.')).toBeInTheDocument();
    expect(card('India WK 2')).toHaveAttribute('aria-pressed', 'false');
    expect(stat('Players')).toBe('11/11');
  });

  it('offers Captain (2x) and Vice-Captain (1.5x) on picked players only; one player cannot hold both', async () => {
    pickerApi();
    const user = await openPicker();
    expect(screen.queryByRole('radio')).toBeNull();
    await pick(user, ['India WK 1', 'India WK 2']);
    const first = within(screen.getByRole('group', { name: 'Captain or Vice-Captain: India WK 1' }));
    expect(first.getByRole('radio', { name: 'Captain 2x' })).not.toBeChecked();
    expect(first.getByRole('radio', { name: 'Vice-Captain 1.5x' })).not.toBeChecked();

    await user.click(first.getByRole('radio', { name: 'Captain 2x' }));
    expect(first.getByRole('radio', { name: 'Captain 2x' })).toBeChecked();
    const second = within(screen.getByRole('group', { name: 'Captain or Vice-Captain: India WK 2' }));
    await user.click(second.getByRole('radio', { name: 'Captain 2x' }));
    expect(second.getByRole('radio', { name: 'Captain 2x' })).toBeChecked();
    expect(first.getByRole('radio', { name: 'Captain 2x' })).not.toBeChecked();

    // The captain made vice-captain gives up the armband.
    await user.click(second.getByRole('radio', { name: 'Vice-Captain 1.5x' }));
    expect(second.getByRole('radio', { name: 'Vice-Captain 1.5x' })).toBeChecked();
    expect(second.getByRole('radio', { name: 'Captain 2x' })).not.toBeChecked();

    // Dropping a player drops their armband.
    await user.click(card('India WK 2'));
    expect(screen.queryByRole('group', { name: 'Captain or Vice-Captain: India WK 2' })).toBeNull();
  });

  it('keeps Submit Team & Join Contest disabled until the team is valid', async () => {
    pickerApi();
    const user = await openPicker();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Select exactly 11 players, one Captain and one Vice-Captain.')).toBeInTheDocument();
    await pick(user, VALID_XI);
    expect(submitButton()).toBeDisabled();
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Select exactly 11 players, one Captain and one Vice-Captain.')).toBeNull();
    expect(screen.queryByText(/Choose a/)).toBeNull();
  });

  it('creates the team, joins the contest with it, says so and opens My Joined Contests', async () => {
    const api = pickerApi({
      'POST /api/user-teams': ({ body }) => ({ status: 201, body: sampleTeam({ id: 42, ...(body as object) }) }),
      'POST /api/join-contest': { status: 201, body: { message: 'You have successfully joined the contest!', entryId: 9, contestId: 100, teamId: 42, balance: 451 } },
    });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());
    await confirmJoin(user);

    expect(await screen.findByRole('heading', { name: 'My Joined Contests', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('You have successfully joined the contest!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/user-teams', body: { contestId: 100, playerIds: VALID_XI.map(idOf), captainId: idOf('India BAT 1'), viceCaptainId: idOf('Australia BOWL 1') } },
      { method: 'POST', path: '/api/join-contest', body: { contestId: 100, teamId: 42 } },
    ]);
  });

  it('shows the server’s refusal; trying again joins with the same team rather than making another', async () => {
    let joins = 0;
    const api = pickerApi({
      'POST /api/user-teams': { status: 201, body: sampleTeam({ id: 42 }) },
      'PUT /api/user-teams/42': sampleTeam({ id: 42 }),
      'POST /api/join-contest': () => {
        joins += 1;
        return joins === 1
          ? { status: 400, body: { message: 'Your balance is ₹20.00 and the entry fee is ₹49.00. Add funds on the Wallet page.' } }
          : { status: 201, body: { message: 'You have successfully joined the contest!', entryId: 9, contestId: 100, teamId: 42, balance: 0 } };
      },
    });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());
    await confirmJoin(user);
    expect(await screen.findByText('Your balance is ₹20.00 and the entry fee is ₹49.00. Add funds on the Wallet page.')).toBeInTheDocument();

    // The sheet stays open with the team it was made for: trying again joins with it.
    await confirmJoin(user);
    expect(await screen.findByRole('heading', { name: 'My Joined Contests', level: 1 })).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/user-teams', 'POST /api/join-contest', 'POST /api/join-contest']);
  });

  it('says Something went wrong. when the join fails without a message', async () => {
    pickerApi({
      'POST /api/user-teams': { status: 201, body: sampleTeam({ id: 42 }) },
      'POST /api/join-contest': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());
    await confirmJoin(user);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('offers to join with the team already made for this match', async () => {
    const api = pickerApi({
      'GET /api/team/preview/1': { teamId: 7, name: 'T1', players: SQUAD.slice(0, 11), captainId: SQUAD[0]!.id, viceCaptainId: SQUAD[1]!.id },
      'POST /api/join-contest': { status: 201, body: { message: 'You have successfully joined the contest!', entryId: 9, contestId: 100, teamId: 7, balance: 451 } },
    });
    const user = await openPicker();
    expect(await screen.findByRole('heading', { name: 'You already have a team for this match' })).toBeInTheDocument();
    expect(screen.getByText('T1 · Captain India WK 1 · Vice-Captain India WK 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview Team' })).toHaveAttribute('href', '/team/preview/1');
    await user.click(screen.getByRole('button', { name: 'Join with your team' }));
    await confirmJoin(user);
    expect(await screen.findByRole('heading', { name: 'My Joined Contests', level: 1 })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/join-contest', body: { contestId: 100, teamId: 7 } }]);
  });

  it('offers the whole squad when the server sends it in several pages, following each Link', async () => {
    const api = pickerApi({ 'GET /api/players/contest/100': ({ url }) => pagedReply(SQUAD, url, { pageSize: 10 }) });
    const user = await openPicker();
    // The Australian keepers are on the second page.
    expect(screen.getAllByRole('button', { name: / WK \d$/ })).toHaveLength(4);
    await user.click(roleTab('BOWL'));
    expect(screen.getAllByRole('button', { name: / BOWL \d$/ })).toHaveLength(10);
    expect(api.calls.filter((call) => call.path.startsWith('/api/players/contest/100')).map((call) => call.path)).toEqual([
      '/api/players/contest/100?limit=200',
      '/api/players/contest/100?limit=200&before=10',
      '/api/players/contest/100?limit=200&before=20',
    ]);
  });

  it('does not offer a team that is already in this contest, and says the contest is joined', async () => {
    // The entry is older than the first page of everything joined: only this contest's entries are asked for.
    const others = Array.from({ length: 60 }, (_, index) => sampleEntry({ entryId: 900 - index, contestId: 400 + index, teamId: 50 + index }));
    const api = pickerApi({
      'GET /api/team/preview/1': { teamId: 7, name: 'T1', players: SQUAD.slice(0, 11), captainId: SQUAD[0]!.id, viceCaptainId: SQUAD[1]!.id },
      'GET /join/my-contests/details': joinedContestsRoute([...others, sampleEntry({ contestId: 100, teamId: 7 })]),
    });
    await openPicker();
    expect(api.calls.filter((call) => call.path.startsWith('/join/')).map((call) => call.path)).toEqual(['/join/my-contests/details?contestId=100&limit=200']);
    expect(await screen.findByText('You are in this contest with one team.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join with your team' })).toBeNull();
    expect(screen.getByText('You have already joined this contest.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('edits a team with ?team=: its players picked, saved with PUT, then My Teams', async () => {
    const xi = SQUAD.filter((player) => VALID_XI.includes(player.name));
    const team = sampleTeam({ id: 5, players: xi, playerIds: VALID_XI.map(idOf), captainId: idOf('India BAT 1'), viceCaptainId: idOf('Australia BOWL 1') });
    const api = pickerApi({
      'GET /api/user-teams/5': team,
      'PUT /api/user-teams/5': team,
      'GET /api/my-team': [team],
    });
    const user = await openPicker('/contests/100/players?team=5');
    expect(await screen.findByRole('button', { name: 'Save Team' })).toBeEnabled();
    expect(stat('Players')).toBe('11/11');
    await pick(user, ['India AR 2', 'India AR 3']);
    await user.click(screen.getByRole('button', { name: 'Save Team' }));
    expect(await screen.findByRole('heading', { name: 'My Teams', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your team is saved.')).toBeInTheDocument();
    const [put] = api.writes();
    expect(put).toMatchObject({ method: 'PUT', path: '/api/user-teams/5' });
    expect((put!.body as { playerIds: number[] }).playerIds).toContain(idOf('India AR 3'));
    expect(api.calls.some((call) => call.path.startsWith('/api/team/preview'))).toBe(false);
  });

  it('sends the player to the contest page once the match has started', async () => {
    const started = sampleContest({ id: 100, status: 'LIVE', match: { ...CONTEST.match, startTime: sampleMatch({ startTime: new Date(Date.now() - 3600_000).toISOString() }).startTime } });
    pickerApi({ 'GET /api/contests/100': started, 'GET /api/matches/1/scorecard': sampleScorecard() });
    localStorage.setItem('jwt', makeToken());
    renderApp('/contests/100/players');
    expect(await screen.findByRole('region', { name: 'Match score' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Team & Join Contest' })).toBeNull();
  });

  it('offers Add Funds with what the balance is short by when the fee cannot be paid, and comes back to the contest once paid', async () => {
    const api = pickerApi({
      'POST /api/user-teams': { status: 201, body: sampleTeam({ id: 42 }) },
      'POST /api/join-contest': { status: 409, body: { message: 'Your balance of ₹20.00 is ₹29.00 short of the entry fee of ₹49.00. Add funds on the Wallet page.' } },
      'GET /api/wallet/balance': { balance: 20, bonus: 20, deposit: 0, winnings: 0 },
      'GET /api/user/profile': sampleProfile(),
      'GET /api/wallet/deposits/limits': sampleDepositLimits(),
      'POST /api/wallet/deposits': ({ body }) => ({ status: 201, body: sampleDeposit({ id: 12, amount: (body as { amount: number }).amount }) }),
      'GET /api/sandbox/payments/12': { status: 404, body: { message: 'There is no sandbox payment 12.' } },
    });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());
    await confirmJoin(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Add funds to join' }));
    expect(dialog.getByText('Mega Contest: ₹29.00 short')).toBeInTheDocument();
    expect(dialog.getByText('Your balance of ₹20.00 is ₹29.00 short of the entry fee of ₹49.00. Add funds on the Wallet page.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('29');
    await user.click(dialog.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Crease Sandbox Pay')).toBeInTheDocument();
    expect(api.writes().at(-1)).toEqual({ method: 'POST', path: '/api/wallet/deposits', body: { amount: 29 } });
    expect(JSON.parse(sessionStorage.getItem('crease.deposit-return')!)).toEqual({ depositId: 12, path: '/contests/100/players', label: 'Mega Contest' });
  });

  it('starts Add Funds at the least deposit when the balance is short by less', async () => {
    pickerApi({
      'GET /api/team/preview/1': { teamId: 7, name: 'T1', players: SQUAD.slice(0, 11), captainId: SQUAD[0]!.id, viceCaptainId: SQUAD[1]!.id },
      'POST /api/join-contest': { status: 409, body: { message: 'Your balance of ₹45.00 is ₹4.00 short of the entry fee of ₹49.00. Add funds on the Wallet page.' } },
      'GET /api/wallet/balance': { balance: 45, bonus: 45, deposit: 0, winnings: 0 },
      'GET /api/user/profile': sampleProfile(),
      'GET /api/wallet/deposits/limits': sampleDepositLimits(),
    });
    const user = await openPicker();
    await user.click(await screen.findByRole('button', { name: 'Join with your team' }));
    await confirmJoin(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add funds to join' }));
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue('10');
    // The sheet gives way to the refusal, which says what went wrong.
    expect(screen.queryByRole('dialog', { name: 'Join contest' })).toBeNull();
    expect(screen.getAllByText(/is ₹4.00 short of the entry fee/)).toHaveLength(1);
  });

  it('says who may not play for money and links to the part of the profile that fixes it', async () => {
    pickerApi({
      'POST /api/user-teams': { status: 201, body: sampleTeam({ id: 42 }) },
      'POST /api/join-contest': {
        status: 403,
        body: { message: 'Paid contests and adding funds are not offered to residents of Telangana. Free contests are open to you; if you have moved, change your state on the Profile page.' },
      },
      'GET /api/user/profile': sampleProfile({ state: 'Telangana' }),
    });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());
    await confirmJoin(user);

    const dialog = within(await screen.findByRole('dialog', { name: "You can’t join this contest yet" }));
    expect(dialog.getByText(/^Paid contests and adding funds are not offered to residents of Telangana\./)).toBeInTheDocument();
    expect(await dialog.findByRole('link', { name: 'Go to your Profile' })).toHaveAttribute('href', '/profile#play-for-money');
    await user.click(dialog.getByRole('link', { name: 'Go to your Profile' }));
    expect(await screen.findByRole('heading', { name: 'User Profile', level: 1 })).toBeInTheDocument();
  });

  it('offers no way to fix a pause, which ends by itself', async () => {
    const until = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    pickerApi({
      'POST /api/user-teams': { status: 201, body: sampleTeam({ id: 42 }) },
      'POST /api/join-contest': { status: 403, body: { message: 'Your account is paused until 30 November 2026, 10:00 IST, as you asked.' } },
      'GET /api/user/profile': sampleProfile({ selfExcludedUntil: until }),
    });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());
    await confirmJoin(user);
    const dialog = within(await screen.findByRole('dialog', { name: "You can’t join this contest yet" }));
    expect(dialog.getByText(/^Your account is paused until/)).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Go to your Profile' })).toBeNull();
  });

  it('keeps a paid contest closed while paid play is off, saying why', async () => {
    pickerApi({ 'GET /api/config': { ...SAMPLE_CONFIG, paidPlay: false } });
    const user = await openPicker();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    expect(await screen.findByText('Paid contests are off on Crease: only free contests can be joined. Winnings can still be withdrawn.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});

describe('joining a friend’s private contest with its code', { timeout: 20_000 }, () => {
  const INVITED = samplePrivateContest({ id: 300, creatorId: 12, creatorName: 'Meena Iyer', entries: 1, entryFee: 0, prizePool: 0, prizes: [] });

  /** The contest reads only with its code until the player is in it, as the server answers. */
  function invitedApi(routes: Parameters<typeof mockApi>[0] = {}) {
    let joined = false;
    const api = mockApi({
      'GET /api/contests/300': ({ url }) => (joined || url.searchParams.get('inviteCode') === 'K7M2QX9P' ? INVITED : { status: 404, body: { message: 'Contest 300 was not found.' } }),
      'GET /api/players/contest/300': SQUAD,
      'GET /api/team/preview/1': { status: 404, body: { message: 'You have no team for this match yet.' } },
      'GET /join/my-contests/details': () => (joined ? [sampleEntry({ entryId: 40, contestId: 300, contestName: 'Office Friends', teamId: 42, entryFee: 0 })] : []),
      // A team names the private contest only with its code, as the server answers.
      'POST /api/user-teams': ({ body }) =>
        (body as { inviteCode?: string }).inviteCode === 'K7M2QX9P' ? { status: 201, body: sampleTeam({ id: 42 }) } : { status: 400, body: { message: 'contestId: there is no contest 300.' } },
      'POST /api/join-contest': () => {
        joined = true;
        return { status: 201, body: { message: 'You have successfully joined the contest!', entryId: 40, contestId: 300, teamId: 42 } };
      },
      'GET /api/contests/300/leaderboard': [
        { rank: 1, username: 'Meena Iyer', teamId: 8, entryId: 39, totalPoints: 0, prize: null, mine: false },
        { rank: 1, username: 'Asha Rao', teamId: 42, entryId: 40, totalPoints: 0, prize: null, mine: true },
      ],
      ...routes,
    });
    return api;
  }

  it('reads the contest with the code, joins with it, and opens the contest with everyone in it', async () => {
    const api = invitedApi();
    const user = await openPicker('/contests/300/players?inviteCode=K7M2QX9P');
    expect(within(screen.getByRole('region', { name: 'Contest' })).getByText('Office Friends')).toBeInTheDocument();
    await pick(user, VALID_XI);
    await chooseLeaders(user, 'India BAT 1', 'Australia BOWL 1');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
    expect(api.writes().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/user-teams', body: { contestId: 300, playerIds: VALID_XI.map(idOf), captainId: idOf('India BAT 1'), viceCaptainId: idOf('Australia BOWL 1'), inviteCode: 'K7M2QX9P' } },
      { path: '/api/join-contest', body: { contestId: 300, teamId: 42, inviteCode: 'K7M2QX9P' } },
    ]);
    const joined = within(await screen.findByRole('region', { name: 'Who has joined' }));
    expect(joined.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MIMeena Iyer', 'ARAsha RaoYou']);
  });

  it('joins with the team the player already has, sending the code', async () => {
    const api = invitedApi({ 'GET /api/team/preview/1': { teamId: 7, name: 'T1', players: SQUAD.slice(0, 11), captainId: SQUAD[0]!.id, viceCaptainId: SQUAD[1]!.id } });
    const user = await openPicker('/contests/300/players?inviteCode=K7M2QX9P');
    await user.click(await screen.findByRole('button', { name: 'Join with your team' }));
    expect(await screen.findByRole('region', { name: 'Who has joined' })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/join-contest', body: { contestId: 300, teamId: 7, inviteCode: 'K7M2QX9P' } }]);
  });

  it('says a private contest cannot be found without its code, as the server does', async () => {
    invitedApi();
    localStorage.setItem('jwt', makeToken());
    renderApp('/contests/300/players');
    expect(await screen.findByText('Contest 300 was not found.')).toBeInTheDocument();
  });
});
