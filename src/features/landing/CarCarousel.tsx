import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '../../config';
import { CAR_ILLUSTRATIONS } from './sampleAuctionData';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { chevronLeftLines, chevronRightLines } from '../../ui/icons/glyphs';
import { Icon } from '../../ui/icons/Icon';
import styles from './CarCarousel.module.css';

/** Play and pause. */
const PLAY = 'M6 3.6l14.4 8.4-14.4 8.4z';
const PAUSE = 'M6 3.6h3.6v16.8H6zM14.4 3.6h3.6v16.8h-3.6z';

const WIDTH = 640;
const HEIGHT = 400;

/**
 * Spec §1/§9 rotating car photos: 5 slides, next one every 3 s. It stands still while hovered or
 * focused, when paused, and for visitors who asked for reduced motion (WAI-ARIA carousel pattern).
 */
export function CarCarousel() {
  const { t } = useTranslation('landing');
  const baseId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = CAR_ILLUSTRATIONS.length;
  const rotating = !pausedByUser && !reducedMotion;
  const moving = rotating && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % total), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [moving, index, total]);

  const show = (next: number) => setIndex((next + total) % total);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport} id={`${baseId}-slides`} aria-live={moving ? 'off' : 'polite'}>
        {CAR_ILLUSTRATIONS.map((illustration, slide) => {
          const name = t(`carousel.${illustration.name}`);
          return (
            <div
              key={illustration.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { number: slide + 1, total, name })}
              className={styles.slide}
              hidden={slide !== index}
            >
              <img
                src={illustration.src}
                alt={name}
                width={WIDTH}
                height={HEIGHT}
                // The first slide is in the HTML (a data URL): drawn in the same frame as the text.
                // The hidden ones load with the page, last, so each is there before the carousel
                // turns to it (hidden, a lazy one would load only then).
                decoding={slide === 0 ? 'sync' : 'async'}
                fetchPriority={slide === 0 ? 'auto' : 'low'}
              />
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={rotating ? t('carousel.pause') : t('carousel.play')}
          aria-pressed={!rotating}
          onClick={() => setPausedByUser((paused) => !paused)}
          disabled={reducedMotion}
        >
          <Icon shapes={rotating ? PAUSE : PLAY} size={20} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t('carousel.previous')}
          aria-controls={`${baseId}-slides`}
          onClick={() => show(index - 1)}
        >
          <Icon lines={chevronLeftLines} size={20} />
        </button>
        <div className={styles.dots}>
          {CAR_ILLUSTRATIONS.map((illustration, slide) => (
            <button
              key={illustration.name}
              type="button"
              className={styles.dot}
              aria-label={t('carousel.goTo', { number: slide + 1 })}
              aria-current={slide === index ? 'true' : undefined}
              aria-controls={`${baseId}-slides`}
              onClick={() => show(slide)}
            >
              <span className={styles.dotMark} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          aria-label={t('carousel.next')}
          aria-controls={`${baseId}-slides`}
          onClick={() => show(index + 1)}
        >
          <Icon lines={chevronRightLines} size={20} />
        </button>
      </div>
    </section>
  );
}
