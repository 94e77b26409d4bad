import crypto from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiPost, apiToken, baseUrl, DESKTOP, registerAccount, signIn, useBrowser } from './browser.ts';

const browser = useBrowser();
const root = path.resolve(import.meta.dirname, '..');

/** A date-time input's value (local time), some days from now. */
function localInput(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function signInAsAdmin(page: Page) {
  await signIn(page, admin().email, admin().password);
  await page.waitForURL('**/admin');
}

/** Sides no other test uses, so the match is easy to find in every list. */
function uniqueSides() {
  const tag = crypto.randomBytes(3).toString('hex');
  return { teamA: `Mumbai ${tag}`, teamB: `Chennai ${tag}` };
}

describe('an admin sets up a match and its contests; a player finds them', () => {
  it('creates a match, adds a player, creates a contest with a prize table, cancels another; a player sees the first under UPCOMING', async () => {
    const { teamA, teamB } = uniqueSides();
    const title = `${teamA} vs ${teamB}`;
    const page = await browser.newPage(DESKTOP);
    await signInAsAdmin(page);

    // Create New Match
    await page.getByRole('link', { name: /Create Match/ }).click();
    await page.waitForURL('**/admin/create-match');
    const matchForm = page.getByRole('form', { name: 'Create New Match' });
    await matchForm.getByLabel('Team A').fill(teamA);
    await matchForm.getByLabel('Team B').fill(teamB);
    await matchForm.getByLabel('Start date and time').fill(localInput(3));
    await matchForm.getByLabel('Match type').selectOption('ODI');
    await matchForm.getByRole('button', { name: 'Create Match' }).click();
    await expect.poll(() => page.getByText('Match created!').isVisible()).toBe(true);
    await expectAccessible(page, 'a match created, with the notice');
    expect(await matchForm.getByLabel('Team A').inputValue()).toBe('');
    expect(await matchForm.getByLabel('Match type').inputValue()).toBe('T20');

    // Player Management: the new match's sides in the team select
    await page.goto('/admin/players');
    await page.getByLabel('Show players of').selectOption({ label: await optionLabel(page, 'Show players of', title) });
    await expect.poll(() => page.getByText('No players for this match yet. Add them with the form.').isVisible()).toBe(true);
    const playerForm = page.getByRole('form', { name: 'Add player' });
    await playerForm.getByLabel('Name').fill('Rohit Sharma');
    await playerForm.getByLabel('Team').selectOption(teamA);
    await playerForm.getByLabel('Role').selectOption('Batsman');
    await playerForm.getByLabel('Credit').fill('10.5');
    await playerForm.getByRole('button', { name: 'Add Player' }).click();
    const row = page.getByRole('row', { name: /Rohit Sharma/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByText('Not Playing').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Set Playing' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Set Not Playing' }).isVisible()).toBe(true);
    await expectAccessible(page, 'a player added');

    // Create New Contest with a prize table
    await page.goto('/admin/create-contest');
    await page.getByLabel('Contest name').fill('E2E Mega Contest');
    await page.getByLabel('Entry fee (₹)').fill('25');
    await page.getByLabel('Prize pool (₹)').fill('2000');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page.getByLabel('Spots').fill('100');
    await page.getByLabel('Prize row 1, amount per rank in rupees').fill('1000');
    await page.getByRole('button', { name: '+ Add row' }).click();
    await page.getByLabel('Prize row 2, to rank').fill('10');
    await page.getByLabel('Prize row 2, amount per rank in rupees').fill('150');
    // 1,000 + 9 × 150 = 2,350: over the pool, said before anything is sent.
    await expect.poll(() => page.getByText('The prizes add up to ₹2,350, more than the prize pool of ₹2,000.').isVisible()).toBe(true);
    await expectAccessible(page, 'a prize table over the pool');
    await page.getByLabel('Prize row 2, amount per rank in rupees').fill('100');
    await expect.poll(() => page.getByText('Prizes total ₹1,900.00 of the ₹2,000.00 pool').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create Contest' }).click();
    await expect.poll(() => page.getByText('Contest created!').isVisible()).toBe(true);
    expect(await page.getByLabel('Contest name').inputValue()).toBe('');

    // A second contest on the match, made through the API, to cancel.
    const token = await apiToken(admin().email, admin().password);
    const matches = (await (await fetch(`${baseUrl()}/api/matches/upcoming`)).json()) as { id: number; teamA: string }[];
    const matchId = matches.find((match) => match.teamA === teamA)!.id;
    await apiPost('/api/contests', token, { name: 'E2E Small League', entryFee: 10, prizePool: 50, matchId, maxTeamsPerUser: 1, flexible: false, spots: 10 });

    // Manage Contests: both under the match; cancel the second. The page reads 20 contests at a
    // time by start time, and a shared server's other matches may come first: the match is chosen.
    await page.goto(`/admin/contests?matchId=${matchId}`);
    const group = page.locator('section', { has: page.getByRole('heading', { name: title, level: 2 }) });
    await expect.poll(() => group.getByText('E2E Mega Contest').isVisible()).toBe(true);
    expect(await group.getByText('SCHEDULED').isVisible()).toBe(true);
    const small = group.getByRole('listitem', { name: 'E2E Small League' });
    expect(await small.getByText('0 / 10').isVisible()).toBe(true);
    await small.getByRole('button', { name: 'Cancel E2E Small League' }).click();
    const cancelling = page.getByRole('dialog', { name: 'Cancel E2E Small League?' });
    await cancelling.getByRole('button', { name: 'Cancel the contest' }).click();
    await page.getByText('E2E Small League cancelled; its entries are refunded.').waitFor();
    // The page shows the unfinished contests: the cancelled one is found under CANCELLED.
    await expect.poll(() => small.count()).toBe(0);
    await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'CANCELLED' }).check();
    await expect.poll(() => small.getByText('CANCELLED').isVisible()).toBe(true);
    expect(await small.getByText('Entries refunded').isVisible()).toBe(true);
    await expectAccessible(page, 'a contest cancelled');

    // A player: the open contest under UPCOMING, the cancelled one nowhere.
    const account = await registerAccount();
    const playerPage = await browser.newPage();
    await signIn(playerPage, account.email, account.password);
    await playerPage.waitForURL('**/home');
    await playerPage.goto(`/contests?matchId=${matchId}`);
    const card = playerPage.getByRole('link', { name: /E2E Mega Contest/ });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await playerPage.getByRole('tab', { name: 'UPCOMING' }).getAttribute('aria-selected')).toBe('true');
    expect(await card.getByText('Entry Fee: ₹25.00').isVisible()).toBe(true);
    expect(await card.getByText('Prize Pool: ₹2,000.00').isVisible()).toBe(true);
    expect(await card.getByText(`Match: ${title}`).isVisible()).toBe(true);
    expect(await playerPage.getByText('E2E Small League').count()).toBe(0);
    await playerPage.getByRole('tab', { name: 'LIVE' }).click();
    await expect.poll(() => playerPage.getByText('No LIVE contests found.').isVisible()).toBe(true);
  });

  it('shows a player the upcoming match on the home page, leading to its contests', async () => {
    const { teamA, teamB } = uniqueSides();
    const token = await apiToken(admin().email, admin().password);
    // The soonest match of any journey (others start 40 minutes on or later): Home shows the four soonest.
    const startTime = new Date(Date.now() + 15 * 60_000).toISOString();
    const match = await apiPost('/api/matches', token, { teamA, teamB, startTime, matchType: 'T20' });
    await apiPost('/api/contests', token, { name: 'E2E Soon League', entryFee: 0, prizePool: 100, matchId: match.id, spots: null });

    const account = await registerAccount();
    const page = await browser.newPage();
    await signIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    const card = page.getByRole('link', { name: new RegExp(`${teamA} vs ${teamB}`) });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    await page.waitForURL(`**/contests?matchId=${match.id}`);
    await expect.poll(() => page.getByText('E2E Soon League').isVisible()).toBe(true);
  });
});

