import type { ReactNode } from 'react';
import { useCarousel } from './use-carousel.ts';
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

/**
 * A looping carousel with dots and no arrows (its state and timing in useCarousel). The track
 * holds a copy of the last slide before the first and of the first after the last, so that it
 * loops by sliding on. Swipe works on touch screens. A pause button stops it for good (WCAG
 * 2.2.2: moving content a person can stop). While it plays, its changes are not read out;
 * paused, the slide shown is.
 */
export function Carousel({ slides, label, intervalMs = 3500, transitionMs = 700 }: CarouselProps) {
  const count = slides.length;
  const carousel = useCarousel({ count, intervalMs, transitionMs });
  const track = [slides[count - 1]!, ...slides, slides[0]!];

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} {...carousel.regionEvents}>
      <div className={styles.viewport} {...carousel.swipeEvents}>
        <div
          className={styles.track}
          aria-live={carousel.paused ? 'polite' : 'off'}
          style={{
            transform: `translateX(-${carousel.position * 100}%)`,
            transition: carousel.animated ? `transform ${transitionMs}ms cubic-bezier(0.65, 0, 0.35, 1)` : 'none',
          }}
        >
          {track.map((slide, index) => {
            const isCopy = index === 0 || index === count + 1;
            const isActive = !isCopy && index - 1 === carousel.active;
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
        {count > 1 && !carousel.reduceMotion && (
          <button
            type="button"
            className={styles.playPause}
            aria-label={carousel.stopped ? 'Play slides' : 'Pause slides'}
            onClick={carousel.toggleStopped}
          >
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
              {carousel.stopped ? <path d="M3 1.5v9l7.5-4.5z" /> : <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />}
            </svg>
          </button>
        )}
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${index + 1} of ${count}: ${slide.label}`}
            aria-current={index === carousel.active ? 'true' : undefined}
            onClick={() => carousel.show(index)}
          />
        ))}
      </div>
    </section>
  );
}
