import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiPut, apiToken, PHONE, registerAccount, useBrowser } from './browser.ts';

const browser = useBrowser();

const LAPTOP = { width: 1366, height: 768 };

describe('the audit log', () => {
  it.each([
    ['a phone', PHONE],
    ['a laptop', LAPTOP],
  ])('an admin reads it by player and kind, and corrects a date of birth with a reason, on %s', async (_, viewport) => {
    // A player signed in on two devices changes the password: the other session ends, and both are recorded.
    const account = await registerAccount({ name: 'Rohan Kapoor' });
    const token = await apiToken(account.email, account.password);
    await apiToken(account.email, account.password);
    await apiPut('/api/user/profile', token, { dateOfBirth: '1995-06-15', state: 'Goa' });
    await apiPut('/api/user/password', token, { currentPassword: account.password, newPassword: 'late-cut-2026' });

    const page = await browser.newPage(viewport, { token: await apiToken(admin().email, admin().password) });
    await page.goto('/admin');
    await page.getByRole('link', { name: /Audit log/ }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('listitem', { name: /, / }).first().waitFor();
    await expectAccessible(page, 'the audit log');

    await page.getByLabel("Player's e-mail").fill(account.email.split('@')[0]!);
    await page.getByRole('button', { name: 'Find' }).click();
    // The e-mail's first part is unique to this account: it is the one found.
    await page.getByRole('button', { name: /Rohan Kapoor/ }).click();
    await page.waitForURL(/userId=\d+/);
    // The list follows the address: only this player's events, one of them the other device's session ended.
    await expect.poll(() => page.getByRole('listitem', { name: /^Session ended, / }).count()).toBe(1);
    await page.getByLabel('What happened').selectOption({ label: 'Password changed' });
    await page.waitForURL(/kind=password\.changed/);
    const changed = page.getByRole('listitem', { name: /^Password changed, / });
    await expect.poll(() => page.getByRole('listitem', { name: /, / }).count()).toBe(1);
    expect(await changed.textContent()).toContain('Other sessions ended: 1');
    expect(await changed.getByText('By', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('The player');
    await expectAccessible(page, 'the audit log by player and kind');

    // The filters live in the address: read again, the same entries, the player named.
    await page.reload();
    await page.getByRole('listitem', { name: /^Password changed, / }).waitFor();
    expect(await page.getByRole('listitem', { name: /, / }).count()).toBe(1);
    await page.getByRole('region', { name: 'Player' }).getByText(account.email).waitFor();

    await page.getByRole('button', { name: 'Change date of birth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change date of birth' });
    expect(await dialog.getByLabel('Date of birth', { exact: true }).inputValue()).toBe('1995-06-15');
    await dialog.getByLabel('Date of birth', { exact: true }).fill('1995-06-16');
    await dialog.getByLabel('Reason').fill('PAN card shows 16 June 1995');
    await expectAccessible(page, 'the date of birth correction');
    await dialog.getByRole('button', { name: 'Save date of birth' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('What happened').selectOption({ label: 'Date of birth changed' });
    // Newest first: the correction, above the player's own first date.
    const corrected = page.getByRole('listitem', { name: /^Date of birth changed, / }).first();
    await corrected.getByText('Reason:').waitFor();
    expect(await corrected.getByText('By', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toMatch(/\(you\)$/);
    expect(await corrected.textContent()).toContain('Reason: PAN card shows 16 June 1995');
    expect(await corrected.textContent()).toMatch(/1995-06-15.*1995-06-16/);
    await page.getByRole('region', { name: 'Player' }).getByText('1995-06-16').waitFor();
  });
});
