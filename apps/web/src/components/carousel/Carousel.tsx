import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/motion.ts';
import styles from './Carousel.module.css';

export interface Slide {
  id: string;
  /** What the slide is about, for the dots' names. */
  label: string;
  content: ReactNode;
}

interface CarouselProps {
  slides: readonly Slide[];
  label: string;
  intervalMs?: number;
  transitionMs?: number;
}

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

/**
 * A looping carousel with dots and no arrows. It plays on its own every `intervalMs`, pausing
 * while hovered or focused and while the tab is hidden; with reduced motion it neither plays nor
 * slides. Swipe works on touch screens.
 *
 * The track holds a copy of the last slide before the first and of the first after the last, so
 * going forward from the last slide slides on to the copy of the first and then jumps, unseen,
 * to the real one.
 */
export function Carousel({ slides, label, intervalMs = 3500, transitionMs = 700 }: CarouselProps) {
  const count = slides.length;
  // Track positions: 0 is the copy of the last slide, 1..count the slides, count+1 the copy of the first.
  const [position, setPosition] = useState(1);
  const [animated, setAnimated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const [reduceMotion] = useState(prefersReducedMotion);
  const touchStart = useRef<number | null>(null);

  const active = (((position - 1) % count) + count) % count;
  const paused = hovered || focused || hidden || reduceMotion || count < 2;

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
    if (position === 0 || position === count + 1) return;
    goTo(position + direction);
  };

  const track = [slides[count - 1]!, ...slides, slides[0]!];

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          step(end < start ? 1 : -1);
        }}
      >
        <div
          className={styles.track}
          aria-live={paused ? 'polite' : 'off'}
          style={{
            transform: `translateX(-${position * 100}%)`,
            transition: animated ? `transform ${transitionMs}ms cubic-bezier(0.65, 0, 0.35, 1)` : 'none',
          }}
        >
          {track.map((slide, index) => {
            const isCopy = index === 0 || index === count + 1;
            const isActive = !isCopy && index - 1 === active;
            return (
              <div
                key={isCopy ? `copy-${index}` : slide.id}
                className={styles.slide}
                role={isCopy ? undefined : 'group'}
                aria-roledescription={isCopy ? undefined : 'slide'}
                aria-label={isCopy ? undefined : `${index} of ${count}: ${slide.label}`}
                aria-hidden={!isActive}
                inert={!isActive}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      <div className={styles.dots}>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${index + 1} of ${count}: ${slide.label}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index + 1)}
          />
        ))}
      </div>
    </section>
  );
}
