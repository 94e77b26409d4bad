import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore.tsx';

const state = (overrides: Partial<Parameters<typeof LoadMore>[0]['list']> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...overrides,
});

/** An IntersectionObserver the test moves: `scrollNear()` says the watched end came into range. */
function stubObserver() {
  const watchers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private readonly watcher: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.watcher = { callback, targets: [] };
      watchers.push(this.watcher);
    }
    observe(target: Element) {
      this.watcher.targets.push(target);
    }
    disconnect() {
      this.watcher.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollNear: () =>
      act(() => {
        for (const { callback, targets } of watchers) {
          if (targets.length > 0) callback(targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
        }
      }),
  };
}

describe('LoadMore', () => {
  it('offers Load more where the scroll cannot be watched, and reads the next page when pressed', async () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    const list = state();
    render(<LoadMore list={list} failed="Failed to load contests" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('reads the next page as the end of the list scrolls near', () => {
    const observer = stubObserver();
    const list = state();
    render(<LoadMore list={list} failed="Failed to load contests" />);
    expect(list.fetchNextPage).not.toHaveBeenCalled();
    observer.scrollNear();
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says it is loading more, politely, and keeps the button (and its focus) without asking twice', async () => {
    const list = state({ isFetchingNextPage: true });
    render(<LoadMore list={list} failed="Failed to load contests" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more...');
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(list.fetchNextPage).not.toHaveBeenCalled();
  });

  it('says a next page failed, offers to try again, and does not ask again on scroll', async () => {
    const observer = stubObserver();
    const list = state({ isFetchNextPageError: true });
    render(<LoadMore list={list} failed="Failed to load contests" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load contests');
    observer.scrollNear();
    expect(list.fetchNextPage).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on the last page', () => {
    const { container } = render(<LoadMore list={state({ hasNextPage: false })} failed="Failed to load contests" />);
    expect(container).toBeEmptyDOMElement();
  });
});