describe('importing a real match', () => {
  it('creates the match and both squads from a Cricsheet file, and says why a wrong file is refused', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin/create-match');
    const form = page.getByRole('form', { name: 'Import a real match' });
    await form.getByLabel('Start date and time').fill(localInput(4));

    await form.getByLabel('Cricsheet match file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    await form.getByRole('button', { name: 'Import Match' }).click();
    await expect.poll(() => form.getByText('❌ notes.json is not readable JSON. Choose a Cricsheet match file in JSON format (.json).').isVisible()).toBe(true);

    await form.getByLabel('Cricsheet match file').setInputFiles(path.join(root, 'apps/server/cricsheet/1359519.json'));
    await form.getByRole('button', { name: 'Import Match' }).click();
    await expect.poll(() => form.getByText(/✅ Imported .+ vs .+ \(T20\)/).isVisible()).toBe(true);
    await expectAccessible(page, 'a match imported');
    const added = (await form.getByText(/players added with proposed roles and credits/).textContent())!;
    expect(Number(/(\d+) players added/.exec(added)?.[1])).toBeGreaterThanOrEqual(22);
    await form.getByRole('link', { name: 'Review the players' }).click();
    await page.waitForURL(/\/admin\/players\?matchId=\d+/);
    // Everyone the file lists played: imported into the playing XI, each with a way to take them out.
    await expect.poll(() => page.getByRole('button', { name: 'Set Not Playing' }).count()).toBeGreaterThanOrEqual(22);
  });
});

/** The full label of the option whose text contains `text` (options also show the start time). */
async function optionLabel(page: Page, selectLabel: string, text: string): Promise<string> {
  const select = page.getByLabel(selectLabel);
  await expect.poll(() => select.locator('option', { hasText: text }).count()).toBe(1);
  return (await select.locator('option', { hasText: text }).textContent())!.trim();
}
