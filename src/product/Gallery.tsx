import { useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { chevronLeftLines, chevronRightLines } from '../ui/icons/glyphs';
import { Icon } from '../ui/icons/Icon';
import styles from './Gallery.module.css';

export interface GalleryProps {
  /** Image URLs in display order. */
  images: readonly string[];
  /** What the photos show (make and model), used in the alt texts and labels. */
  name: string;
}

/** A horizontal swipe shorter than this is a tap or a scroll, not a page turn. */
const SWIPE_MIN_PX = 40;

const wrap = (index: number, total: number) => ((index % total) + total) % total;

/**
 * The photo gallery of the car and auction pages (spec §2): wraps around at both ends, turns with
 * the arrow keys and a swipe, has thumbnails, and opens the photo full screen in a dialog.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useTranslation('cars');
  const labelId = useId();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const total = images.length;

  if (total === 0) {
    return (
      <figure className={styles.empty}>
        <EmptyIllustration />
        <figcaption>{t('gallery.empty')}</figcaption>
      </figure>
    );
  }

  // The list can shrink under us (a refetch after an edit).
  const current = Math.min(index, total - 1);
  const go = (step: number) => setIndex(wrap(current + step, total));
  const position = { index: current + 1, total, name };
  const src = images[current] ?? '';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(distance < 0 ? 1 : -1);
  };

  const turnButtons = total > 1 && (
    <>
      <button type="button" className={`${styles.turn} ${styles.previous}`} onClick={() => go(-1)}>
        <Icon lines={chevronLeftLines} strokeWidth={2.5} />
        <span className="visually-hidden">{t('gallery.previous')}</span>
      </button>
      <button type="button" className={`${styles.turn} ${styles.next}`} onClick={() => go(1)}>
        <Icon lines={chevronRightLines} strokeWidth={2.5} />
        <span className="visually-hidden">{t('gallery.next')}</span>
      </button>
    </>
  );

  return (
    <section className={styles.gallery} aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {t('gallery.label', { name })}
      </h2>
      <div
        className={styles.stage}
        role="group"
        aria-roledescription="carousel"
        aria-label={t('gallery.label', { name })}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <button
          type="button"
          className={styles.open}
          onClick={() => setFullScreen(true)}
          aria-label={t('gallery.openFull', { index: current + 1 })}
        >
          <img className={styles.photo} src={src} alt={t('gallery.photoAlt', position)} />
        </button>
        {turnButtons}
        <p className={styles.counter} aria-live="polite">
          {t('gallery.counter', position)}
        </p>
      </div>
      {total > 1 && (
        <ul className={styles.thumbnails} aria-label={t('gallery.thumbnails')}>
          {images.map((image, thumbIndex) => (
            <li key={`${image}-${thumbIndex}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={thumbIndex === current ? 'true' : undefined}
                aria-label={t('gallery.show', { index: thumbIndex + 1 })}
                onClick={() => setIndex(thumbIndex)}
              >
                <img src={image} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        title={t('gallery.fullTitle', position)}
        wide
      >
        <div
          className={styles.full}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <img className={styles.fullPhoto} src={src} alt={t('gallery.photoAlt', position)} />
          {turnButtons}
        </div>
      </Dialog>
    </section>
  );
}

/** A car outline with a camera: "nothing to show yet". */
function EmptyIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="152" height="92" rx="12" fill="var(--color-brand-soft)" />
      <path
        d="M30 66h100v-12l-12-4-14-14H62L48 50l-18 4z"
        fill="none"
        stroke="var(--color-brand)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {[54, 108].map((cx) => (
        <circle
          key={cx}
          cx={cx}
          cy="68"
          r="9"
          fill="var(--color-surface)"
          stroke="var(--color-brand)"
          strokeWidth="4"
        />
      ))}
      <rect x="110" y="14" width="34" height="24" rx="5" fill="var(--color-accent)" />
      <circle cx="127" cy="26" r="7" fill="var(--color-surface)" />
    </svg>
  );
}
