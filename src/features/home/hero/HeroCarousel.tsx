import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { Lang } from '@/lib/i18n/languages';
import { HERO_SLIDES, type SlideTarget } from '../home-sections';
import { CarouselArrow, CarouselDot, dotsClass, roundButtonClass } from '../carousel/CarouselControls';
import { SiteImg } from '@/features/media/SiteImg';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import styles from './HeroCarousel.module.css';

export const HERO_AUTOPLAY_MS = 3000;
/** A horizontal finger movement longer than this turns the slide. */
const SWIPE_PX = 40;

function targetHref(lang: Lang, target: SlideTarget): string {
  return 'anchor' in target ? `#${target.anchor}` : localHref(lang, target.page, target.hash);
}

/** The visitor's explicit choice wins; until they choose, the carousel plays unless they prefer reduced motion. */
type PlayChoice = 'auto' | 'playing' | 'paused';

/**
 * The hero: two banners that cross-fade every 3 s, with pause/play, arrows, dots, arrow keys and swipe. A few
 * lines of our own instead of react-slick: the hero is on the first screen, so its code loads up front, and the
 * server-rendered first slide is exactly what the script takes over (nothing moves, nothing is swapped).
 * Like react-slick's pauseOnHover/pauseOnFocus, it waits while the pointer or the keyboard focus is on it.
 * Its headings are h2: a slide hides as the next one shows, and the page's h1 must stay in sight (WelcomeBanner).
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<PlayChoice>('auto');
  // Until the preference is known (built page, hydration) the carousel reads as playing, as it was built; its
  // timer waits for the answer (docs/decisions/0027-browser-values-switch-in-a-transition.md).
  const playing = choice === 'auto' ? reducedMotion !== true : choice === 'playing';
  const awaitingPreference = choice === 'auto' && reducedMotion === null;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const count = HERO_SLIDES.length;
  const show = (index: number) => setCurrent((index + count) % count);

  // Each slide stays its full interval, also after a manual change.
  useEffect(() => {
    if (!playing || awaitingPreference || hovered || focused) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, awaitingPreference, hovered, focused, current, count]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) show(current + (dx < 0 ? 1 : -1));
  };

  return (
    <div className={styles.hero}>
      <div className="container">
        <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('hero.label')}>
          <button
            type="button"
            className={`${roundButtonClass} ${styles.toggle}`}
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
            </svg>
          </button>
          <div
            className={styles.slider}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
          >
            <CarouselArrow direction="previous" label={t('carousel.previous')} onClick={() => show(current - 1)} />
            {/* Announces a slide the visitor turned, not the ones turning by themselves. */}
            <div className={styles.slides} aria-live={playing ? 'off' : 'polite'} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
              {HERO_SLIDES.map((slide, index) => {
                const key = `hero.slides.${slide.id}` as const;
                return (
                  <div
                    key={slide.id}
                    className={styles.slide}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${index + 1} / ${count}`}
                    inert={index !== current}
                  >
                    <div className={styles.text}>
                      <span className="eyebrow eyebrow-on-dark">{t(`${key}.eyebrow`)}</span>
                      <h2 className={styles.header}>{t(`${key}.header`)}</h2>
                      <p className={styles.description}>{t(`${key}.description`)}</p>
                      {slide.target ? (
                        <a href={targetHref(lang, slide.target)} className="button button-light">
                          {t(`${key}.buttonText`)}
                          <Icon name="arrowRight" size={18} />
                        </a>
                      ) : null}
                    </div>
                    <SiteImg className={styles.image} image={slide.image} alt={t(`${key}.imageAlt`)} priority={index === 0} />
                  </div>
                );
              })}
            </div>
            <CarouselArrow direction="next" label={t('carousel.next')} onClick={() => show(current + 1)} />
            <ul className={`${dotsClass} ${styles.dots}`}>
              {HERO_SLIDES.map((slide, index) => (
                <li key={slide.id}>
                  <CarouselDot label={t('carousel.goTo', { number: index + 1 })} current={index === current} onClick={() => show(index)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </div>
  );
}
