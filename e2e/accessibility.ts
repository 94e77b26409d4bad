import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 levels A and AA, as axe-core tags its rules. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing element: what the rule wants, where, and axe's own summary of the fix. */
export function describeViolations(violations: readonly Result[], where: string): string {
  const lines = [`${violations.length} accessibility ${violations.length === 1 ? 'rule fails' : 'rules fail'} on ${where}:`];
  for (const violation of violations) {
    lines.push(`- ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`    at ${node.target.join(' ')}`);
      lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 300)}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `      ${line.trim()}`));
    }
  }
  return lines.join('\n');
}

/** Where the page is, for a failure message: its address and width, and what the test had done there. */
function whereOf(page: Page, state?: string): string {
  const url = new URL(page.url());
  const width = page.viewportSize()?.width;
  return `${url.pathname}${url.search} at ${width ?? '?'} px${state ? ` (${state})` : ''}`;
}

/**
 * Waits for what is animating once (a dialog rising, a row fading in) to end: part-way its colours
 * are blended with what is under it, and axe would measure a contrast nobody reads. Endless ones
 * (the live dot's pulse) are left running.
 */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now: null when all pass, else
 * every rule broken, the element (selector and HTML) and the page and width. `state` names what
 * is open or shown, when the page is checked part-way through a journey.
 */
export async function accessibilityProblems(page: Page, state?: string): Promise<string | null> {
  await finiteAnimationsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.length === 0 ? null : describeViolations(results.violations, whereOf(page, state));
}

/** Fails the test with everything axe-core finds on the page as it is now (see accessibilityProblems). */
export async function expectAccessible(page: Page, state?: string): Promise<void> {
  const problems = await accessibilityProblems(page, state);
  if (problems) throw new Error(problems);
}
