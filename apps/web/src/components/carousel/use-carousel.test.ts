import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../../test/reduced-motion.ts';
import { useCarousel } from './use-carousel.ts';

const OPTIONS = { count: 3, intervalMs: 3500, transitionMs: 700 };
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the carousel state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays one slide per interval, sliding, and loops through the copy of the first back to the first', () => {
    emulateReducedMotion(false);
    const { result } = renderHook(() => useCarousel(OPTIONS));
    expect(result.current.active).toBe(0);
    expect(result.current.paused).toBe(false);
    wait(3500);
    expect(result.current).toMatchObject({ active: 1, animated: true });
    wait(3500);
    wait(3500);
    // On the copy of the first slide: it reads as the first, then jumps to it unseen.
    expect(result.current).toMatchObject({ active: 0, position: 4 });
    wait(700);
    expect(result.current).toMatchObject({ active: 0, position: 1, animated: false });
  });

  it('holds still while hovered, and plays again after', () => {
    emulateReducedMotion(false);
    const { result } = renderHook(() => useCarousel(OPTIONS));
    act(() => result.current.regionEvents.onMouseEnter());
    expect(result.current.paused).toBe(true);
    wait(10_000);
    expect(result.current.active).toBe(0);
    act(() => result.current.regionEvents.onMouseLeave());
    wait(3500);
    expect(result.current.active).toBe(1);
  });

  it('with reduced motion, neither plays nor slides: a dot shows its slide at once', () => {
    emulateReducedMotion(true);
    const { result } = renderHook(() => useCarousel(OPTIONS));
    expect(result.current.paused).toBe(true);
    wait(10_000);
    expect(result.current.active).toBe(0);
    act(() => result.current.show(2));
    expect(result.current).toMatchObject({ active: 2, animated: false });
  });

  it('stops playing when reduced motion is turned on mid-visit', () => {
    const setReducedMotion = emulateReducedMotion(false);
    const { result } = renderHook(() => useCarousel(OPTIONS));
    wait(3500);
    expect(result.current.active).toBe(1);
    act(() => setReducedMotion(true));
    wait(10_000);
    expect(result.current).toMatchObject({ active: 1, paused: true });
  });
});
