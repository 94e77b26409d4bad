import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { DESKTOP, registerAccount, signIn, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('the landing page', () => {
  it('invites a visitor to sign in or sign up', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByText('Experience the Thrill of Fantasy Cricket').waitFor();
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await page.waitForURL('**/register');
  });

  it('keeps one FAQ answer open at a time', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    const questions = page.locator('button[aria-expanded]').filter({ hasText: '?' });
    expect(await questions.count()).toBe(9);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await expectAccessible(page, 'an FAQ answer open');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
  });

  it('has the footer with its five columns, social links and the copyright line', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const footer = page.locator('footer');
    for (const heading of ['Company', 'Fantasy Sports', 'Help & Legal', 'Support', 'Payment partners']) {
      expect(await footer.getByText(heading, { exact: true }).count()).toBeGreaterThan(0);
    }
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'Telegram', 'YouTube']) {
      expect(await footer.getByRole('link', { name: new RegExp(network) }).count()).toBe(1);
    }
    expect(await footer.getByText('support@crease.in').count()).toBe(1);
    expect(await footer.getByText('© 2025 Crease. All rights reserved.').isVisible()).toBe(true);
  });

  it('loads less than the signed-in app: only the landing page and the shared code', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    const landingScripts = scripts.length;
    await page.goto('/login', { waitUntil: 'networkidle' });
    expect(landingScripts).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(landingScripts);
  });
});

describe('footer pages', () => {
  it('renders the points system from the same tables the scoring uses', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Fantasy Point System' }).click();
    await page.waitForURL('**/fantasy-point-system');
    await page.locator('table').first().waitFor();
    const body = await page.locator('main').innerText();
    expect(body).toContain('T20');
    expect(body).toContain('ODI');
    expect(body).toContain('TEST');
    expect(body).toMatch(/\+25/);
    expect(body).toMatch(/\+16/);
    expect(body).toContain('11.01 to 12');
  });

  it.each(['/about', '/responsible-gaming', '/privacy', '/terms', '/refund-policy', '/faqs'])('%s is a real page', async (path) => {
    const page = await browser.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('shows a page for unknown addresses', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: /This page isn.t here/ }).waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'Go to the start page' }).count()).toBe(1);
  });
});

describe('/auth', () => {
  it('shows both forms signed out, and the live leaderboard with Logout signed in', async () => {
    const account = await registerAccount();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page.getByRole('form', { name: 'Sign up' }).waitFor();

    await signIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    await page.goto('/auth');
    const board = page.getByRole('region', { name: 'Live Leaderboard' });
    await board.getByRole('heading', { name: 'Live Leaderboard' }).waitFor();
    // Connected over STOMP: a table arrived (other tests' players on it, or nobody yet).
    await expect.poll(() => board.getByText('Live', { exact: true }).isVisible()).toBe(true);
    expect(await board.getByText('Loading leaderboard...').count()).toBe(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });
});

describe('the API docs', () => {
  it('open in the browser', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/api/docs');
    await expect.poll(() => page.getByText('/api/auth/login').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
