import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { ProfileImage } from '@/components/ProfileImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { IMAGE_QUALITY, imageUrl } from '@/lib/image-url';
import type { PictureSummary } from '@/lib/user-card';
import styles from './Gallery.module.css';

/** How far a finger must travel (px) for a swipe to change the slide. */
const SWIPE_THRESHOLD = 48;

export interface GalleryProps {
  pictures: readonly PictureSummary[];
  /** Shown as the only slide when there is no picture (docs/product.md §7). */
  placeholder: string;
  username: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Preview: in the page, with the fraction pager; full screen: the whole viewport, pictures uncropped. */
  mode: 'preview' | 'fullscreen';
  /** Preview only: what a tap on the picture does. */
  onOpen?: () => void;
}

/**
 * The image gallery of docs/product.md §2 and §4: swipe on touch screens, previous/next arrows hidden at the first and
 * last slide (none for a single picture), left/right keys (full screen, wherever the focus is in the dialog), a
 * "2 / 5" pager in preview. Only the slides next to the current one load their pictures.
 */
export function Gallery({ pictures, placeholder, username, index, onIndexChange, mode, onOpen }: GalleryProps) {
  const { t } = useTranslation('profile');
  const count = Math.max(1, pictures.length);
  const current = Math.min(Math.max(index, 0), count - 1);
  const [drag, setDrag] = useState(0);
  const touch = useRef<{ x: number; y: number; horizontal: boolean | null } | null>(null);
  const fullscreen = mode === 'fullscreen';

  const root = useRef<HTMLDivElement>(null);
  const previousArrow = useRef<HTMLButtonElement>(null);
  const nextArrow = useRef<HTMLButtonElement>(null);
  /**
   * At either end that end's arrow goes away, and the focus with it when it has it. The focus moves to the
   * gallery itself first, so the keyboard stays in it and the left and right keys keep working, however the
   * slide changed: a click or Enter on the arrow, a key pressed while the arrow has the focus, a swipe.
   */
  const go = (next: number) => {
    if (next < 0 || next >= count || next === current) return;
    const leaving = next === 0 ? previousArrow.current : next === count - 1 ? nextArrow.current : null;
    if (leaving && leaving === document.activeElement) root.current?.focus();
    onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    // Enter on the gallery itself opens it; on an arrow it presses that arrow.
    else if (event.key === 'Enter' && onOpen && event.target === event.currentTarget) onOpen();
    else return;
    event.preventDefault();
  };
  // Full screen, the left and right keys page wherever the focus is in the dialog (its close button included).
  const onWindowKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
  });
  useEffect(() => {
    if (!fullscreen) return;
    const listener = (event: globalThis.KeyboardEvent) => onWindowKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [fullscreen]);

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    if (point) touch.current = { x: point.clientX, y: point.clientY, horizontal: null };
  };
  const onTouchMove = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.touches[0];
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    // Decide once per gesture: a mostly vertical move scrolls the page and leaves the slides alone.
    if (start.horizontal === null && Math.abs(dx) + Math.abs(dy) > 8) start.horizontal = Math.abs(dx) > Math.abs(dy);
    if (start.horizontal) setDrag(dx);
  };
  const onTouchEnd = () => {
    if (drag <= -SWIPE_THRESHOLD) go(current + 1);
    else if (drag >= SWIPE_THRESHOLD) go(current - 1);
    touch.current = null;
    setDrag(0);
  };

  const slides = pictures.length > 0 ? pictures : [null];
  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { username })}
      tabIndex={fullscreen ? -1 : 0}
      onKeyDown={fullscreen ? undefined : onKeyDown}
      className={fullscreen ? `${styles.gallery} ${styles.fullscreen}` : styles.gallery}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={drag === 0 ? styles.track : `${styles.track} ${styles.dragging}`}
        style={{ transform: `translateX(calc(${-current * 100}% + ${drag}px))` }}
      >
        {slides.map((picture, slide) => {
          const near = Math.abs(slide - current) <= 1;
          return (
            <div
              key={picture?.id ?? 'placeholder'}
              role="group"
              aria-roledescription="slide"
              aria-label={t('gallery.slide', { index: slide + 1, count })}
              aria-hidden={slide !== current}
              onClick={slide === current && onOpen ? onOpen : undefined}
              className={onOpen ? `${styles.slide} ${styles.opens}` : styles.slide}
            >
              {near && picture && !fullscreen && (
                // The same picture, small and blurred, fills the space a portrait leaves on a wide frame.
                <div
                  aria-hidden="true"
                  className={styles.backdrop}
                  style={{ backgroundImage: `url("${imageUrl(picture.url, 640, IMAGE_QUALITY.low)}")` }}
                />
              )}
              {near && (
                <ProfileImage
                  picture={picture}
                  placeholder={placeholder}
                  alt={t('gallery.slide', { index: slide + 1, count })}
                  sizes={fullscreen ? '100vw' : '(min-width: 960px) 640px, 100vw'}
                  quality={fullscreen ? IMAGE_QUALITY.medium : IMAGE_QUALITY.card}
                  eager={slide === current}
                  fit={picture ? 'contain' : 'cover'}
                />
              )}
            </div>
          );
        })}
      </div>
      {current > 0 && (
        <button
          type="button"
          ref={previousArrow}
          aria-label={t('gallery.previous')}
          onClick={() => go(current - 1)}
          className={iconButtonClass({ frosted: true, className: `${styles.arrow} ${styles.previous}` })}
        >
          <Icon name="chevronLeft" className={styles.arrowIcon} />
        </button>
      )}
      {current < count - 1 && (
        <button
          type="button"
          ref={nextArrow}
          aria-label={t('gallery.next')}
          onClick={() => go(current + 1)}
          className={iconButtonClass({ frosted: true, className: `${styles.arrow} ${styles.next}` })}
        >
          <Icon name="chevronRight" className={styles.arrowIcon} />
        </button>
      )}
      {!fullscreen && count > 1 && (
        <div aria-hidden="true" className={styles.pager}>
          {current + 1} / {count}
        </div>
      )}
      <VisuallyHidden>
        <span aria-live="polite">{count > 1 ? t('gallery.slide', { index: current + 1, count }) : ''}</span>
      </VisuallyHidden>
    </div>
  );
}
