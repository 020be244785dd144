import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type TouchEvent, type WheelEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { useHydrated } from '@/page-pipeline/react/useHydrated';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { Lang } from '@/lib/i18n/languages';
import { HERO_SLIDES, type SlideTarget } from '../home-sections';
import { CarouselArrow, CarouselDot, dotsClass, roundButtonClass } from '../carousel/CarouselControls';
import { SiteImg } from '@/features/media/SiteImg';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import styles from './HeroCarousel.module.css';

export const HERO_AUTOPLAY_MS = 3000;
/** How long the track must be still before its position counts as the current slide. */
const SETTLE_MS = 100;
/** How far a finger must move sideways (more than up or down) to be a swipe rather than a tap or a page scroll. */
const SWIPE_PX = 10;

function targetHref(lang: Lang, target: SlideTarget): string {
  return 'anchor' in target ? `#${target.anchor}` : localHref(lang, target.page, target.hash);
}

/** The slide the track is scrolled to (the first while the track has no width). */
function slideAt(track: HTMLElement): number {
  return Math.round(track.scrollLeft / track.clientWidth) || 0;
}

/** The visitor's explicit choice wins; until they choose, the carousel plays unless they prefer reduced motion. */
type PlayChoice = 'auto' | 'playing' | 'paused';

/**
 * The hero: two banners on a scroll-snap track, which a finger swipes from the first paint without any script
 * (docs/decisions/0036-carousel-swipes-before-its-script.md). The script adds what needs it: pause/play, arrows,
 * dots and arrow keys, shown only once they work, and autoplay every 3 s. It adopts the slide the visitor swiped
 * to before it ran, and does not play by itself once the visitor has swiped, used a control or focused the
 * slides, nor for a visitor who prefers reduced motion; the play button still starts it.
 * Like react-slick's pauseOnHover/pauseOnFocus, it waits while the pointer or the keyboard focus is on it.
 * A few lines of our own instead of react-slick: the hero is on the first screen, so its code loads up front, and
 * react-slick would replace the swiped track by its own rather than adopt it.
 * Its headings are h2: a slide hides as the next one shows, and the page's h1 must stay in sight (WelcomeBanner).
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const reducedMotion = usePrefersReducedMotion();
  const ready = useHydrated();
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [interacted, setInteracted] = useState(false);
  // Autoplay waits for an explicit `false` (decision 0027), so never before the script runs.
  const playing = choice === 'playing' || (choice === 'auto' && !interacted && reducedMotion === false);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sliderRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<number>(undefined);
  // A finger, trackpad or wheel on the track: the scroll that follows is the visitor's swipe. (Not "a scroll the
  // script did not start": on a busy phone a smooth scroll pauses longer than the settle time.)
  const visitorScrolls = useRef(false);
  // The slide the script is scrolling to: until the track gets there, a pause in the scroll is not its end.
  const scrollTarget = useRef<number | null>(null);

  const count = HERO_SLIDES.length;
  const show = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      const track = trackRef.current!;
      setCurrent(next);
      scrollTarget.current = next;
      track.scrollTo({ left: next * track.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [count, reducedMotion],
  );
  /** A change the visitor asked for: the carousel no longer plays by itself. */
  const turn = (index: number) => {
    setInteracted(true);
    show(index);
  };

  // Adopts what the visitor did before the script ran: the slide swiped to, the focus inside. Nothing but a finger
  // moves the track before this runs, so any offset is a swipe, also one whose snap is still under way (rounded,
  // it would read as the first slide): the scroll that finishes it is the visitor's, and its end sets the slide.
  useEffect(() => {
    const track = trackRef.current!;
    const swiped = track.scrollLeft >= 1;
    const hasFocus = sliderRef.current!.contains(document.activeElement);
    if (swiped) {
      visitorScrolls.current = true;
      setCurrent(slideAt(track));
    }
    if (swiped || hasFocus) setInteracted(true);
    setFocused(hasFocus);
    return () => window.clearTimeout(settleTimer.current);
  }, []);

  // Each slide stays its full interval, also after a manual change.
  useEffect(() => {
    if (!ready || !playing || hovered || focused) return;
    const timer = window.setTimeout(() => show(current + 1), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, playing, hovered, focused, current, show]);

  const onScroll = () => {
    if (visitorScrolls.current) setInteracted(true);
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const at = slideAt(trackRef.current!);
      if (!visitorScrolls.current && scrollTarget.current !== null && at !== scrollTarget.current) return;
      visitorScrolls.current = false;
      scrollTarget.current = null;
      setCurrent(at);
    }, SETTLE_MS);
  };
  const onVisitorInput = () => {
    visitorScrolls.current = true;
  };
  // A sideways swipe or wheel is the visitor's even where the track cannot move (past the last slide): no scroll
  // follows it to tell, and autoplay would turn the slide under their finger a moment later.
  const touchStart = useRef({ x: 0, y: 0 });
  const onTouchStart = (event: TouchEvent) => {
    onVisitorInput();
    const touch = event.touches[0];
    if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    const dx = touch ? Math.abs(touch.clientX - touchStart.current.x) : 0;
    if (dx > SWIPE_PX && dx > Math.abs(touch.clientY - touchStart.current.y)) setInteracted(true);
  };
  const onWheel = (event: WheelEvent) => {
    onVisitorInput();
    if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) setInteracted(true);
  };
  const onFocus = () => {
    setFocused(true);
    setInteracted(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // The track would scroll by itself too, to no slide in particular.
    event.preventDefault();
    turn(current + (event.key === 'ArrowLeft' ? -1 : 1));
  };

  return (
    <div className={styles.hero}>
      <div className="container">
        <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('hero.label')} data-ready={ready || undefined}>
          <button
            type="button"
            className={`${roundButtonClass} ${styles.toggle}`}
            onClick={() => {
              setInteracted(true);
              setChoice(playing ? 'paused' : 'playing');
            }}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
            </svg>
          </button>
          <div
            ref={sliderRef}
            className={styles.slider}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={onFocus}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
          >
            <CarouselArrow direction="previous" label={t('carousel.previous')} onClick={() => turn(current - 1)} />
            {/* Announces a slide the visitor turned, not the ones turning by themselves. */}
            <div
              ref={trackRef}
              className={styles.slides}
              aria-live={playing ? 'off' : 'polite'}
              onScroll={onScroll}
              onTouchStart={onTouchStart}
              onTouchMove={onTouchMove}
              onWheel={onWheel}
            >
              {HERO_SLIDES.map((slide, index) => {
                const key = `hero.slides.${slide.id}` as const;
                return (
                  <div
                    key={slide.id}
                    className={styles.slide}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${index + 1} / ${count}`}
                    // Before the script every slide is a swipe away and usable; after, only the current one is.
                    inert={ready && index !== current}
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
            <CarouselArrow direction="next" label={t('carousel.next')} onClick={() => turn(current + 1)} />
            <ul className={`${dotsClass} ${styles.dots}`}>
              {HERO_SLIDES.map((slide, index) => (
                <li key={slide.id}>
                  <CarouselDot label={t('carousel.goTo', { number: index + 1 })} current={index === current} onClick={() => turn(index)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </div>
  );
}
