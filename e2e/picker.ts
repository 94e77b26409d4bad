import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { roleOf } from './fixtures.ts';

/** Picks the named fixture players in the team picker, each under its role tab, as a person clicks them. */
export async function pick(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByRole('tab', { name: new RegExp(`^${roleOf(name)} \\(`) }).click();
    await page.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
  }
}

/** Gives a picked player the Captain's or the Vice-Captain's armband. */
export async function armband(page: Page, name: string, armbandName: 'Captain' | 'Vice-Captain'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${roleOf(name)} \\(`) }).click();
  await page.getByRole('group', { name: `Captain or Vice-Captain: ${name}` }).getByRole('radio', { name: new RegExp(`^${armbandName}`) }).check();
}
