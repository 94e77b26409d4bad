import { describe, expect, it } from 'vitest';
import { clearNoticesOfPreviousPage, currentToasts, toast } from './toast-store.ts';

const messages = () => currentToasts().map((one) => one.message);

describe('notices when the page changes', () => {
  it('drop what was said on the page left behind', () => {
    toast.error('Failed to load players.');
    clearNoticesOfPreviousPage();
    expect(messages()).toEqual([]);
  });

  it('keep one said on the way to the new page, for that page only', () => {
    toast.error('Failed to load players.');
    toast.success('You have successfully joined the contest!', { forNextPage: true });
    clearNoticesOfPreviousPage();
    expect(messages()).toEqual(['You have successfully joined the contest!']);
    clearNoticesOfPreviousPage();
    expect(messages()).toEqual([]);
  });
});
