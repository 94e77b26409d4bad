import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { usePrefersReducedMotion } from '../../lib/motion.ts';

const SWIPE_PX = 40;

/**
 * Keyboard focus inside the carousel pauses it (so it holds still while someone reads or tabs
 * through); the focus a mouse click leaves on a dot does not, or a click would stop it for good.
 */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

interface CarouselOptions {
  count: number;
  intervalMs: number;
  transitionMs: number;
}

/**
 * A looping carousel's state. It plays on its own every `intervalMs`, pausing while hovered or
 * focused and while the tab is hidden, and stopping when the person presses pause (until they
 * press play); with reduced motion it neither plays nor slides.
 *
 * Track positions: 0 is a copy of the last slide, 1..count the slides, count+1 a copy of the
 * first. Going forward from the last slide slides on to the copy of the first and then jumps,
 * unseen, to the real one.
 */
export function useCarousel({ count, intervalMs, transitionMs }: CarouselOptions) {
  const [position, setPosition] = useState(1);
  const [animated, setAnimated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Stopped by the person, with the pause button (WCAG 2.2.2): it stays so until they play it again. */
  const [stopped, setStopped] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const reduceMotion = usePrefersReducedMotion();
  const touchStart = useRef<number | null>(null);

  /** The slide shown, 0-based. */
  const active = (((position - 1) % count) + count) % count;
  const paused = stopped || hovered || focused || hidden || reduceMotion || count < 2;
  const onCopy = position === 0 || position === count + 1;

  const goTo = (next: number) => {
    setAnimated(!reduceMotion);
    setPosition(next);
  };

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Autoplay: one step per interval, timed from when a slide became the shown one (a dot or a
  // swipe restarts the wait; the unseen jump off a copy does not).
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => {
      setAnimated(true);
      setPosition((current) => (current >= count + 1 ? 2 : current + 1));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [active, paused, intervalMs, count]);

  // After sliding onto a copy, jump to the real slide it copies, without animation.
  useEffect(() => {
    if (position !== 0 && position !== count + 1) return;
    const timer = setTimeout(
      () => {
        setAnimated(false);
        setPosition(position === 0 ? count : 1);
      },
      animated ? transitionMs : 0,
    );
    return () => clearTimeout(timer);
  }, [position, count, animated, transitionMs]);

  const step = (direction: 1 | -1) => {
    // Ignore a swipe while still on a copy; the jump is a moment away.
    if (onCopy) return;
    goTo(position + direction);
  };

  return {
    position,
    active,
    paused,
    /** Whether the person has stopped it (the pause button shows play). */
    stopped,
    toggleStopped: () => setStopped((current) => !current),
    /** With reduced motion it never plays on its own, so there is nothing to pause. */
    reduceMotion,
    /** Whether the track slides to its position (false: it is there at once). */
    animated,
    /** Shows slide `index` (0-based). */
    show: (index: number) => goTo(index + 1),
    regionEvents: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    swipeEvents: {
      onTouchStart: (event: TouchEvent<HTMLElement>) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      },
      onTouchEnd: (event: TouchEvent<HTMLElement>) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        step(end < start ? 1 : -1);
      },
    },
  };
}
