import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, registerAccount, useBrowser } from './browser.ts';

const browser = useBrowser();

let token: string;
beforeAll(async () => {
  const account = await registerAccount({ name: 'Sana Qureshi' });
  token = await apiToken(account.email, account.password);
});

async function home(reducedMotion: 'reduce' | 'no-preference') {
  const page = await browser.newPage(undefined, { token });
  await page.emulateMedia({ reducedMotion });
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'What you can do on Crease' });
  await carousel.waitFor();
  return {
    carousel,
    track: carousel.locator('[aria-live]'),
    dot: (n: number) => carousel.getByRole('button', { name: new RegExp(`^Show slide ${n} of 3`) }),
  };
}

describe('the home carousel', () => {
  it('plays on its own and slides, with motion allowed', async () => {
    const { carousel, track, dot } = await home('no-preference');
    // Rotating: its changes are not read out.
    expect(await track.getAttribute('aria-live')).toBe('off');
    await expect.poll(() => dot(2).getAttribute('aria-current'), { timeout: 10_000 }).toBe('true');
    await dot(3).click();
    expect(await carousel.getByRole('group').getAttribute('aria-label')).toMatch(/^3 of 3/);
    expect(await track.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe('transform');
  });

  it('holds still with reduced motion, and a dot shows its slide without sliding', async () => {
    const { carousel, track, dot } = await home('reduce');
    // Not rotating: the slide shown is read out when it changes.
    expect(await track.getAttribute('aria-live')).toBe('polite');
    await dot(3).click();
    expect(await carousel.getByRole('group').getAttribute('aria-label')).toMatch(/^3 of 3/);
    expect(await dot(3).getAttribute('aria-current')).toBe('true');
    expect(await track.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe('none');
  });
});

const FIRST_TABLE = [
  { username: 'Meera Iyer', totalPoints: 412.5 },
  { username: 'Arjun Mehta', totalPoints: 398 },
  { username: 'Kavya', totalPoints: 377 },
];
const SECOND_TABLE = [FIRST_TABLE[1], FIRST_TABLE[0], FIRST_TABLE[2]];

/**
 * The live leaderboard on /auth, fed by a stand-in for the live channel: a STOMP broker for this
 * page that answers the subscription with the first table and pushes the second on `push()`.
 * Every row animation the page starts is counted in `window.rowAnimations`.
 */
async function leaderboard(reducedMotion: 'reduce' | 'no-preference') {
  const page = await browser.newPage(undefined, { token });
  await page.emulateMedia({ reducedMotion });
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    (window as unknown as { rowAnimations: number }).rowAnimations = 0;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.tagName === 'LI') (window as unknown as { rowAnimations: number }).rowAnimations += 1;
      return animate.apply(this, args);
    };
  });
  let push!: () => void;
  const subscribed = new Promise<void>((resolve) => {
    void page.routeWebSocket(/\/ws\/leaderboard$/, (socket) => {
      socket.onMessage((data) => {
        const frame = String(data);
        if (frame.startsWith('CONNECT') || frame.startsWith('STOMP')) socket.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
        if (!frame.startsWith('SUBSCRIBE')) return;
        const id = /\nid:([^\n]+)/.exec(frame)?.[1] ?? 'sub-0';
        const message = (table: unknown, n: number) =>
          `MESSAGE\ndestination:/topic/leaderboard\nsubscription:${id}\nmessage-id:${n}\ncontent-type:application/json\n\n${JSON.stringify(table)}\0`;
        socket.send(message(FIRST_TABLE, 1));
        push = () => socket.send(message(SECOND_TABLE, 2));
        resolve();
      });
    });
  });
  await page.goto('/auth');
  await subscribed;
  const rows = page.getByRole('listitem');
  await expect.poll(() => rows.first().textContent()).toContain('Meera Iyer');
  return { page, rows, push: () => push() };
}

const rowAnimations = (page: Page) => page.evaluate(() => (window as unknown as { rowAnimations: number }).rowAnimations);

describe('the live leaderboard', () => {
  it('slides rows to their new rank, with motion allowed', async () => {
    const { page, rows, push } = await leaderboard('no-preference');
    push();
    await expect.poll(() => rows.first().textContent()).toContain('Arjun Mehta');
    expect(await rowAnimations(page)).toBeGreaterThan(0);
  });

  it('moves rows to their new rank without animating them, with reduced motion', async () => {
    const { page, rows, push } = await leaderboard('reduce');
    push();
    await expect.poll(() => rows.first().textContent()).toContain('Arjun Mehta');
    expect(await rowAnimations(page)).toBe(0);
  });
});
