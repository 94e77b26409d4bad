import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, registerAccount, signIn, uniqueEmail, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('the login screen', () => {
  it('shows the server message for a wrong password and stays on the page', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await signIn(page, account.email, 'not-my-password');
    await expect.poll(() => page.getByText('❌ Incorrect e-mail or password.').isVisible()).toBe(true);
    await expectAccessible(page, 'the sign-in refused');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  it('reads "Logging in..." and is disabled while it waits, then takes a player home', async () => {
    const account = await registerAccount({ name: 'Kiran Desai' });
    const page = await browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await expect.poll(() => busy.isVisible()).toBe(true);
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('Welcome to your Fantasy Cricket Zone').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^ey/);
  });

  it('takes an admin to the Admin Control Center', async () => {
    const page = await browser.newPage();
    await signIn(page, admin().email, admin().password);
    await page.waitForURL('**/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Control Center' }).isVisible()).toBe(true);
    for (const card of ['Create Match', 'Create Contest', 'Manage Contests', 'Player Management']) {
      expect(await page.getByRole('link', { name: new RegExp(card) }).count()).toBeGreaterThan(0);
    }
  });

  it('says Google sign-in is not configured on a server without a client id', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect.poll(() => page.getByText('Google sign-in is not configured on this server.').isVisible()).toBe(true);
  });

  it('links to password recovery and to sign-up', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL('**/forgot-password');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/register');
  });
});

describe('the register screen', () => {
  const fill = async (page: import('playwright-core').Page, values: { name?: string; email?: string; password?: string }) => {
    await page.getByLabel('Name').fill(values.name ?? '');
    await page.getByLabel('E-mail').fill(values.email ?? '');
    await page.getByLabel('Password').fill(values.password ?? '');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  };

  it('asks for every field without calling the server', async () => {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/auth/register') && calls.push(request.url()));
    await page.goto('/register');
    await fill(page, { name: 'Asha', email: '', password: 'long-enough' });
    await expect.poll(() => page.getByText('❌ All fields are required').isVisible()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('explains a short password before sending it', async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await fill(page, { name: 'Asha', email: uniqueEmail(), password: 'short' });
    await expect.poll(() => page.getByText('❌ Password must be at least 8 characters.').isVisible()).toBe(true);
    await expectAccessible(page, 'a short password explained');
  });

  it('shows the server message when the e-mail is taken', async () => {
    const account = await registerAccount();
    const page = await browser.newPage();
    await page.goto('/register');
    await fill(page, { name: 'Someone Else', email: account.email.toUpperCase(), password: 'another-password' });
    await expect
      .poll(() => page.getByText('❌ An account with this e-mail already exists. Sign in instead, or reset your password.').isVisible())
      .toBe(true);
  });

  it('registers, clears the form, goes to the login page, and the new account signs in', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('newcomer');
    await page.goto('/register');
    await fill(page, { name: 'Nisha Patel', email, password: 'my-first-xi' });
    await expect.poll(() => page.getByText('✅ Registration successful!').isVisible()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await page.waitForURL('**/login');
    await signIn(page, email, 'my-first-xi');
    await page.waitForURL('**/home');
  });

  it("answers Google with the spec's notice when it is not configured", async () => {
    const page = await browser.newPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Google', exact: true }).click();
    await expect.poll(() => page.getByText('Google OAuth coming soon').isVisible()).toBe(true);
  });
});
