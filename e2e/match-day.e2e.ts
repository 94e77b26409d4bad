import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiGet, apiPost, apiToken, PHONE, readyForPaidPlay, registerAccount, signIn, useBrowser } from './browser.ts';
import { contestOn, enterTeam, importedMatch, makeTeam, matchWithContests, moveMatch, postOvers, teamAround, validEleven, type ImportedMatch, type MatchWithContests } from './fixtures.ts';
import { armband, pick } from './picker.ts';

const browser = useBrowser();
const LAPTOP = { width: 1366, height: 768 };
const WIDTHS = [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const;

/** A picture of the page as it is, for a person to look at (not asserted). */
const shoot = (page: Page, name: string) => page.screenshot({ path: `/tmp/md-web-shots/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

/** An account that may play for money, signed in through the API: its token. */
async function player(name: string): Promise<string> {
  const account = await registerAccount({ name });
  await readyForPaidPlay(account.email, account.password);
  return apiToken(account.email, account.password);
}

describe('match day: line-ups, the crowd and the form on the picker', () => {
  let setup: MatchWithContests;
  let free: { id: number };

  beforeAll(async () => {
    setup = await matchWithContests();
    const adminToken = await apiToken(admin().email, admin().password);
    free = await apiPost('/api/contests', adminToken, { name: `Crowd ${setup.matchId}`, entryFee: 0, prizePool: 0, matchId: setup.matchId, spots: 200, maxTeamsPerUser: 1, flexible: false, prizes: [] });
    // Fifty entered teams: below that the crowd's shares stay hidden before the deadline.
    for (let n = 0; n < 50; n += 1) {
      const account = await registerAccount({ name: `Crowd ${n}` });
      const token = await apiToken(account.email, account.password);
      const teamId = await makeTeam(token, setup, free.id);
      await apiPost('/api/join-contest', token, { contestId: free.id, teamId });
    }
  }, 240_000);

  it('the admin announces both XIs in one action and sees when', async () => {
    const page = await browser.newPage(LAPTOP);
    await signIn(page, admin().email, admin().password);
    await page.waitForURL('**/admin');
    await page.goto(`/admin/matches/${setup.matchId}/lineups`);
    await page.getByText('Not announced yet', { exact: false }).waitFor();
    const announce = page.getByRole('button', { name: 'Announce line-ups' });
    expect(await announce.isDisabled()).toBe(true);
    await expectAccessible(page, 'line-ups, nothing picked');
    // The fixture's valid eleven's players of each side, and more of each side to make eleven.
    for (const side of setup.sides) {
      const group = page.getByRole('group', { name: new RegExp(`^${side}`) });
      const boxes = group.getByRole('checkbox');
      for (let n = 0; n < 11; n += 1) await boxes.nth(n).check();
      await expect.poll(() => group.textContent()).toContain('11/11');
    }
    await expect.poll(() => announce.isEnabled()).toBe(true);
    await shoot(page, 'admin-lineups');
    await announce.click();
    await page.getByText('Line-ups announced: players now see who is playing.').waitFor();
    await expect.poll(() => page.getByText(/^Announced /).isVisible()).toBe(true);
    await expectAccessible(page, 'line-ups announced');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'line-ups announced, on a phone');
    await shoot(page, 'admin-lineups');
  }, 120_000);

  it.each(WIDTHS)('a player on %s sees Selected by, C by, VC by, the form and the line-up, and sorts and filters', async (_, viewport) => {
    await expect.poll(async () => (await apiGet<{ lineupsAnnouncedAt: string | null }>(`/api/matches/${setup.matchId}`, await apiToken(admin().email, admin().password))).lineupsAnnouncedAt).not.toBeNull();
    const token = await player('Kavya Menon');
    const page = await browser.newPage(viewport, { token });
    await page.goto(`/contests/${setup.league.id}/players`);
    const keeper = page.getByRole('button', { name: `${setup.sides[0]} WK 1`, exact: true }).locator('xpath=ancestor::li[1]');
    await keeper.waitFor();
    // Every one of the fifty picked the fixture's eleven, with its second player as Captain. The
    // shares are counted at most a minute ago: a count from before the fiftieth team shows a dash
    // until the next one.
    const selectedBy = keeper.locator('dt', { hasText: 'Selected by' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(async () => {
      await page.reload();
      await selectedBy.waitFor();
      return selectedBy.textContent();
    }, { timeout: 80_000, interval: 5_000 }).toBe('100.0%');
    expect(await keeper.getByText(/^(Playing|Not Playing)$/).count()).toBe(1);
    await page.getByRole('tab', { name: /^BAT/ }).click();
    const captain = page.getByRole('button', { name: `${setup.sides[0]} BAT 1`, exact: true }).locator('xpath=ancestor::li[1]');
    expect(await captain.locator('dt', { hasText: /^C by$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('100.0%');
    await page.getByLabel('Sort by', { exact: true }).selectOption('selectedBy');
    const names = () => page.getByRole('tabpanel').getByRole('button', { pressed: false }).allTextContents();
    expect((await names())[0]).toContain(`${setup.sides[0]} BAT`);
    await page.getByLabel('Team', { exact: true }).selectOption(setup.sides[1]);
    await expect.poll(async () => (await names()).every((name) => name.startsWith(setup.sides[1]))).toBe(true);
    await expectAccessible(page, 'picker with the crowd, sorted and filtered');
    await shoot(page, 'picker');
  }, 120_000);
});

describe('own your teams: the join sheet, copy and swap', () => {
  it.each(WIDTHS)('on %s: the sheet says where the fee comes from, a short balance offers Add cash, a team is copied and swapped in', async (label, viewport) => {
    const setup = await matchWithContests();
    const token = await player('Nisha Rao');
    const page = await browser.newPage(viewport, { token });
    await page.goto(`/contests/${setup.league.id}/players`);
    const eleven = validEleven(setup.sides);
    await pick(page, eleven);
    await armband(page, eleven[1]!, 'Captain');
    await armband(page, eleven[10]!, 'Vice-Captain');
    await page.getByRole('button', { name: 'Submit Team & Join Contest' }).click();

    const sheet = page.getByRole('dialog', { name: 'Join contest' });
    await sheet.getByRole('button', { name: 'Join for ₹25.00' }).waitFor();
    const line = (term: string) => sheet.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(await line('Entry fee')).toBe('₹25.00');
    expect(await line('Bonus used')).toBe('₹25.00');
    expect(await line('From deposits')).toBe('₹0.00');
    expect(await line('From winnings')).toBe('₹0.00');
    await expectAccessible(page, 'the join sheet');
    await shoot(page, 'join-sheet');
    await sheet.getByRole('button', { name: 'Join for ₹25.00' }).click();
    await page.waitForURL('**/my-joined-contests');
    await page.getByText('You have successfully joined the contest!').waitFor();

    // The top bar's wallet follows: ₹500 of bonus less the fee.
    await expect.poll(() => page.getByRole('link', { name: /^Wallet balance/ }).textContent()).toContain('₹475.00');

    // A ₹600 contest of the same match: the sheet says the balance is short and offers Add cash here.
    const big = await contestOn(setup.matchId, { name: `Big ${label}`, entryFee: 600, prizePool: 1000 });
    await page.goto(`/contests/${big.id}/players`);
    await page.getByRole('button', { name: 'Join with your team' }).click();
    await sheet.getByText('Your balance is ₹125.00 short of the fee.').waitFor();
    expect(await sheet.getByRole('button', { name: /^Join for/ }).count()).toBe(0);
    await sheet.getByRole('button', { name: 'Add cash' }).click();
    await expect.poll(() => sheet.getByLabel('Amount (₹)').inputValue()).toBe('125');
    await expectAccessible(page, 'the join sheet, short, adding cash');
    await shoot(page, 'join-sheet-short');
    await page.keyboard.press('Escape');

    // My Teams: the team is T1; Copy makes T2.
    await page.goto('/my-team');
    const t1 = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'T1' }) });
    await t1.getByRole('button', { name: 'Copy team T1' }).click();
    await page.getByText('T2 is a copy of T1.').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'T2' }).isVisible()).toBe(true);
    await expectAccessible(page, 'My Teams with a copy');
    await shoot(page, 'my-teams');

    // My Contests: swap T2 into the entry.
    await page.goto('/my-joined-contests');
    const card = page.getByRole('article', { name: setup.league.name });
    await card.getByRole('button', { name: `Swap team: ${setup.league.name}` }).click();
    const swap = page.getByRole('dialog', { name: 'Swap team' });
    await swap.getByRole('button', { name: 'Swap in T2' }).waitFor();
    await expectAccessible(page, 'swap team');
    await shoot(page, 'swap-team');
    await swap.getByRole('button', { name: 'Swap in T2' }).click();
    await page.getByText(`${setup.league.name} now has T2.`).waitFor();
    await expect.poll(() => card.locator('dt', { hasText: /^Team$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('T2');
  }, 120_000);

  it('a phone has the bottom bar: Home, Contests, My Contests, Wallet, Profile', async () => {
    const token = await player('Arjun Shah');
    const page = await browser.newPage(PHONE, { token });
    await page.goto('/home');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Contests', 'My Contests', 'Wallet', 'Profile']);
    await bar.getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL('**/wallet');
    await page.getByRole('link', { name: 'Add cash' }).click();
    await page.getByRole('dialog', { name: 'Add Funds' }).waitFor();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'wallet with the bottom bar');
    await shoot(page, 'bottom-bar');
    // Not there at a laptop's width.
    await page.setViewportSize(LAPTOP);
    await expect.poll(() => bar.isVisible()).toBe(false);
  }, 120_000);
});

describe('prizes, the winning zone, compare, and after the match', () => {
  let match: ImportedMatch;
  let mine: string;

  beforeAll(async () => {
    match = await importedMatch();
    mine = await player('Meera Iyer');
    await enterTeam(mine, match.contest.id, teamAround(match.squad, 'KA Maharaj', ['V Kohli']));
    const rival = await player('Rohan Das');
    await enterTeam(rival, match.contest.id, teamAround(match.squad, 'V Kohli', ['KA Maharaj']));
    await moveMatch(match.matchId, 'start');
    await postOvers(match.matchId, 0, 1);
  }, 120_000);

  it.each(WIDTHS)('on %s: the prize table, the winning zone with prizes as they stand, and a comparison with a rival, live', async (_, viewport) => {
    const page = await browser.newPage(viewport, { token: mine });
    await page.goto(`/contests/${match.contest.id}`);
    const prizes = page.getByRole('region', { name: 'Prizes' });
    await prizes.waitFor();
    expect(await prizes.locator('dt', { hasText: 'First prize' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('₹600.00');
    expect(await prizes.locator('dt', { hasText: 'Winners' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('2');
    expect(await prizes.locator('dt', { hasText: 'Who wins' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('100% of 2 entries');
    const board = page.getByRole('region', { name: /Leaderboard$/ });
    await board.getByText('Rohan Das').waitFor();
    await board.getByText('Ranks 1–2 win: the winning zone').waitFor();
    await expect.poll(() => board.getByRole('listitem').first().textContent()).toMatch(/Wins ₹(600|500)\.00/);
    await expectAccessible(page, 'live, prizes as they stand');
    await shoot(page, 'contest-live');

    await board.getByRole('button', { name: /Rohan Das/ }).click();
    await page.getByRole('dialog', { name: "Rohan Das's team" }).getByRole('button', { name: 'Compare with my team' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare teams' });
    await compare.getByRole('region', { name: 'Common players' }).waitFor();
    await compare.getByRole('region', { name: /^Only in Meera Iyer's T1/ }).waitFor();
    await compare.getByText(/C KA Maharaj/).waitFor();
    await expectAccessible(page, 'comparing two teams');
    await shoot(page, 'compare');
    // Live: the next over moves the comparison without a reload.
    const before = await compare.textContent();
    if (viewport === LAPTOP) {
      await postOvers(match.matchId, 2, 2);
      await expect.poll(() => compare.textContent(), { timeout: 20_000 }).not.toBe(before);
    }
  }, 120_000);

  it("/auth names the live match it ranks", async () => {
    const page = await browser.newPage(PHONE, { token: mine });
    await page.goto('/auth');
    await page.getByText(/^Ranking India vs South Africa|^Ranking South Africa vs India/).waitFor();
    await expectAccessible(page, '/auth with its match');
  }, 120_000);

  it.each(WIDTHS)('on %s, once the match is over: the result, every player’s points and the Dream Team', async (_, viewport) => {
    const state = await apiGet<{ state: string }>(`/api/matches/${match.matchId}`, mine);
    if (state.state !== 'COMPLETED') await moveMatch(match.matchId, 'complete');
    const page = await browser.newPage(viewport, { token: mine });
    await page.goto(`/contests/${match.contest.id}`);
    const dream = page.getByRole('region', { name: 'Dream Team' });
    await dream.waitFor({ timeout: 20_000 });
    expect(await dream.getByRole('listitem').count()).toBe(11);
    await page.getByRole('status').filter({ hasText: /won by|Match tied|No result/ }).first().waitFor();
    const points = page.getByRole('region', { name: 'Players’ points' });
    await points.getByRole('button', { name: 'V Kohli' }).waitFor();
    await expectAccessible(page, 'a completed match');
    await shoot(page, 'contest-completed');
  }, 120_000);
});
