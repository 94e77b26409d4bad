import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_BANNERS } from '../../features/home/components/banners.tsx';
import { Carousel } from './Carousel.tsx';

/** The slide a person can see: the others are hidden from the accessibility tree. */
const shownSlide = () => screen.getByRole('group');
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Show slide ${n} of 3`) });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Home carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Carousel slides={HOME_BANNERS} label="What you can do on Crease" intervalMs={3500} transitionMs={700} />);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first banner, with three dots, a pause button and no arrows', () => {
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
    expect(shownSlide()).toHaveTextContent('Pick your 11. Back your captain.');
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next|previous|prev/i })).toBeNull();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('stays on its banner once paused, until play is pressed', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    wait(20_000);
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    wait(3500);
    expect(shownSlide()).toHaveAccessibleName(/^2 of 3/);
  });

  it('moves on after 3500 ms, not before', () => {
    wait(3499);
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
    wait(1);
    expect(shownSlide()).toHaveAccessibleName(/^2 of 3/);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('loops from the last banner back to the first, and keeps going', () => {
    wait(3500);
    wait(3500);
    expect(shownSlide()).toHaveTextContent('Winnings to your bank or UPI.');
    wait(3500);
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
    wait(700); // the unseen jump from the copy to the real first banner
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
    wait(3500 - 700);
    expect(shownSlide()).toHaveAccessibleName(/^2 of 3/);
  });

  it('shows the banner whose dot is clicked, and waits a full interval from there', () => {
    wait(2000);
    fireEvent.click(dot(3));
    expect(shownSlide()).toHaveAccessibleName(/^3 of 3/);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    wait(3499);
    expect(shownSlide()).toHaveAccessibleName(/^3 of 3/);
    wait(1);
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
  });

  it('holds still while hovered', () => {
    fireEvent.mouseEnter(shownSlide().closest('section')!);
    wait(10_000);
    expect(shownSlide()).toHaveAccessibleName(/^1 of 3/);
    fireEvent.mouseLeave(shownSlide().closest('section')!);
    wait(3500);
    expect(shownSlide()).toHaveAccessibleName(/^2 of 3/);
  });
});
