import type { Locator, Page } from 'playwright-core';

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses `key` (Tab unless told) until `target` has the focus, as a person tabbing through the
 * page does; fails if it never gets there.
 */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${most} presses of ${key} did not reach ${target}; the focus is on ${focused}`);
}

/**
 * What the focused element shows that it has the focus: a ring (an outline or a box shadow) on
 * itself, on its ::after (a card-wide button) or on the label around it (a radio choice).
 * Null when nothing shows it.
 */
export function focusRingOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return null;
    const ringOf = (style: CSSStyleDeclaration) => {
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const label = element.closest('label');
    return ringOf(getComputedStyle(element)) ?? ringOf(getComputedStyle(element, '::after')) ?? (label ? ringOf(getComputedStyle(label)) : null);
  });
}

/**
 * Whether the focused element is on top where it is drawn, not scrolled under a sticky bar (the
 * app bar, the picker's role tabs or its summary on a phone): the element found at its centre
 * is the focused one or inside it.
 */
export function isFocusUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return false;
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found !== null && (found === element || element.contains(found) || found.contains(element) && found.tagName === 'LABEL');
  });
}
