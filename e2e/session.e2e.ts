import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { DESKTOP, registerAccount, signIn, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('signed-in pages', () => {
  it('send a signed-out visitor to the login page, and back where they were going after signing in', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await page.goto('/home');
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/home');
  });

  it('tell a player that the admin area is for admins', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await signIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'This page is for admins' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Admin Control Center' }).count()).toBe(0);
  });

  it('end a session the server no longer accepts (a token signed by another deployment)', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(() => {
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const claims = { sub: '1', email: 'someone@example.com', name: 'Someone', role: 'ROLE_USER', exp: Math.floor(Date.now() / 1000) + 3600 };
      localStorage.setItem('jwt', `${part({ alg: 'HS256' })}.${part(claims)}.not-our-signature`);
    });
    await page.goto('/home');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  it('treat an expired token as signed out', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(() => {
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const claims = { sub: '1', email: 'old@example.com', name: 'Old', role: 'ROLE_USER', exp: Math.floor(Date.now() / 1000) - 60 };
      localStorage.setItem('jwt', `${part({ alg: 'HS256' })}.${part(claims)}.signature`);
    });
    await page.goto('/home');
    await page.waitForURL('**/login');
  });
});

describe('the home page', () => {
  it('shows the banners, the app block and the disclaimer, with a Back button', async () => {
    const account = await registerAccount();
    const page = await browser.newPage(DESKTOP);
    await signIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('Welcome to your Fantasy Cricket Zone').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Download the Official App').isVisible()).toBe(true);
    expect(
      await page
        .getByText(
          'Fantasy sports involve financial risk and are intended for players aged 18 and above. Please play responsibly. It can be addictive. Fantasy sports are restricted in Andhra Pradesh, Assam, Nagaland, Sikkim and Telangana.',
        )
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: /back/i }).isVisible()).toBe(true);
  });

  it('logs out from the profile menu, which closes on an outside click', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await signIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    const menuButton = page.getByRole('button', { name: 'Profile' });
    await menuButton.click();
    const myAccount = page.getByRole('link', { name: 'My Account' });
    await myAccount.waitFor();
    expect(await myAccount.getAttribute('href')).toBe('/profile');
    await expectAccessible(page, 'the profile menu open');
    // A click anywhere outside the menu closes it.
    await page.mouse.click(10, 500);
    await myAccount.waitFor({ state: 'hidden' });

    await menuButton.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await page.goto('/home');
    await page.waitForURL('**/login');
  });
});
