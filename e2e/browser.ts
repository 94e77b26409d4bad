import crypto from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => inject('baseUrl');
export const admin = () => inject('admin');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * One Chromium per test file; each test gets a context of its own (no shared storage), at a
 * phone size unless it asks for another.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(() => browser?.close());

  return {
    /**
     * A page in a fresh context; with `token`, signed in as its holder from the first load; with
     * `userAgent`, a browser that names itself so (another device, as the server sees it).
     */
    async newPage(viewport = PHONE, { token, userAgent }: { token?: string; userAgent?: string } = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...(userAgent ? { userAgent } : {}) });
      contexts.push(context);
      if (token) await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
  };
}

export function uniqueEmail(label = 'player'): string {
  return `${label}.${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** Makes an account through the API, as the register form would. */
export async function registerAccount(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const account = { name: 'Asha Rao', email: uniqueEmail(), password: 'cover-drive-42', ...overrides };
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  return account;
}

export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A read from the API as the holder of `token`. */
export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A write to the API as the holder of `token`; anything but a 2xx throws with the server's answer. */
export async function apiPost<T = { id: number }>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The token of the verification link sent to `email`, read from the outbox as an admin would. */
export async function verificationToken(email: string): Promise<string> {
  const outbox = await apiGet<{ to: string; text: string }[]>('/api/admin/outbox?limit=200', await apiToken(admin().email, admin().password));
  const link = outbox.find((mail) => mail.to === email.toLowerCase() && mail.text.includes('/verify-email?token='));
  const token = link && /\/verify-email\?token=([\w-]+)/.exec(link.text)?.[1];
  if (!token) throw new Error(`no verification link was sent to ${email}`);
  return token;
}

/** A change to the API as the holder of `token` (PUT); anything but a 2xx throws with the server's answer. */
export async function apiPut<T = unknown>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/**
 * Makes an account one that may play for money, as its owner would: the e-mail verified with
 * the link in the outbox, and an adult of a state (where paid play is offered, unless told
 * another) on the profile.
 */
export async function readyForPaidPlay(email: string, password: string, state = 'Maharashtra'): Promise<void> {
  const token = await verificationToken(email);
  const verified = await fetch(`${baseUrl()}/api/auth/verify-email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const response = await fetch(`${baseUrl()}/api/user/profile`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await apiToken(email, password)}` },
    body: JSON.stringify({ dateOfBirth: '1995-06-15', state }),
  });
  if (!response.ok) throw new Error(`profile: ${response.status} ${await response.text()}`);
}

/** Signs in through the login screen, as a person does. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
