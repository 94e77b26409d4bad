// Screenshots of every screen at phone and desktop size, for looking at, not for tests.
// Usage: node apps/web/scripts/screenshots.mjs [baseUrl] [filter]
// Needs the app (vite dev or preview) at baseUrl and the API behind it, with the demo accounts.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:5173';
const filter = process.argv[3] ?? '';
const out = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
await mkdir(out, { recursive: true });

async function tokenFor(email, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await response.json()).token;
}
const player = await tokenFor('player@crease.demo', 'crease-player-11');
const admin = await tokenFor('admin@crease.demo', 'crease-admin-11');

// The demo player's contests: one in a match without a team, one in a match with a team but not
// entered, one entered.
const joinedList = await (await fetch(`${base}/join/my-contests/details`, { headers: { Authorization: `Bearer ${player}` } })).json();
const upcoming = await (await fetch(`${base}/api/contests?status=UPCOMING`)).json();
const teamMatches = new Set(joinedList.map((entry) => entry.matchId));
const enteredIds = new Set(joinedList.map((entry) => entry.contestId));
const fresh = upcoming.find((contest) => !teamMatches.has(contest.matchId) && contest.entryFee > 0)?.id ?? 1;
const offered = upcoming.find((contest) => teamMatches.has(contest.matchId) && !enteredIds.has(contest.id))?.id ?? 1;
const entered = joinedList[0]?.contestId ?? 1;
const previewMatch = joinedList[0]?.matchId ?? 1;
// The demo's match being played and the one already played, with the demo player's entries.
const liveEntry = joinedList.find((entry) => entry.status === 'LIVE');
const completedEntry = joinedList.find((entry) => entry.status === 'COMPLETED');

