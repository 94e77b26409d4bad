import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LeagueView } from '@crease/game';
import { expectAccessible } from './accessibility.ts';
import { apiGet, apiPost, apiToken, baseUrl, DESKTOP, registerAccount, uniqueEmail, useBrowser } from './browser.ts';
import { importedMatch, matchWithContests, moveMatch, postOvers, teamAround, validEleven } from './fixtures.ts';
import { focusRingOf, isFocused, pressUntilFocused } from './keyboard.ts';
import { armband, pick } from './picker.ts';

const browser = useBrowser();

const joinedList = (page: Page) => page.getByRole('region', { name: 'Who has joined' });

/** Picks the fixture's valid eleven with its first batter as Captain and the other side's first bowler as Vice-Captain. */
async function pickTeam(page: Page, sides: readonly [string, string]) {
  await page.getByRole('tab', { name: /^WK/ }).waitFor();
  await pick(page, validEleven(sides));
  await armband(page, `${sides[0]} BAT 1`, 'Captain');
  await armband(page, `${sides[1]} BOWL 1`, 'Vice-Captain');
}

describe('friends play a private contest', () => {
  it('one makes it from a match’s contests and copies its link; another opens it signed out, signs up, comes back, picks a team and joins; each sees the other', { timeout: 90_000 }, async () => {
    const setup = await matchWithContests();
    const maker = await registerAccount({ name: 'Kiran Rao' });
    const page = await browser.newPage(DESKTOP, { token: await apiToken(maker.email, maker.password) });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    // From the match's contests to the form; the template chosen with the keyboard.
    await page.goto(`/contests?matchId=${setup.matchId}`);
    await page.getByRole('region', { name: 'Play with friends' }).getByRole('link', { name: 'Create contest' }).click();
    await page.waitForURL(`**/matches/${setup.matchId}/create-contest`);
    const form = page.getByRole('form', { name: 'Create a private contest' });
    await form.getByLabel('Contest name').fill('Office Friends');
    await form.getByLabel('Spots').fill('4');
    await pressUntilFocused(page, form.getByRole('radio', { name: /^Top 3/ }), 'Tab', 20);
    expect(await focusRingOf(page)).not.toBeNull();
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(form.getByRole('radio', { name: /^Winner takes all/ }))).toBe(true);
    expect(await form.getByRole('radio', { name: /^Winner takes all/ }).isChecked()).toBe(true);
    await expect.poll(() => form.getByText('You have no team for this match yet', { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page, 'the private contest form, no team yet');

    // No team for the match yet: one is picked on the way, and the form is as it was on return.
    await form.getByRole('button', { name: 'Pick a new team' }).click();
    await page.waitForURL(`**/matches/${setup.matchId}/create-contest/team`);
    await pickTeam(page, setup.sides);
    await expectAccessible(page, 'a team picked for a private contest');
    await page.getByRole('button', { name: 'Use This Team' }).click();
    await page.waitForURL(/\/create-contest\?team=\d+$/);
    await expect.poll(() => form.getByRole('radio', { name: /^Team #\d+/ }).isChecked()).toBe(true);
    expect(await form.getByLabel('Contest name').inputValue()).toBe('Office Friends');
    expect(await form.getByRole('radio', { name: /^Winner takes all/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Create contest' }).click();

    // Its page: the code and link to share, the maker alone so far.
    await page.waitForURL(/\/contests\/\d+$/);
    const contestPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Office Friends', level: 1 }).waitFor();
    const sheet = page.getByRole('region', { name: 'Invite your friends' });
    const link = await sheet.getByLabel('Invite link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/join/[A-Z2-9]{8}$`));
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await sheet.getByText('Link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await joinedList(page).getByText('Kiran Rao').waitFor();
    await page.getByRole('button', { name: 'Cancel contest' }).click();
    await page.getByRole('dialog', { name: 'Cancel this contest?' }).waitFor();
    await expectAccessible(page, 'a private contest’s cancel confirmation');
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expectAccessible(page, 'a private contest made, with the link copied');

    // The friend opens the link signed out: sign in is asked for, with why; they sign up instead.
    const friend = { name: 'Meena Iyer', email: uniqueEmail('meena'), password: 'cover-drive-42' };
    const phone = await browser.newPage();
    await phone.goto(link);
    await phone.waitForURL('**/login');
    await phone.getByText('Sign in, or sign up, to join your friend’s contest. You will be taken back to it.').waitFor();
    await phone.getByRole('link', { name: 'Sign Up' }).click();
    await phone.waitForURL('**/register');
    const signUp = phone.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill(friend.name);
    await signUp.getByLabel(/e-?mail/i).fill(friend.email);
    await signUp.getByLabel('Password').fill(friend.password);
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await phone.waitForURL('**/login');
    await expect.poll(() => phone.getByLabel(/e-?mail/i).inputValue()).toBe(friend.email);
    await phone.getByLabel('Password').fill(friend.password);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();

    // Back at the invitation, into the picker with the code, and in.
    await phone.waitForURL(new URL(link).pathname);
    await phone.getByRole('heading', { name: 'Office Friends', level: 1 }).waitFor();
    await phone.getByText('Kiran Rao invited you to a private contest.').waitFor();
    await expectAccessible(phone, 'a friend’s invitation');
    await phone.getByRole('link', { name: 'Pick your team' }).click();
    await phone.waitForURL(/\/players\?inviteCode=[A-Z2-9]{8}$/);
    await pickTeam(phone, setup.sides);
    await phone.getByRole('button', { name: 'Submit Team & Join Contest' }).click();
    await phone.waitForURL(`**${contestPath}`);
    await joinedList(phone).getByText('Kiran Rao').waitFor();
    await joinedList(phone).getByText('Meena Iyer').waitFor();
    await expect.poll(() => joinedList(phone).getByText('2 of 4 spots taken').isVisible()).toBe(true);
    await expectAccessible(phone, 'a private contest joined');

    // The maker sees the friend; with a friend in, it can no longer be called off.
    await page.reload();
    await joinedList(page).getByText('Meena Iyer').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel contest' }).count()).toBe(0);
  });
});

/** Who earns points early in the file: teams built around one of them, without the others, differ. */
const EARLY_SCORERS = ['RG Sharma', 'V Kohli', 'RR Pant', 'KA Maharaj', 'Q de Kock', 'H Klaasen'];

const formatPoints = (points: number) => points.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** A member's row of the league table as shown: [rank, name, total]. */
async function shownRow(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  return (await row.locator('th, td').allTextContents()).slice(0, 3);
}

describe('friends follow a series in a league', () => {
  it('one makes a league for a competition, a friend joins with its code, and once a match of it is played both see the points', { timeout: 60_000 }, async () => {
    const match = await importedMatch();
    const asha = await registerAccount({ name: 'Asha Menon' });
    const bala = await registerAccount({ name: 'Bala Krishnan' });
    const tokens = { asha: await apiToken(asha.email, asha.password), bala: await apiToken(bala.email, bala.password) };
    const { competition } = await apiGet<{ competition: string }>(`/api/matches/${match.matchId}`, tokens.asha);
    // Each has a team for the match (made, not entered: a league counts teams, no fee is needed).
    await apiPost('/api/user-teams', tokens.asha, { contestId: match.contest.id, ...teamAround(match.squad, 'KA Maharaj', EARLY_SCORERS) });
    await apiPost('/api/user-teams', tokens.bala, { contestId: match.contest.id, ...teamAround(match.squad, 'V Kohli', EARLY_SCORERS) });

    // Asha makes the league, choosing the competition from the upcoming matches'.
    const page = await browser.newPage(DESKTOP, { token: tokens.asha });
    await page.goto('/home');
    await page.getByRole('region', { name: 'Leagues with friends' }).getByRole('link', { name: 'My Leagues' }).click();
    await page.waitForURL('**/leagues');
    const create = page.getByRole('form', { name: 'Create a league' });
    await create.getByLabel('League name').fill('Final Friends');
    await create.getByLabel('Competition').selectOption(competition);
    await create.getByRole('button', { name: 'Create league' }).click();
    await page.waitForURL(/\/leagues\/\d+$/);
    await page.getByRole('heading', { name: 'Final Friends', level: 1 }).waitFor();
    const code = (await page.getByRole('region', { name: 'Invite your friends' }).getByRole('definition').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expectAccessible(page, 'a league of one, before its first ball');

    // Bala joins with the code.
    const phone = await browser.newPage(undefined, { token: tokens.bala });
    await phone.goto('/leagues');
    const join = phone.getByRole('form', { name: 'Join a league' });
    await join.getByLabel('League code').fill('ZZZZ2222');
    await join.getByRole('button', { name: 'Join league' }).click();
    await join.getByText('No league has that code. Check it with the friend who sent it.').waitFor();
    await expectAccessible(phone, 'a wrong league code');
    await join.getByLabel('League code').fill(code.toLowerCase());
    await join.getByRole('button', { name: 'Join league' }).click();
    await phone.waitForURL(new URL(page.url()).pathname);
    await phone.getByRole('rowheader', { name: /^Asha Menon/ }).waitFor();
    await phone.getByRole('rowheader', { name: /^Bala Krishnan/ }).waitFor();
    await page.reload();
    await page.getByRole('rowheader', { name: /^Bala Krishnan/ }).waitFor();

    // The match starts and two overs are bowled: both tables move without a reload.
    await moveMatch(match.matchId, 'start');
    await postOvers(match.matchId, 0, 1);
    const leagueId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const league = await apiGet<LeagueView>(`/api/leagues/${leagueId}`, tokens.asha);
    expect(league.matches.map((one) => one.id)).toContain(match.matchId);
    const expected = (name: string) => {
      const row = league.table.find((one) => one.username === name)!;
      return [String(row.rank), row.username, formatPoints(row.totalPoints)];
    };
    expect(league.table.every((row) => row.totalPoints > 0)).toBe(true);
    for (const view of [page, phone]) {
      await expect.poll(() => shownRow(view, 'Asha Menon')).toEqual([expected('Asha Menon')[0], expect.stringMatching(/^Asha Menon/), expected('Asha Menon')[2]]);
      await expect.poll(() => shownRow(view, 'Bala Krishnan')).toEqual([expected('Bala Krishnan')[0], expect.stringMatching(/^Bala Krishnan/), expected('Bala Krishnan')[2]]);
      await view.getByRole('columnheader', { name: /India vs South Africa/ }).first().waitFor();
    }
    await expectAccessible(page, 'a league table, live');
    await expectAccessible(phone, 'a league table, live, on a phone');
  });
});
