import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiGet, apiToken, baseUrl, readyForPaidPlay, registerAccount, uniqueEmail, useBrowser } from './browser.ts';
import { approveDeposit, startDeposit } from './fixtures.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The page at a phone's width and a laptop's, each checked with axe and photographed to /tmp/referrals-<name>-<width>.png. */
async function checkBothWidths(page: Page, name: string, state: string) {
  const start = page.viewportSize()!;
  for (const size of start.width === PHONE.width ? [PHONE, LAPTOP] : [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${state} at ${size.width} px`);
    await page.screenshot({ path: `/tmp/referrals-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(start);
}

const friendRow = (page: Page, name: string) => page.getByRole('region', { name: 'Friends you referred' }).getByRole('listitem').filter({ hasText: name });

describe('Refer and Earn', () => {
  it('the footer’s Refer and Earn asks a visitor to sign in for their code', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Refer and Earn' }).click();
    await page.waitForURL('**/refer-and-earn');
    await page.getByRole('heading', { name: 'Refer and Earn', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Your code is in your account' }).getByRole('link', { name: 'Sign In' }).waitFor();
    await checkBothWidths(page, 'signed-out', 'Refer and Earn, signed out');
  });

  it(
    'a friend signs up through the link (an unknown code refused first) and the referrer sees them; once the friend verifies and deposits, the referral signed up from the same address waits for an admin, who approves it, and the bonus is paid',
    { timeout: 150_000 },
    async () => {
      const referrer = await registerAccount({ name: 'Kiran Rao' });
      const referrerToken = await apiToken(referrer.email, referrer.password);

      // The referrer's code and link, from the account menu.
      const page = await browser.newPage(LAPTOP, { token: referrerToken });
      await page.goto('/home');
      await page.getByRole('button', { name: /Profile/ }).click();
      await page.getByRole('link', { name: 'Refer and Earn' }).click();
      await page.waitForURL('**/refer-and-earn');
      const sheet = page.getByRole('region', { name: 'Share your code' });
      const code = (await sheet.getByRole('definition').textContent())!;
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      const link = await sheet.getByLabel('Your link').inputValue();
      expect(link).toBe(`${baseUrl()}/register?ref=${code}`);
      await page.getByText('No friends have signed up with your code yet.').waitFor();
      await checkBothWidths(page, 'mine-empty', 'Refer and Earn, no friends yet');

      // A code nobody has is refused, naming it; the friend then signs up through the link.
      const friend = { name: `Meena Iyer ${code}`, email: uniqueEmail('meena'), password: 'cover-drive-42' };
      const phone = await browser.newPage(PHONE);
      await phone.goto('/register?ref=ZZZZ2222');
      const form = phone.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Name').fill(friend.name);
      await form.getByLabel(/e-?mail/i).fill(friend.email);
      await form.getByLabel('Password').fill(friend.password);
      await form.getByRole('button', { name: 'Sign up' }).click();
      await form.getByText(/^❌ referralCode: ZZZZ2222 is not a Crease referral code/).waitFor();
      await phone.goto(new URL(link).pathname + new URL(link).search);
      expect(await form.getByLabel('Referral code (optional)').inputValue()).toBe(code);
      await checkBothWidths(phone, 'sign-up-with-code', 'signing up with a friend’s code');
      await form.getByLabel('Name').fill(friend.name);
      await form.getByLabel(/e-?mail/i).fill(friend.email);
      await form.getByLabel('Password').fill(friend.password);
      await form.getByRole('button', { name: 'Sign up' }).click();
      await phone.waitForURL('**/login');

      // The referrer sees the friend, signed up.
      await page.reload();
      await friendRow(page, friend.name).getByText('Signed up', { exact: true }).waitFor();
      await checkBothWidths(page, 'mine-friend', 'Refer and Earn, a friend signed up');

      // The friend verifies the e-mail and adds ₹100 through the sandbox: qualified, but both
      // signed in from one address, so it is held for review.
      await readyForPaidPlay(friend.email, friend.password);
      const friendToken = await apiToken(friend.email, friend.password);
      await approveDeposit((await startDeposit(friendToken, 100)).checkoutUrl);
      await page.reload();
      await friendRow(page, friend.name).getByText('Under review', { exact: true }).waitFor();

      // The admin approves it from the held referrals.
      const desk = await browser.newPage(LAPTOP, { token: await apiToken(admin().email, admin().password) });
      await desk.goto('/admin');
      await desk.getByRole('link', { name: /Referrals/ }).click();
      await desk.waitForURL('**/admin/referrals');
      const held = desk.getByRole('listitem', { name: `Kiran Rao referred ${friend.name}` });
      await held.getByText('Signed up from the referrer’s address').waitFor();
      await checkBothWidths(desk, 'admin-held', 'referrals held for review');
      await held.getByLabel('Note (optional)').fill('Flatmates on one Wi-Fi; PANs differ.');
      await held.getByRole('button', { name: /^Approve/ }).click();
      await expect.poll(() => held.count()).toBe(0);

      // Both are paid, once, as bonus money with ledger rows.
      await page.reload();
      await friendRow(page, friend.name).getByText('Bonus paid', { exact: true }).waitFor();
      const rows = await apiGet<{ type: string; amount: number }[]>('/api/wallet/transactions?limit=50', referrerToken);
      expect(rows.filter((row) => row.type === 'REFERRAL_BONUS')).toHaveLength(1);
      const friendRows = await apiGet<{ type: string }[]>('/api/wallet/transactions?limit=50', friendToken);
      expect(friendRows.filter((row) => row.type === 'REFERRAL_BONUS')).toHaveLength(1);
      await checkBothWidths(page, 'mine-rewarded', 'Refer and Earn, a friend rewarded');
    },
  );
});
