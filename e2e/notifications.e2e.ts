import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiGet, apiPost, apiToken, PHONE, registerAccount, useBrowser } from './browser.ts';
import { makeTeam, matchWithContests, moveMatch } from './fixtures.ts';

const browser = useBrowser();
const LAPTOP = { width: 1366, height: 768 };

/** The app's service worker, once it controls the page: its script's address. */
const serviceWorkerScript = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

describe('the installable app', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`links its manifest, registers its service worker after load, and starts offline at ${viewport.width}px`, async () => {
      const page = await browser.newPage(viewport);
      await page.goto('/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/manifest.webmanifest');
      const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), manifestHref!);
      expect(manifest).toMatchObject({ name: 'Crease', display: 'standalone', start_url: '/home' });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(await serviceWorkerScript(page)).toMatch(/\/sw\.js$/);
      // The worker keeps what the page loaded before it ran (the screen's chunks) for the next start.
      await page.waitForFunction(async () => {
        const kept = await (await caches.open('crease-shell-v1')).keys();
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/assets/'));
        return loaded.length > 0 && loaded.every((url) => kept.some((request) => request.url === url));
      });
      await expectAccessible(page, 'the start page with the service worker');

      // Offline: the kept shell starts the app; a page that needs the network says so.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Crease' }).waitFor();
      await page.screenshot({ path: `/tmp/crease-offline-${viewport.width}.png` });
      const api = await page.evaluate(async () => {
        const response = await fetch('/api/matches/upcoming');
        return { status: response.status, body: await response.json() };
      });
      expect(api).toEqual({ status: 503, body: { message: 'You are offline. Check your connection and try again.' } });
      await page.context().setOffline(false);
      await page.goto('/android-app');
      await page.getByRole('heading', { name: 'Crease on Android' }).waitFor();
      await expectAccessible(page, 'the Android app page');
    });
  }
});

describe('notifications', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`the bell counts a match going live as it happens, the list marks it read, and Profile switches kinds at ${viewport.width}px`, async () => {
      const account = await registerAccount({ name: 'Rhea Sen' });
      const token = await apiToken(account.email, account.password);
      const setup = await matchWithContests();
      await makeTeam(token, setup, setup.league.id);
      const page = await browser.newPage(viewport, { token });
      await page.goto('/home');
      await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

      await moveMatch(setup.matchId, 'start');
      const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
      await bell.waitFor(); // live, over the player's own queue
      await page.screenshot({ path: `/tmp/crease-bell-${viewport.width}.png` });
      await bell.click();
      await page.waitForURL('**/notifications');
      const item = page.getByRole('listitem').filter({ hasText: `${setup.sides[0]} vs ${setup.sides[1]} is live` });
      await item.waitFor();
      await expectAccessible(page, 'the notifications, one unread');
      await page.screenshot({ path: `/tmp/crease-notifications-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
      await expect.poll(() => item.getByText('Unread:').count()).toBe(0);

      await page.goto('/profile#notifications');
      const settings = page.getByRole('region', { name: 'Notifications' });
      const lineupsPush = settings.getByRole('checkbox', { name: 'Line-ups announced for a match I have a team in: push' });
      await lineupsPush.waitFor();
      expect(await lineupsPush.isChecked()).toBe(true);
      await settings.getByRole('button', { name: 'Turn on notifications for this device' }).waitFor();
      await expectAccessible(page, 'the notification settings');
      await page.screenshot({ path: `/tmp/crease-settings-${viewport.width}.png`, fullPage: true });
      await lineupsPush.click(); // saved, then shown unchecked
      await expect.poll(() => lineupsPush.isChecked()).toBe(false);
      await expect.poll(async () => (await (await fetch(`${new URL(page.url()).origin}/api/user/notification-settings`, { headers: { Authorization: `Bearer ${token}` } })).json()).kinds.LINEUPS).toEqual({ push: false, email: false });
    });
  }
});

describe('Remind me', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`a player sets the reminder on an upcoming match's card, and it is still set after a reload, at ${viewport.width}px`, async () => {
      const tag = crypto.randomBytes(3).toString('hex');
      const sides = [`Pune ${tag}`, `Indore ${tag}`] as const;
      const name = `${sides[0]} vs ${sides[1]}`;
      // Sooner than the other journeys' matches, so it is among Home's first cards; past the 30-minute reminder.
      const startTime = new Date(Date.now() + 40 * 60_000).toISOString();
      const match = await apiPost('/api/matches', await apiToken(admin().email, admin().password), { teamA: sides[0], teamB: sides[1], startTime, matchType: 'T20' });
      const account = await registerAccount({ name: 'Kabir Das' });
      const token = await apiToken(account.email, account.password);
      const page = await browser.newPage(viewport, { token });
      await page.goto('/home');

      const shelf = page.getByRole('region', { name: 'Upcoming matches' });
      const off = shelf.getByRole('button', { name: `Remind me before ${name}` });
      await off.waitFor();
      expect(await off.getAttribute('aria-pressed')).toBe('false');
      await off.click();
      const on = shelf.getByRole('button', { name: `Reminder set for ${name}` });
      await on.waitFor();
      await expect.poll(async () => (await apiGet<{ matchIds: number[] }>('/api/user/followed-matches', token)).matchIds).toContain(match.id);

      await page.reload();
      await on.waitFor();
      expect(await on.getAttribute('aria-pressed')).toBe('true');
      // The bell sits on its card, whole, and leaves the card's call to action readable.
      const card = shelf.getByRole('link', { name: new RegExp(name) });
      const [bell, box, cta] = await Promise.all([on.boundingBox(), card.boundingBox(), card.getByText('→').boundingBox()]); // the arrow ends the call to action
      expect(bell!.x).toBeGreaterThanOrEqual(box!.x);
      expect(bell!.x + bell!.width).toBeLessThanOrEqual(box!.x + box!.width);
      expect(bell!.y + bell!.height).toBeLessThanOrEqual(box!.y + box!.height);
      expect(cta!.x + cta!.width).toBeLessThanOrEqual(bell!.x);
      await shelf.screenshot({ path: `/tmp/crease-remind-me-${viewport.width}.png` });
      await expectAccessible(page, 'Home with a reminder set');

      // The list of all matches shows it set too, beside the match's row; turned off there, it is off.
      await page.goto('/matches');
      const row = page.getByRole('button', { name: new RegExp(`^${name}`) });
      const listed = page.getByRole('listitem').filter({ has: row }).getByRole('button', { name: `Reminder set for ${name}` });
      await listed.waitFor();
      const [rowBox, bellBox] = await Promise.all([row.boundingBox(), listed.boundingBox()]);
      expect(bellBox!.x).toBeGreaterThanOrEqual(rowBox!.x + rowBox!.width);
      await page.screenshot({ path: `/tmp/crease-matches-bell-${viewport.width}.png` });
      await expectAccessible(page, 'All matches with a reminder set');
      await listed.click();
      await page.getByRole('button', { name: `Remind me before ${name}` }).waitFor();
      await expect.poll(async () => (await apiGet<{ matchIds: number[] }>('/api/user/followed-matches', token)).matchIds).not.toContain(match.id);
    });
  }
});
