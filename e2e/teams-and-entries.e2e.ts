import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { DESKTOP, readyForPaidPlay, signIn, uniqueEmail, useBrowser } from './browser.ts';
import { matchWithContests, validEleven } from './fixtures.ts';
import { armband, pick } from './picker.ts';

const browser = useBrowser();

/** Signs up through the register form, then signs in, as a new player does. */
async function signUp(page: Page) {
  const account = { name: 'Meera Iyer', email: uniqueEmail('meera'), password: 'cover-drive-42' };
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill(account.name);
  await form.getByLabel(/e-?mail/i).fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/login');
  await readyForPaidPlay(account.email, account.password);
  await signIn(page, account.email, account.password);
  await page.waitForURL('**/home');
  return account;
}

const summaryStat = (page: Page, label: string) => page.getByRole('complementary', { name: 'Your team' }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

describe('a new player picks a team and joins a contest', () => {
  it('signs up, picks a valid eleven with a Captain and Vice-Captain, joins, previews the team and sees the fee in the wallet and profile', async () => {
    const setup = await matchWithContests();
    const eleven = validEleven(setup.sides);
    const page = await browser.newPage();
    await signUp(page);

    // The contest, from the match's contest list.
    await page.goto(`/contests?matchId=${setup.matchId}`);
    await page.getByRole('link', { name: new RegExp(setup.league.name) }).click();
    await page.waitForURL(`**/contests/${setup.league.id}/players`);
    await expect.poll(() => page.getByRole('heading', { name: 'Select Your Fantasy Team' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Contest' }).getByText(setup.league.name).isVisible()).toBe(true);

    const submit = page.getByRole('button', { name: 'Submit Team & Join Contest' });
    await pick(page, eleven);
    expect(await summaryStat(page, 'Players').textContent()).toBe('11/11');
    expect(await summaryStat(page, 'Credits left').textContent()).toBe('1');
    await expect.poll(() => page.getByText('Choose a Captain.').isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'eleven picked, no Captain yet');

    // A twelfth is refused.
    await page.getByRole('tab', { name: /^WK/ }).click();
    await page.getByRole('button', { name: `${setup.sides[0]} WK 2`, exact: true }).click();
    await expect.poll(() => page.getByText('You can only select 11 players.').isVisible()).toBe(true);
    await expectAccessible(page, 'a twelfth refused, with the notice');

    await armband(page, `${setup.sides[0]} BAT 1`, 'Captain');
    await armband(page, `${setup.sides[1]} BOWL 1`, 'Vice-Captain');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectAccessible(page, 'Captain and Vice-Captain chosen');
    await submit.click();
    await page.getByRole('dialog', { name: 'Join contest' }).getByRole('button', { name: 'Join for ₹25.00' }).click();

    await page.waitForURL('**/my-joined-contests');
    await expect.poll(() => page.getByText('You have successfully joined the contest!').isVisible()).toBe(true);
    const card = page.getByRole('article', { name: setup.league.name });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText('UPCOMING').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('₹25.00').isVisible()).toBe(true);
    await expectAccessible(page, 'joined, with the notice');

    await card.getByRole('link', { name: 'Preview Team' }).click();
    await page.waitForURL(new RegExp(`/team/preview/${setup.matchId}\\?team=\\d+$`));
    await expect.poll(() => page.getByText('99 / 100').isVisible()).toBe(true);
    const captain = page.getByRole('listitem').filter({ hasText: `${setup.sides[0]} BAT 1` });
    await expect.poll(() => captain.getByTitle('Captain').isVisible()).toBe(true);
    const viceCaptain = page.getByRole('listitem').filter({ hasText: `${setup.sides[1]} BOWL 1` });
    await expect.poll(() => viceCaptain.getByTitle('Vice-Captain').isVisible()).toBe(true);
    await expectAccessible(page);

    // Confirm leads to the profile: one contest, ₹500 bonus less the ₹25 fee.
    await page.getByRole('link', { name: 'Confirm' }).click();
    await page.waitForURL('**/profile');
    const balance = page.locator('dt', { hasText: 'Wallet Balance' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => balance.textContent()).toContain('₹475.00');
    expect(await page.locator('dt', { hasText: 'Contests Joined' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('1');
    const last = page.getByRole('region', { name: 'Last Transactions' });
    await expect.poll(() => last.getByText('−₹25.00').isVisible()).toBe(true);
    await expect.poll(() => last.getByText('+₹500.00').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add Funds' }).click();
    await page.waitForURL('**/wallet');
    const wallet = page.getByRole('region', { name: 'Current Balance' });
    await expect.poll(() => wallet.getByText('₹475.00').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Entry fee', { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);

    // Home lists it under Your contests.
    await page.goto('/home');
    await expect.poll(() => page.getByRole('region', { name: 'Your contests' }).getByText(setup.league.name).isVisible()).toBe(true);
  });

  it('joins a second contest of the match with the same team, then edits the team from My Teams', async () => {
    const setup = await matchWithContests();
    const eleven = validEleven(setup.sides);
    const page = await browser.newPage(DESKTOP);
    await signUp(page);

    await page.goto(`/contests/${setup.league.id}/players`);
    await pick(page, eleven);
    await armband(page, eleven[1]!, 'Captain');
    await armband(page, eleven[10]!, 'Vice-Captain');
    await page.getByRole('button', { name: 'Submit Team & Join Contest' }).click();
    await page.getByRole('dialog', { name: 'Join contest' }).getByRole('button', { name: 'Join for ₹25.00' }).click();
    await page.waitForURL('**/my-joined-contests');

    // The second contest offers the team already made.
    await page.goto(`/contests/${setup.duel.id}/players`);
    const offer = page.getByRole('region', { name: 'You already have a team for this match' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await expectAccessible(page, 'a team offered');
    await offer.getByRole('button', { name: 'Join with your team' }).click();
    await page.getByRole('dialog', { name: 'Join contest' }).getByRole('button', { name: 'Join for ₹10.00' }).click();
    await page.waitForURL('**/my-joined-contests');
    await expect.poll(() => page.getByRole('article', { name: setup.duel.name }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article', { name: setup.league.name }).isVisible()).toBe(true);

    // Back in the first contest, it says so and sends no second entry.
    await page.goto(`/contests/${setup.league.id}/players`);
    await expect.poll(() => page.getByText('You have already joined this contest.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit Team & Join Contest' }).isDisabled()).toBe(true);

    // My Teams: one team of 11; edit it, swapping an all-rounder.
    await page.goto('/my-team');
    const teamCard = page.getByRole('article').filter({ hasText: 'Player Count' });
    await expect.poll(() => teamCard.count()).toBe(1);
    expect(await teamCard.locator('dt', { hasText: 'Player Count' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('11');
    await teamCard.getByRole('link', { name: /^Edit team/ }).click();
    await page.waitForURL(/\/contests\/\d+\/players\?team=\d+/);
    const save = page.getByRole('button', { name: 'Save Team' });
    await expect.poll(() => summaryStat(page, 'Players').textContent()).toBe('11/11');
    const dropped = `${setup.sides[0]} AR 2`;
    await page.getByRole('tab', { name: /^AR/ }).click();
    await page.getByRole('button', { name: dropped, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: dropped, exact: true }).getAttribute('aria-pressed')).toBe('false');
    expect(await save.isDisabled()).toBe(true);
    await pick(page, [`${setup.sides[1]} AR 1`]);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expectAccessible(page, 'editing a team');
    await save.click();
    await page.waitForURL('**/my-team');
    await expect.poll(() => page.getByText('Your team is saved.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').filter({ hasText: 'Player Count' }).getByText(`${setup.sides[1]} AR 1`).isVisible()).toBe(true);

    // Two fees: ₹500 − 25 − 10.
    await page.goto('/wallet');
    await expect.poll(() => page.getByRole('region', { name: 'Current Balance' }).getByText('₹465.00').first().isVisible()).toBe(true);
  });
});
