import { describe, expect, it } from 'vitest';
import { admin, apiToken, baseUrl, registerAccount, signIn, useBrowser } from './browser.ts';

const browser = useBrowser();

/** The newest link of a kind sent to an address, read from the outbox as an admin would. */
async function linkSentTo(email: string, path: '/reset-password' | '/verify-email'): Promise<string> {
  const token = await apiToken(admin().email, admin().password);
  const response = await fetch(`${baseUrl()}/api/admin/outbox?limit=200`, { headers: { Authorization: `Bearer ${token}` } });
  const mails = (await response.json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email && m.text.includes(path));
  const link = mail?.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link for ${email}`);
  return link;
}

describe('forgotten password', () => {
  it('e-mails a link that sets a new password, which then signs in', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(/If an account exists for that e-mail/).isVisible()).toBe(true);

    const link = await linkSentTo(account.email, '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('second-innings-7');
    await page.getByLabel('Repeat the new password').fill('second-innings-7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed. Sign in with the new one.').isVisible()).toBe(true);

    await signIn(page, account.email, 'second-innings-7');
    await page.waitForURL('**/home');
  });

  it('says when a reset link has already been used', async () => {
    const account = await registerAccount();
    await fetch(`${baseUrl()}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    const link = await linkSentTo(account.email, '/reset-password');
    const token = new URL(link).searchParams.get('token');
    await fetch(`${baseUrl()}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'used-it-already' }),
    });
    const page = await browser.newPage();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('too-late-for-this');
    await page.getByLabel('Repeat the new password').fill('too-late-for-this');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText(/This reset link has already been used/).isVisible()).toBe(true);
  });
});

describe('e-mail verification', () => {
  it('verifies the address from the link sent at registration', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await page.goto(await linkSentTo(account.email, '/verify-email'));
    await expect.poll(() => page.getByText(`Thank you: ${account.email} is verified.`).isVisible()).toBe(true);
  });
});
