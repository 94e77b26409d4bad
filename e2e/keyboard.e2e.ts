import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { PHONE, readyForPaidPlay, registerAccount, useBrowser } from './browser.ts';
import { matchWithContests, roleOf, validEleven, type RoleShort } from './fixtures.ts';
import { focusRingOf, isFocusUncovered, isFocused, pressUntilFocused } from './keyboard.ts';

const browser = useBrowser();
const LAPTOP = { width: 1366, height: 768 };
const ROLE_ORDER: readonly RoleShort[] = ['WK', 'BAT', 'AR', 'BOWL'];

/** Moves the focus to `target` with `key` and checks that the page shows where it is, uncovered. */
async function focusWithRing(page: Page, target: Locator, key = 'Tab') {
  await pressUntilFocused(page, target, key);
  expect(await focusRingOf(page), `no focus ring on ${target}`).not.toBeNull();
  expect(await isFocusUncovered(page), `${target} is under something`).toBe(true);
}

const roleTab = (page: Page, role: RoleShort) => page.getByRole('tab', { name: new RegExp(`^${role} \\(`) });

/** From the role tabs, the arrow keys until `role`'s tab is chosen (and focused). */
async function chooseRoleTab(page: Page, role: RoleShort) {
  await focusWithRing(page, page.getByRole('tab', { selected: true }), 'Shift+Tab');
  await pressUntilFocused(page, roleTab(page, role), 'ArrowRight', ROLE_ORDER.length);
  expect(await roleTab(page, role).getAttribute('aria-selected')).toBe('true');
}

describe('with the keyboard alone', () => {
  it.each([
    ['a phone', PHONE],
    ['a laptop', LAPTOP],
  ])('on %s, a player signs in, picks eleven with a Captain and a Vice-Captain, joins a contest and opens the wallet, always seeing the focus', async (_, viewport) => {
    const setup = await matchWithContests();
    const account = await registerAccount({ name: 'Meera Iyer' });
    await readyForPaidPlay(account.email, account.password);
    const page = await browser.newPage(viewport);

    // Sign in: Tab to each field and type.
    await page.goto('/login');
    await focusWithRing(page, page.getByLabel('E-mail'));
    await page.keyboard.type(account.email);
    await focusWithRing(page, page.getByLabel('Password'));
    await page.keyboard.type(account.password);
    await focusWithRing(page, page.getByRole('button', { name: 'Login', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');

    // Home → All matches → the match → its league.
    await focusWithRing(page, page.getByRole('link', { name: /All matches/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/matches');
    await focusWithRing(page, page.getByRole('button', { name: new RegExp(`^${setup.sides[0]} vs ${setup.sides[1]}`) }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/contests?matchId=${setup.matchId}`);
    await focusWithRing(page, page.getByRole('link', { name: new RegExp(setup.league.name) }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/contests/${setup.league.id}/players`);

    // The eleven, role by role: the arrow keys choose the tab, Tab reaches a card, Space picks.
    await focusWithRing(page, roleTab(page, 'WK'));
    const eleven = validEleven(setup.sides);
    for (const role of ROLE_ORDER) {
      await chooseRoleTab(page, role);
      for (const name of eleven.filter((player) => roleOf(player) === role)) {
        const card = page.getByRole('button', { name, exact: true });
        expect(await card.getAttribute('aria-pressed')).toBe('false');
        await focusWithRing(page, card);
        await page.keyboard.press('Space');
        await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
      }
    }

    // Captain and Vice-Captain: Tab reaches a picked card's choice, Space takes Captain, an arrow
    // key moves to Vice-Captain.
    const armband = (name: string, choice: 'Captain' | 'Vice-Captain') =>
      page.getByRole('group', { name: `Captain or Vice-Captain: ${name}` }).getByRole('radio', { name: new RegExp(`^${choice}`) });
    const [captain, viceCaptain] = [eleven[1]!, eleven[10]!];
    await chooseRoleTab(page, roleOf(captain));
    await focusWithRing(page, armband(captain, 'Captain'));
    await page.keyboard.press('Space');
    expect(await armband(captain, 'Captain').isChecked()).toBe(true);
    await chooseRoleTab(page, roleOf(viceCaptain));
    await focusWithRing(page, armband(viceCaptain, 'Captain'));
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(armband(viceCaptain, 'Vice-Captain'))).toBe(true);
    expect(await armband(viceCaptain, 'Vice-Captain').isChecked()).toBe(true);
    expect(await armband(viceCaptain, 'Captain').isChecked()).toBe(false);

    const submit = page.getByRole('button', { name: 'Submit Team & Join Contest' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await focusWithRing(page, submit);
    await page.keyboard.press('Enter');
    // The join sheet opens over the picker with the focus in it: its Join button, by keyboard.
    const join = page.getByRole('dialog', { name: 'Join contest' }).getByRole('button', { name: /^Join for/ });
    await join.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my-joined-contests');
    await expect.poll(() => page.getByRole('article', { name: setup.league.name }).isVisible()).toBe(true);

    // The wallet, from the profile menu: it opens on its first item and holds the focus.
    const menuButton = page.getByRole('button', { name: 'MI Profile' });
    await focusWithRing(page, menuButton, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const myAccount = page.getByRole('link', { name: 'My Account' });
    await expect.poll(() => isFocused(myAccount)).toBe(true);
    expect(await focusRingOf(page)).not.toBeNull();
    await expectAccessible(page, 'the profile menu open from the keyboard');
    const logout = page.getByRole('button', { name: 'Logout' });
    await pressUntilFocused(page, logout, 'Tab', 8);
    await page.keyboard.press('Tab');
    expect(await isFocused(menuButton)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(myAccount)).toBe(true);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await myAccount.waitFor({ state: 'hidden' });
    expect(await isFocused(menuButton)).toBe(true);

    await page.keyboard.press('Enter');
    await focusWithRing(page, page.getByRole('link', { name: 'My Wallet' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wallet');
    // ₹500 welcome bonus less the ₹25 fee.
    await expect.poll(() => page.getByRole('region', { name: 'Current Balance' }).getByText('₹475.00').first().isVisible()).toBe(true);
  });
});
