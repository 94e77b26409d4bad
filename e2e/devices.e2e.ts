import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { baseUrl, PHONE, registerAccount, signIn, useBrowser } from './browser.ts';

const browser = useBrowser();

const LAPTOP = { width: 1366, height: 768 };
/** Two devices, as the server sees them: a phone's Chrome and a laptop's Firefox. */
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in through the login screen on a device of its own, and waits for home. */
async function signedInDevice(viewport: { width: number; height: number }, userAgent: string, account: { email: string; password: string }): Promise<Page> {
  const page = await browser.newPage(viewport, { userAgent });
  await signIn(page, account.email, account.password);
  await page.waitForURL('**/home');
  return page;
}

const devices = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });

/** The device's next call to the server is refused: it lands on the sign-in page, told why. */
async function expectBouncedToSignIn(page: Page, state: string) {
  // Its next call: the one this device makes (the wallet), or one it makes by itself first (the bell).
  const bounced = page.waitForURL('**/login');
  const opensWallet = page
    .getByRole('button', { name: /Profile$/ })
    .click()
    .then(() => page.getByRole('link', { name: 'My Wallet' }).click());
  await Promise.race([bounced, opensWallet]).catch(() => undefined);
  await bounced;
  await page.getByText('You have been signed out. Sign in again.').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await expectAccessible(page, state);
}

describe('signed-in devices', () => {
  it('lists both devices, and signing the other out sends it to sign in on its next call', async () => {
    const account = await registerAccount({ name: 'Nisha Pillai' });
    const phone = await signedInDevice(PHONE, ANDROID_CHROME, account);
    const laptop = await signedInDevice(LAPTOP, WINDOWS_FIREFOX, account);

    await phone.goto('/profile');
    const list = devices(phone);
    const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
    await mine.getByText('Chrome on Android').waitFor();
    await list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await expectAccessible(phone, 'the profile with two devices signed in');

    await list.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
    await list.getByText(/^Firefox on Windows.* is signed out\.$/).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Only this device is signed in.').waitFor();
    await expectAccessible(phone, 'a device signed out');

    await expectBouncedToSignIn(laptop, 'signed in again after a session was ended elsewhere');
    // The device that stayed is still signed in.
    await phone.reload();
    await devices(phone).getByText('This device', { exact: true }).waitFor();
  });

  it('changing the password signs the other device out; the new password signs in', async () => {
    const account = await registerAccount({ name: 'Arjun Das' });
    const laptop = await signedInDevice(LAPTOP, WINDOWS_FIREFOX, account);
    const phone = await signedInDevice(PHONE, ANDROID_CHROME, account);

    await laptop.goto('/profile');
    await devices(laptop).getByRole('listitem').nth(1).waitFor();
    const form = laptop.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password').fill('reverse-sweep-77');
    await form.getByRole('button', { name: 'Change password' }).click();
    const current = form.getByLabel('Current password');
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    await form.getByText(/^Current password does not match your password/).waitFor();
    await expectAccessible(laptop, 'a wrong current password');

    await current.fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password is changed. Every other device was signed out; this one stays signed in.').waitFor();
    await expect.poll(() => devices(laptop).getByRole('listitem').count()).toBe(1);
    await expectAccessible(laptop, 'the password changed');

    await expectBouncedToSignIn(phone, 'signed out by a password change elsewhere');
    await phone.getByLabel(/e-?mail/i).fill(account.email);
    await phone.getByLabel(/password/i).fill('reverse-sweep-77');
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.waitForURL('**/home');
  });

  it('Logout ends the session on the server: its token is refused afterwards', async () => {
    const account = await registerAccount({ name: 'Meera Nair' });
    const page = await signedInDevice(LAPTOP, WINDOWS_FIREFOX, account);
    const token = (await page.evaluate(() => localStorage.getItem('jwt')))!;
    const me = () => fetch(`${baseUrl()}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);

    await page.getByRole('button', { name: /Profile$/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    // A sign-out the person chose needs no word on why.
    expect(await page.getByText('You have been signed out. Sign in again.').count()).toBe(0);
    expect((await me()).status).toBe(401);
  });
});
