import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiGet, apiToken, DESKTOP, readyForPaidPlay, registerAccount, useBrowser } from './browser.ts';
import { enterTeam, importedMatch, moveMatch, postOvers, teamAround, type ImportedMatch } from './fixtures.ts';

const browser = useBrowser();

/**
 * Who earns points in the file's first two overs: batters, the bowler who takes wickets, the
 * catchers. Teams built around one of them without the others differ mostly by their captains.
 */
const EARLY_SCORERS = ['RG Sharma', 'V Kohli', 'RR Pant', 'KA Maharaj', 'Q de Kock', 'H Klaasen'];

interface Row {
  rank: number;
  username: string;
  totalPoints: number;
  mine: boolean;
}

/** The player's own row of the table, as the API has it now. */
async function ownRow(token: string, contestId: number): Promise<Row> {
  const rows = await apiGet<Row[]>(`/api/contests/${contestId}/leaderboard`, token);
  return rows.find((row) => row.mine)!;
}

const pinned = (page: Page) => page.getByRole('region', { name: 'Your entries' });
const board = (page: Page) => page.getByRole('region', { name: /Leaderboard$/ });
const score = (page: Page) => page.getByRole('region', { name: 'Match score' });

describe('a player watches a match being played', () => {
  let match: ImportedMatch;
  let player: { token: string; name: string };

  beforeAll(async () => {
    match = await importedMatch();
    // The player's Captain is the spinner who takes two wickets in the second over; a rival's is
    // the batter who hits three fours in the first.
    const account = await registerAccount({ name: 'Meera Iyer' });
    await readyForPaidPlay(account.email, account.password);
    player = { token: await apiToken(account.email, account.password), name: account.name };
    await enterTeam(player.token, match.contest.id, teamAround(match.squad, 'KA Maharaj', EARLY_SCORERS));
    const rival = await registerAccount({ name: 'Rohan Das' });
    await readyForPaidPlay(rival.email, rival.password);
    await enterTeam(await apiToken(rival.email, rival.password), match.contest.id, teamAround(match.squad, 'V Kohli', EARLY_SCORERS));
    await moveMatch(match.matchId, 'start');
  });

  it('sees the score, their points and rank move ball by ball without a reload, then the prize on the page and in the wallet', async () => {
    const page = await browser.newPage(DESKTOP, { token: player.token });
    await page.goto(`/contests/${match.contest.id}`);
    await page.getByRole('heading', { name: match.contest.name, level: 1 }).waitFor();
    await expect.poll(() => score(page).textContent()).toContain('no balls bowled yet');
    await board(page).getByText('Rohan Das').waitFor();
    await expectAccessible(page, 'live, before the first ball');

    // Over 1: Kohli hits three fours; the rival, with Kohli as Captain, goes ahead.
    await postOvers(match.matchId, 0, 0);
    await expect.poll(() => score(page).textContent()).toContain('15/0');
    await expect.poll(() => pinned(page).getByRole('button').textContent()).toMatch(/^#2/);
    const second = await ownRow(player.token, match.contest.id);
    expect(second.rank).toBe(2);
    expect(await pinned(page).getByRole('button').textContent()).toContain(`${second.totalPoints} pts`);
    expect(await board(page).getByRole('listitem').first().textContent()).toContain('Rohan Das');

    // Over 2: Maharaj takes two wickets; the player's Captain doubles them, and the player leads.
    await postOvers(match.matchId, 1, 1);
    await expect.poll(() => score(page).textContent()).toContain('23/2');
    await expect.poll(() => pinned(page).getByRole('button').textContent()).toMatch(/^#1/);
    const first = await ownRow(player.token, match.contest.id);
    expect(first.totalPoints).toBeGreaterThan(second.totalPoints);
    expect(await pinned(page).getByRole('button').textContent()).toContain(`${first.totalPoints} pts`);
    expect(await board(page).getByRole('listitem').first().textContent()).toContain(player.name);
    await expect.poll(() => page.locator('[aria-live="polite"]').textContent()).toBe('Your rank is now 1');
    await expectAccessible(page, 'live, after two overs');

    // The team, then where the Captain's points came from.
    await pinned(page).getByRole('button').click();
    const team = page.getByRole('dialog', { name: 'Your team' });
    const captain = team.getByRole('button', { name: /^KA Maharaj \(Captain\)/ });
    await expect.poll(() => captain.textContent()).toContain('108 pts');
    await expectAccessible(page, 'an entry’s team open');
    await captain.click();
    const breakdown = page.getByRole('dialog', { name: 'KA Maharaj' });
    await breakdown.getByRole('row', { name: 'Wickets +50' }).waitFor();
    await breakdown.getByRole('row', { name: 'Total 54' }).waitFor();
    await breakdown.getByRole('row', { name: /Captain 2x: counted for this team 108/ }).waitFor();
    expect(await breakdown.textContent()).toContain('Bowling1-0-8-2');
    await expectAccessible(page, 'a player’s points breakdown open');
    await page.keyboard.press('Escape');
    await expect.poll(() => breakdown.isVisible()).toBe(false);
    expect(await captain.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => team.isVisible()).toBe(false);

    // The match ends: ranked and paid.
    await moveMatch(match.matchId, 'complete');
    await expect.poll(() => pinned(page).textContent(), { timeout: 20_000 }).toContain('You won ₹600.00');
    await page.getByRole('heading', { name: 'Final Leaderboard' }).waitFor();
    expect(await board(page).getByRole('listitem').nth(1).textContent()).toContain('Won ₹400.00');
    await expectAccessible(page, 'completed, with the prizes');

    await page.goto('/wallet');
    const balance = page.getByRole('region', { name: 'Current Balance' });
    await expect.poll(() => balance.locator('dt', { hasText: 'Winnings' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('₹600.00');
    const prize = page.getByRole('listitem').filter({ hasText: 'Winnings' });
    await expect.poll(() => prize.textContent()).toContain('+₹600.00');
    expect(await prize.textContent()).toContain(match.contest.name);
    await expectAccessible(page, 'the prize in the wallet');
  });
});

describe('an admin scores a match by hand', () => {
  let match: ImportedMatch;

  beforeAll(async () => {
    match = await importedMatch();
    await moveMatch(match.matchId, 'start');
  });

  it("posts deliveries through the form, edits a player's line and sees the points, and completes the match", async () => {
    const page = await browser.newPage(DESKTOP, { token: await apiToken(admin().email, admin().password) });
    await page.goto(`/admin/matches/${match.matchId}/scoring`);
    // A match is scored by its feed until an admin takes it over.
    await page.getByRole('button', { name: 'Take over scoring' }).click();
    await page.getByText('You score this match now: the feed is paused.').waitFor();
    const form = page.getByRole('form', { name: 'Post a delivery' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Ball', { exact: true }).inputValue()).toBe('1');
    await expectAccessible(page, 'live, before the first ball');

    await form.getByLabel('Batting side').selectOption('India');
    await form.getByLabel('Batter (on strike)').selectOption('RG Sharma');
    await form.getByLabel('Non-striker').selectOption('V Kohli');
    await form.getByLabel('Bowler').selectOption('M Jansen');
    await form.getByLabel('Runs off the bat').selectOption('1');
    await form.getByRole('button', { name: 'Post delivery' }).click();
    await form.getByText('Delivery innings 1, 0.1 stored.').waitFor();
    await expect.poll(() => score(page).textContent()).toContain('1/0');
    await expect.poll(() => form.getByLabel('Ball', { exact: true }).inputValue()).toBe('2');

    // The next ball: Kohli on strike hits a four.
    await form.getByLabel('Batter (on strike)').selectOption('V Kohli');
    await form.getByLabel('Non-striker').selectOption('RG Sharma');
    await form.getByLabel('Runs off the bat').selectOption('4');
    await form.getByRole('button', { name: 'Post delivery' }).click();
    await expect.poll(() => score(page).textContent()).toContain('5/0');
    expect(await score(page).textContent()).toContain('0.2 M Jansen to V Kohli, FOUR');

    // Taken out again: the score and the next ball follow the rest.
    await page.getByRole('button', { name: 'Take out the last ball' }).click();
    const undo = page.getByRole('dialog', { name: 'Take out the last ball?' });
    await expectAccessible(page, 'taking out the last ball');
    await undo.getByRole('button', { name: 'Take it out' }).click();
    await page.getByText('Took out the ball at innings 1, over 0, ball 2.').waitFor();
    await expect.poll(() => score(page).textContent()).toContain('1/0');
    await expect.poll(() => form.getByLabel('Ball', { exact: true }).inputValue()).toBe('2');

    // A position the format does not allow: the server's refusal is the form's error.
    await form.getByLabel('Innings', { exact: true }).fill('7');
    await form.getByRole('button', { name: 'Post delivery' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/^❌ deliveries\[0\]/);
    await expectAccessible(page, 'the delivery form with the server’s refusal');

    // A line by hand: Maharaj's whole match, 4-0-23-2 with two caught.
    const maharaj = page.getByRole('listitem', { name: 'KA Maharaj' });
    await maharaj.getByRole('button', { name: 'Edit KA Maharaj' }).click();
    const line = page.getByRole('dialog', { name: 'KA Maharaj' });
    await line.getByLabel('Overs').fill('4');
    await line.getByLabel('Runs conceded').fill('23');
    await line.getByLabel('Caught', { exact: true }).fill('2');
    await expectAccessible(page, 'the line editor open');
    await line.getByRole('button', { name: 'Save line' }).click();
    await expect.poll(() => line.isVisible()).toBe(false);
    // 2 x 25 for the wickets, 4 for an economy of 5.75, 4 in the XI (the import announces it).
    await expect.poll(() => maharaj.textContent()).toContain('58 pts');
    expect(await maharaj.textContent()).toContain('Set by hand');
    expect(await maharaj.textContent()).toContain('Bowling 4-0-23-2');

    await page.getByRole('button', { name: 'Mark completed' }).click();
    await page.getByRole('dialog', { name: /^Mark .* as completed\?$/ }).getByRole('button', { name: 'Mark it completed' }).click();
    await page.getByText(/This match is completed/).waitFor();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expectAccessible(page, 'completed');
  });
});
