import { describe, expect, it } from 'vitest';
import { CARRIED_ACROSS_MS, clearNoticesOfPreviousPage, currentToasts, toast } from './toast-store.ts';

describe('notices when the page changes', () => {
  it('drop what was said on the page left behind', () => {
    toast.error('Failed to load players.');
    const shownAt = currentToasts()[0]!.shownAt;
    clearNoticesOfPreviousPage(shownAt + CARRIED_ACROSS_MS + 1);
    expect(currentToasts()).toEqual([]);
  });

  it('keep one shown on the way to the new page', () => {
    toast.success('You have successfully joined the contest!');
    const shownAt = currentToasts()[0]!.shownAt;
    clearNoticesOfPreviousPage(shownAt + 200);
    expect(currentToasts().map((one) => one.message)).toEqual(['You have successfully joined the contest!']);
  });
});