// An open payment of the demo player's, for the sandbox's checkout page (it expires unpaid).
const deposit = await (
  await fetch(`${base}/api/wallet/deposits`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player}` }, body: JSON.stringify({ amount: 250 }) })
).json();

// Friends: two private contests of the demo player's (a free one a friend has joined, a paid one
// alone, which its maker may still cancel), and a league of the live match's competition.
async function call(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
const tag = Math.random().toString(36).slice(2, 6);
const friendAccount = { name: 'Meena Iyer', email: `meena.${tag}@example.com`, password: 'cover-drive-42' };
await call('POST', '/api/auth/register', null, friendAccount);
const friend = (await call('POST', '/api/auth/login', null, friendAccount)).token;
const playerTeam = (await call('GET', '/api/my-team', player)).find((team) => team.editable);
const privateMatch = playerTeam?.matchId ?? 1;
const copyOf = (team, contestId) => ({ contestId, playerIds: team.playerIds, captainId: team.captainId, viceCaptainId: team.viceCaptainId });
const withFriend = await call('POST', '/api/contests/private', player, { matchId: privateMatch, name: 'Office Friends', spots: 4, entryFee: 0, prizeTemplate: 'TOP_3', teamId: playerTeam?.id });
const friendTeam = await call('POST', '/api/user-teams', friend, copyOf(playerTeam, withFriend.id));
await call('POST', '/api/join-contest', friend, { contestId: withFriend.id, teamId: friendTeam.id, inviteCode: withFriend.inviteCode });
const alone = await call('POST', '/api/contests/private', player, { matchId: privateMatch, name: 'Weekend Warriors', spots: 10, entryFee: 50, prizeTemplate: 'TOP_HALF', teamId: playerTeam?.id });
const liveCompetition = liveEntry ? (await call('GET', `/api/matches/${liveEntry.matchId}`)).competition : null;
const competition = liveCompetition ?? (await call('GET', '/api/matches/upcoming')).find((match) => match.competition)?.competition;
const league = await call('POST', '/api/leagues', player, { name: 'Office League', competition });
await call('POST', '/api/leagues/join', friend, { code: league.inviteCode });

const waitForPlayers = async (page) => page.getByRole('tab', { name: /^WK/ }).waitFor();

/** Picks the cheapest players of each role (the cards list the dearest first). */
async function pickCheapest(page, counts) {
  for (const [tab, count] of Object.entries(counts)) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const cards = page.getByRole('tabpanel').locator('button[aria-pressed="false"]');
    for (let i = 0; i < count; i += 1) await cards.last().click();
  }
}

const shots = [
  { name: 'landing', path: '/' },
  { name: 'landing-faq-open', path: '/', act: async (page) => page.getByRole('button', { name: 'How do I join a contest?' }).click() },
  { name: 'login', path: '/login' },
  { name: 'login-error', path: '/login', act: async (page) => {
    await page.getByLabel('E-mail').fill('nobody@crease.demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: '❌' }).waitFor();
  } },
  { name: 'register', path: '/register' },
  { name: 'register-error', path: '/register', act: async (page) => {
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('E-mail').fill('asha@example');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Google' }).click();
  } },
  { name: 'auth-signed-out', path: '/auth' },
  { name: 'auth-signed-in', path: '/auth', token: player, act: async (page) => page.getByText(/pts$|No leaderboard data available\./).first().waitFor() },
  // The demo database has no points yet: a stand-in broker answers the live channel with a table.
  { name: 'auth-leaderboard', path: '/auth', token: player, stomp: true, act: async (page) => page.getByText('#5').waitFor() },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=abc' },
  { name: 'reset-password-no-token', path: '/reset-password' },
  { name: 'verify-email-bad', path: '/verify-email?token=not-a-real-token', act: async (page) => page.getByText(/❌/).waitFor() },
  ...['about', 'responsible-gaming', 'careers', 'fantasy-cricket', 'fantasy-point-system', 'android-app', 'ios-app', 'faqs', 'refer-and-earn', 'testimonials', 'privacy', 'terms', 'refund-policy'].map(
    (slug) => ({ name: `info-${slug}`, path: `/${slug}` }),
  ),
  { name: 'home', path: '/home', token: player },
  { name: 'home-menu', path: '/home', token: player, full: false, act: async (page) => page.getByRole('button', { name: 'Profile' }).click() },
  { name: 'admin', path: '/admin', token: admin },
  { name: 'matches', path: '/matches', token: player },
  { name: 'contests-top', path: '/contests', token: player, full: false, act: async (page) => page.getByText('Prize Pool:').first().waitFor() },
  { name: 'contests', path: '/contests', token: player, act: async (page) => page.getByText('Prize Pool:').first().waitFor() },
  { name: 'contests-live-empty', path: '/contests?tab=LIVE', token: player },
  { name: 'contests-one-match', path: '/contests?matchId=2', token: player, act: async (page) => page.getByText('Show all contests').waitFor() },
  { name: 'admin-create-match', path: '/admin/create-match', token: admin },
  { name: 'admin-create-match-error', path: '/admin/create-match', token: admin, act: async (page) => {
    await page.getByLabel('Team A').fill('India');
    await page.getByLabel('Team B').fill('india');
    await page.getByLabel('Start date and time').first().fill('2030-01-01T19:30');
    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.getByText(/^❌/).waitFor();
  } },
  { name: 'admin-create-contest', path: '/admin/create-contest', token: admin, act: async (page) => page.getByRole('button', { name: /vs/ }).first().waitFor() },
  { name: 'admin-create-contest-prizes', path: '/admin/create-contest', token: admin, act: async (page) => {
    await page.getByLabel('Contest name').fill('Mega Contest');
    await page.getByLabel('Entry fee (₹)').fill('49');
    await page.getByLabel('Prize pool (₹)').fill('10000');
    await page.getByRole('button', { name: /vs/ }).first().click();
    await page.getByLabel('Spots').fill('100');
    await page.getByRole('button', { name: '+ Add row' }).click();
    await page.getByLabel('Prize row 2, to rank').fill('200');
    await page.getByLabel('Prize row 2, amount per rank in rupees').fill('50');
  } },
  { name: 'admin-players', path: '/admin/players?matchId=1', token: admin, act: async (page) => page.getByText('Set Playing').or(page.getByText('Set Not Playing')).first().waitFor() },
  { name: 'admin-players-list', path: '/admin/players?matchId=1', token: admin, full: false, act: async (page) => {
    await page.getByText('Set Playing').or(page.getByText('Set Not Playing')).first().waitFor();
    await page.getByRole('heading', { name: 'Players', exact: true }).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
  } },
  { name: 'admin-players-all', path: '/admin/players', token: admin, full: false, act: async (page) => page.getByText('Set Playing').or(page.getByText('Set Not Playing')).first().waitFor() },
  { name: 'admin-contests-top', path: '/admin/contests', token: admin, full: false, act: async (page) => page.getByText('Entries / spots').first().waitFor() },
  { name: 'admin-contests', path: '/admin/contests', token: admin, act: async (page) => page.getByText('Entries / spots').first().waitFor() },
  { name: 'admin-contest-edit', path: '/admin/contests/1/edit', token: admin, act: async (page) => page.getByRole('button', { name: 'Save Changes' }).waitFor() },
  { name: 'admin-as-player', path: '/admin', token: player },
  // Teams, entries and the wallet, as the demo player sees them.
  { name: 'landing-demo-picker', path: '/', act: async (page) => {
    await page.getByRole('button', { name: /Arjun Mehta/ }).click();
    await page.getByRole('button', { name: /Dev Kulkarni/ }).click();
    await page.getByRole('button', { name: 'Preview Team (2/11)' }).click();
    await page.getByRole('heading', { name: 'Try it: pick your players' }).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 16));
  }, full: false },
  { name: 'picker-top', path: `/contests/${fresh}/players`, token: player, full: false, act: waitForPlayers },
  { name: 'picker', path: `/contests/${fresh}/players`, token: player, act: waitForPlayers },
  { name: 'picker-picking', path: `/contests/${fresh}/players`, token: player, full: false, act: async (page) => {
    await waitForPlayers(page);
    await pickCheapest(page, { WK: 1, BAT: 4, AR: 2, BOWL: 3 });
    await page.getByRole('tab', { name: /^BAT/ }).click();
  } },
  { name: 'picker-eleven', path: `/contests/${fresh}/players`, token: player, full: false, act: async (page) => {
    await waitForPlayers(page);
    await pickCheapest(page, { WK: 1, BAT: 4, AR: 2, BOWL: 4 });
  } },
  { name: 'picker-ready', path: `/contests/${fresh}/players`, token: player, full: false, act: async (page) => {
    await waitForPlayers(page);
    await pickCheapest(page, { WK: 1, BAT: 4, AR: 2, BOWL: 4 });
    await page.getByRole('radio', { name: /^Captain/ }).first().check();
    await page.getByRole('radio', { name: /^Vice-Captain/ }).nth(1).check();
  } },
  { name: 'picker-existing-team', path: `/contests/${offered}/players`, token: player, act: waitForPlayers },
  { name: 'picker-joined', path: `/contests/${entered}/players`, token: player, act: waitForPlayers },
  { name: 'my-joined-contests', path: '/my-joined-contests', token: player, act: async (page) => page.getByText('Preview Team').first().waitFor() },
  { name: 'team-preview', path: `/team/preview/${previewMatch}`, token: player, act: async (page) => page.getByText('Credits used').waitFor() },
  { name: 'my-teams', path: '/my-team', token: player, act: async (page) => page.getByText('Player Count').first().waitFor() },
  { name: 'wallet', path: '/wallet', token: player, act: async (page) => page.getByText('Current Balance').waitFor() },
  { name: 'profile', path: '/profile', token: player, act: async (page) => page.getByText('Last Transactions').waitFor() },
  { name: 'home-your-contests', path: '/home', token: player, full: false, act: async (page) => {
    await page.getByRole('heading', { name: 'Your contests' }).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
  } },
  { name: 'not-found', path: '/no-such-page' },
  // Live scoring: the contest page, an entry's team and a player's points, the admin's scoring page.
  { name: 'contest-live', path: `/contests/${liveEntry?.contestId ?? 1}`, token: player, act: async (page) => page.getByRole('region', { name: 'Your entries' }).getByRole('button').first().waitFor() },
  { name: 'contest-live-team', path: `/contests/${liveEntry?.contestId ?? 1}`, token: player, full: false, act: async (page) => {
    await page.getByRole('region', { name: 'Your entries' }).getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: /pts/ }).first().waitFor();
  } },
  { name: 'contest-live-breakdown', path: `/contests/${liveEntry?.contestId ?? 1}`, token: player, full: false, act: async (page) => {
    await page.getByRole('region', { name: 'Your entries' }).getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: /Captain/ }).first().click();
    await page.getByRole('row', { name: /^Total/ }).waitFor();
  } },
  { name: 'contest-completed', path: `/contests/${completedEntry?.contestId ?? 1}`, token: player, act: async (page) => page.getByText(/You won/).waitFor() },
  { name: 'admin-scoring', path: `/admin/matches/${liveEntry?.matchId ?? 1}/scoring`, token: admin, act: async (page) => page.getByRole('form', { name: 'Post a delivery' }).waitFor() },
  { name: 'admin-scoring-line', path: `/admin/matches/${liveEntry?.matchId ?? 1}/scoring`, token: admin, full: false, act: async (page) => {
    await page.getByRole('button', { name: /^Edit/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save line' }).waitFor();
  } },
  // Money in and out, and who may play.
  { name: 'wallet-add-funds', path: '/wallet', token: player, full: false, act: async (page) => {
    await page.getByRole('button', { name: 'Add Funds' }).click();
    await page.getByRole('dialog', { name: 'Add Funds' }).getByText(/this month/).waitFor();
  } },
  { name: 'wallet-withdraw', path: '/wallet', token: player, full: false, act: async (page) => {
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw winnings' }).getByRole('button').nth(1).waitFor();
  } },
  { name: 'sandbox-checkout', path: deposit.checkoutUrl ?? '/sandbox/checkout/1', act: async (page) => page.getByRole('button', { name: 'Approve payment' }).or(page.getByRole('heading', { level: 1 })).first().waitFor() },
  { name: 'profile-money', path: '/profile#play-for-money', token: player, full: false, act: async (page) => page.getByRole('region', { name: 'Play for money' }).waitFor() },
  { name: 'profile-kyc', path: '/profile#kyc', token: player, full: false, act: async (page) => page.getByRole('region', { name: 'KYC for withdrawals' }).waitFor() },
  { name: 'admin-withdrawals', path: '/admin/withdrawals', token: admin, act: async (page) => page.getByRole('tabpanel').locator('li, p').first().waitFor() },
  { name: 'admin-money', path: '/admin/money', token: admin, act: async (page) => page.getByRole('region', { name: 'In and out of contests' }).waitFor() },
  // Friends: private contests and leagues.
  { name: 'contests-friends', path: `/contests?matchId=${privateMatch}`, token: player, full: false, act: async (page) => page.getByRole('link', { name: 'Create contest' }).waitFor() },
  { name: 'create-contest', path: `/matches/${privateMatch}/create-contest`, token: player, act: async (page) => page.getByRole('radio', { name: /^Team #/ }).first().waitFor() },
  { name: 'create-contest-paid', path: `/matches/${privateMatch}/create-contest`, token: player, act: async (page) => {
    await page.getByLabel('Contest name').fill('Office Friends');
    await page.getByLabel('Spots').fill('6');
    await page.getByRole('radio', { name: /^Paid/ }).check();
    await page.getByLabel('Entry fee (₹)').fill('100');
    await page.getByRole('radio', { name: /^Team #/ }).first().waitFor();
  } },
  { name: 'create-contest-error', path: `/matches/${privateMatch}/create-contest`, token: player, full: false, act: async (page) => {
    await page.getByLabel('Spots').fill('500');
    await page.getByRole('button', { name: 'Create contest' }).click();
    await page.getByRole('alert').filter({ hasText: 'spots' }).waitFor();
  } },
  { name: 'create-contest-team', path: `/matches/${privateMatch}/create-contest/team`, token: player, act: waitForPlayers },
  { name: 'private-contest', path: `/contests/${withFriend.id}`, token: player, act: async (page) => page.getByRole('region', { name: 'Who has joined' }).getByText('Meena Iyer').waitFor() },
  { name: 'private-contest-alone', path: `/contests/${alone.id}`, token: player, act: async (page) => page.getByRole('button', { name: 'Cancel contest' }).waitFor() },
  { name: 'private-contest-copied', path: `/contests/${alone.id}`, token: player, full: false, act: async (page) => {
    await page.getByRole('button', { name: 'Copy code' }).click();
  } },
  { name: 'private-contest-cancel', path: `/contests/${alone.id}`, token: player, full: false, act: async (page) => {
    await page.getByRole('button', { name: 'Cancel contest' }).click();
    await page.getByRole('dialog', { name: 'Cancel this contest?' }).waitFor();
  } },
  { name: 'join', path: `/join/${alone.inviteCode}`, token: friend, act: async (page) => page.getByRole('link', { name: /Join with a team|Pick your team/ }).waitFor() },
  { name: 'join-wrong', path: '/join/ZZZZ2222', token: friend, act: async (page) => page.getByRole('region', { name: 'Try another code' }).waitFor() },
  { name: 'join-signed-out', path: `/join/${alone.inviteCode}`, act: async (page) => page.getByText(/join your friend/).waitFor() },
  { name: 'join-picker', path: `/contests/${alone.id}/players?inviteCode=${alone.inviteCode}`, token: friend, act: waitForPlayers },
  { name: 'leagues', path: '/leagues', token: player, act: async (page) => page.getByRole('link', { name: /Office League/ }).first().waitFor() },
  { name: 'leagues-invited', path: `/leagues?code=${league.inviteCode}`, token: friend, full: false, act: async (page) => page.getByLabel('League code').first().waitFor() },
  { name: 'league', path: `/leagues/${league.id}`, token: player, act: async (page) => page.getByRole('table').waitFor() },
  { name: 'home-friends', path: '/home', token: player, full: false, act: async (page) => {
    await page.getByRole('heading', { name: 'Join with a code' }).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
  } },
  { name: 'admin-scoring-completed', path: `/admin/matches/${completedEntry?.matchId ?? 1}/scoring`, token: admin, act: async (page) => page.getByText(/This match is completed/).waitFor() },
];

const SAMPLE_TABLE = [
  { username: 'Meera Iyer', totalPoints: 412.5 },
  { username: 'Arjun Mehta', totalPoints: 398 },
  { username: 'Kavya', totalPoints: 377 },
  { username: 'Rohan Das Gupta', totalPoints: 301.5 },
  { username: 'Demo Player', totalPoints: 254 },
  { username: 'Sana Qureshi', totalPoints: 120 },
];

/** A minimal STOMP 1.2 broker for one page: CONNECTED, then the table on SUBSCRIBE. */
async function fakeBroker(page) {
  await page.routeWebSocket(/\/ws\/leaderboard$/, (ws) => {
    ws.onMessage((data) => {
      const frame = String(data);
      if (frame.startsWith('CONNECT') || frame.startsWith('STOMP')) ws.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
      if (frame.startsWith('SUBSCRIBE')) {
        const id = /\nid:([^\n]+)/.exec(frame)?.[1] ?? 'sub-0';
        ws.send(`MESSAGE\ndestination:/topic/leaderboard\nsubscription:${id}\nmessage-id:1\ncontent-type:application/json\n\n${JSON.stringify(SAMPLE_TABLE)}\0`);
      }
    });
  });
}

const sizes = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1366, height: 768 },
];

const profile = await mkdtemp(join(tmpdir(), 'crease-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.error(`console ${message.type()}:`, message.text());
  });
  for (const shot of shots.filter((s) => s.name.includes(filter))) {
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${base}/`);
      await page.evaluate((token) => (token ? localStorage.setItem('jwt', token) : localStorage.removeItem('jwt')), shot.token ?? null);
      if (shot.stomp) await fakeBroker(page);
      await page.goto(`${base}${shot.path}`);
      await page.waitForLoadState('networkidle');
      if (shot.act) await shot.act(page);
      await page.waitForTimeout(400);
      const file = join(out, `${shot.name}-${size.label}.png`);
      await page.screenshot({ path: file, fullPage: shot.full ?? true });
      if (shot.stomp) await page.unrouteAll();
      console.log('saved', file);
    }
  }
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
