import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiToken, readyForPaidPlay, registerAccount, useBrowser } from './browser.ts';
import { startDeposit } from './fixtures.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** A small PNG (a solid square), as a phone's screenshot would be sent. */
const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPgX5lBEmIY1TCqYfhqAADD2CAQY/egCgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The page at a phone's width and a laptop's, each checked with axe and photographed to
 * /tmp/support-<name>-<width>.png; left at the width it started at.
 */
async function checkBothWidths(page: Page, name: string, state: string) {
  const start = page.viewportSize()!;
  for (const size of start.width === PHONE.width ? [PHONE, LAPTOP] : [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${state} at ${size.width} px`);
    await page.screenshot({ path: `/tmp/support-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(start);
}

/** Resolves once the page has asked the live channel for `destination`. */
function subscribed(page: Page, destination: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const payload = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (payload.startsWith('SUBSCRIBE') && payload.includes(`destination:${destination}`)) resolve();
      });
    });
  });
}

describe('support chat', () => {
  it(
    'a player opens a conversation about a deposit with a screenshot; an admin takes it from the inbox and replies with a canned reply; the player sees the reply arrive; the admin closes and reopens it, and the inbox marks the player’s next message as it comes',
    { timeout: 150_000 },
    async () => {
      const account = await registerAccount({ name: 'Nila Varma' });
      await readyForPaidPlay(account.email, account.password);
      const token = await apiToken(account.email, account.password);
      await startDeposit(token, 250);
      const subject = `Deposit not credited ${Date.now()}`;

      // Help, from the account menu: no conversations yet.
      const phone = await browser.newPage(PHONE, { token });
      await phone.goto('/home');
      await phone.getByRole('button', { name: /Profile/ }).click();
      await phone.getByRole('link', { name: 'Help' }).click();
      await phone.waitForURL('**/support');
      await phone.getByText('No conversations yet. Start one and support will answer here.').waitFor();
      await checkBothWidths(phone, 'help-empty', 'Help with no conversations');

      // A new conversation about the deposit.
      await phone.getByRole('link', { name: 'New conversation' }).click();
      await phone.waitForURL('**/support/new');
      const form = phone.getByRole('form', { name: 'New conversation' });
      await form.getByLabel('Subject').fill(subject);
      await expect.poll(() => form.getByLabel('About (optional)').locator('option', { hasText: 'Deposit of ₹250.00' }).count()).toBe(1);
      const deposit = await form.getByLabel('About (optional)').locator('option', { hasText: 'Deposit of ₹250.00' }).getAttribute('value');
      await form.getByLabel('About (optional)').selectOption(deposit!);
      await form.getByLabel('Message').fill('I paid ₹250 but my wallet does not show it.');
      await checkBothWidths(phone, 'new-conversation', 'a new conversation, filled in');
      await form.getByRole('button', { name: 'Send to support' }).click();
      await phone.waitForURL(/\/support\/\d+$/);
      const conversationPath = new URL(phone.url()).pathname;
      await phone.getByRole('heading', { name: subject, level: 1 }).waitFor();
      await phone.getByText(`About Deposit #${deposit!.split(':')[1]}`).waitFor();

      // A file that says it is a PNG but is not one: the server's refusal is shown. Then a real screenshot.
      await phone.getByText('Up to 3 images, PNG or JPEG, 2 MB each.').waitFor();
      const composer = phone.getByRole('form', { name: 'Write a message' });
      await composer.getByLabel('Attach images').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
      await composer.getByRole('button', { name: 'Send' }).click();
      await composer.getByText('❌ files: image 1 is not a PNG or JPEG image.').waitFor();
      await composer.getByRole('button', { name: 'Remove notes.png' }).click();
      await composer.getByLabel('Attach images').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: SCREENSHOT_PNG });
      await composer.getByLabel('Your message').fill('Here is the payment screen.');
      await composer.getByRole('button', { name: 'Send' }).click();
      const image = phone.getByRole('img', { name: /^Image 1 \(PNG, \d+ KB\)$/ });
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^blob:/);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(16);
      await checkBothWidths(phone, 'conversation-player', 'a conversation with an image');

      // The player stays on the conversation, following the live channel.
      const following = subscribed(phone, '/user/queue/support');
      await phone.reload();
      await phone.getByRole('heading', { name: subject, level: 1 }).waitFor();
      await following;

      // The admin, from the admin home to the inbox: the conversation is open and unread.
      const desk = await browser.newPage(LAPTOP, { token: await apiToken(admin().email, admin().password) });
      await desk.goto('/admin');
      await desk.getByRole('link', { name: /Support inbox/ }).click();
      await desk.waitForURL('**/admin/support');
      const row = desk.getByRole('link', { name: new RegExp(subject) });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toMatch(/Nila Varma.*Not assigned.*2 unread/);
      await checkBothWidths(desk, 'inbox', 'the support inbox');

      // Nobody has taken it: it is listed under "Nobody yet", not under "Me".
      await desk.getByLabel('Assigned to').selectOption('me');
      await desk.waitForURL(/assignee=me/);
      await expect.poll(() => row.count()).toBe(0);
      await desk.getByLabel('Assigned to').selectOption('none');
      await row.waitFor();

      // The conversation, with the player's wallet, transactions, KYC and audit events beside it.
      await row.click();
      await desk.waitForURL(/\/admin\/support\/\d+$/);
      await desk.getByRole('heading', { name: subject, level: 1 }).waitFor();
      const player = desk.getByRole('region', { name: 'Player' });
      await player.getByRole('heading', { name: 'Nila Varma' }).waitFor();
      await player.getByText('E-mail verified').waitFor();
      await player.getByText('No KYC').waitFor();
      const seen = desk.getByRole('img', { name: /^Image 1 \(PNG, \d+ KB\)$/ });
      await seen.waitFor();
      expect(await seen.getAttribute('src')).toMatch(/^blob:/);
      await desk.getByRole('button', { name: 'Assign to me' }).click();
      await desk.getByText('Assigned to you').waitFor();
      await checkBothWidths(desk, 'conversation-admin', 'a conversation in the inbox, assigned');

      // A canned reply, saved, put into the reply and sent.
      await desk.getByRole('button', { name: 'Manage canned replies' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Canned replies' });
      const cannedTitle = `Deposit check ${Date.now()}`;
      await dialog.getByLabel('Title').fill(cannedTitle);
      await dialog.getByLabel('Reply', { exact: true }).fill('We have asked the payment gateway about your deposit and will write again within the hour.');
      await dialog.getByRole('button', { name: 'Save reply' }).click();
      await dialog.getByRole('list', { name: 'Saved replies' }).getByRole('button', { name: `Delete ${cannedTitle}` }).waitFor();
      await expectAccessible(desk, 'canned replies, one saved');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await desk.getByLabel('Canned reply').selectOption({ label: cannedTitle });
      await desk.getByRole('button', { name: 'Insert' }).click();
      await expect.poll(() => desk.getByLabel('Your reply').inputValue()).toContain('We have asked the payment gateway');
      await desk.getByRole('button', { name: 'Send' }).click();
      await desk.getByRole('list', { name: 'Messages' }).getByText('We have asked the payment gateway', { exact: false }).waitFor();

      // The player sees it arrive, without reloading, and that support waits on them.
      await phone.getByRole('list', { name: 'Messages' }).getByText('We have asked the payment gateway', { exact: false }).waitFor();
      await phone.getByText('Waiting on you', { exact: true }).waitFor();
      expect(new URL(phone.url()).pathname).toBe(conversationPath);

      // Closed with the confirmation; it moves to the closed tab, and opens again.
      await desk.getByRole('button', { name: 'Close conversation' }).click();
      const confirm = desk.getByRole('dialog', { name: 'Close this conversation?' });
      await expectAccessible(desk, 'closing a conversation');
      await confirm.getByRole('button', { name: 'Close it' }).click();
      await desk.getByRole('button', { name: 'Reopen' }).waitFor();
      await phone.getByText('This conversation is closed. Write below to open it again.').waitFor();
      await desk.goto('/admin/support?state=CLOSED');
      await desk.getByRole('tab', { name: 'Closed', selected: true }).waitFor();
      await desk.getByRole('link', { name: new RegExp(subject) }).click();
      await desk.getByRole('button', { name: 'Reopen' }).click();
      await desk.getByRole('dialog', { name: 'Reopen this conversation?' }).getByRole('button', { name: 'Reopen it' }).click();
      await desk.getByRole('button', { name: 'Close conversation' }).waitFor();

      // The inbox follows the live channel: the player's next message marks the row unread.
      const inboxFollowing = subscribed(desk, '/topic/admin/support');
      await desk.goto('/admin/support');
      await inboxFollowing;
      const inboxRow = desk.getByRole('link', { name: new RegExp(subject) });
      await inboxRow.waitFor();
      expect(await inboxRow.textContent()).not.toMatch(/unread/);
      await phone.getByText('Support has your message and will answer here.', { exact: false }).waitFor();
      await composer.getByLabel('Your message').fill('Thank you, that was quick.');
      await composer.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => inboxRow.textContent()).toMatch(/1 unread/);

      // The player's list: the conversation with its state.
      await phone.goto('/support');
      await phone.getByRole('link', { name: new RegExp(subject) }).waitFor();
      await checkBothWidths(phone, 'help-list', 'Help with a conversation');
    },
  );

  it('keeps the chat one click from the FAQ page', async () => {
    const account = await registerAccount();
    const page = await browser.newPage(PHONE, { token: await apiToken(account.email, account.password) });
    await page.goto('/faqs');
    await page.getByRole('link', { name: 'Chat with support' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { name: 'Help and support', level: 1 }).waitFor();
  });
});
