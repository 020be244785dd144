import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type Slider from 'react-slick';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { Lang } from '@/lib/i18n/languages';
import { HERO_SLIDES, type SlideTarget } from '@/lib/site/home';
import { Carousel } from '../carousel/Carousel';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import styles from './HeroCarousel.module.css';

export const HERO_AUTOPLAY_MS = 3000;

function targetHref(lang: Lang, target: SlideTarget): string {
  return 'anchor' in target ? `#${target.anchor}` : localHref(lang, target.page, target.hash);
}

/** The visitor's explicit choice wins; until they choose, the carousel plays unless they prefer reduced motion. */
type PlayChoice = 'auto' | 'playing' | 'paused';

export function HeroCarousel() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const playing = choice === 'auto' ? !reducedMotion : choice === 'playing';
  const slider = useRef<Slider>(null);

  // react-slick ignores a later `autoplay` prop once paused, so drive it through its own methods too.
  useEffect(() => {
    if (playing) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [playing]);

  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setChoice(playing ? 'paused' : 'playing')}
      aria-label={playing ? t('carousel.pause') : t('carousel.play')}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
      </svg>
    </button>
  );

  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <Carousel
          label={t('hero.label')}
          sliderRef={slider}
          className={styles.carousel}
          controls={toggle}
          settings={{
            fade: true,
            dots: true,
            arrows: true,
            infinite: true,
            speed: reducedMotion ? 0 : 600,
            // A press during the fade is honoured instead of silently dropped.
            waitForAnimate: false,
            autoplay: playing,
            autoplaySpeed: HERO_AUTOPLAY_MS,
            pauseOnHover: true,
            pauseOnFocus: true,
            pauseOnDotsHover: true,
          }}
        >
          {HERO_SLIDES.map((slide, index) => {
            const Heading = index === 0 ? 'h1' : 'h2';
            const key = `hero.slides.${slide.id}`;
            return (
              <div key={slide.id}>
                <div
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} / ${HERO_SLIDES.length}`}
                >
                  <div className={styles.text}>
                    <span className={styles.eyebrow}>{t(`${key}.eyebrow`)}</span>
                    <Heading className={styles.header}>{t(`${key}.header`)}</Heading>
                    <p className={styles.description}>{t(`${key}.description`)}</p>
                    {slide.target ? (
                      <Link href={targetHref(lang, slide.target)} className="button button-light">
                        {t(`${key}.buttonText`)}
                        <Icon name="arrowRight" size={18} />
                      </Link>
                    ) : null}
                  </div>
                  <Image
                    className={styles.image}
                    src={slide.image.src}
                    width={slide.image.width}
                    height={slide.image.height}
                    alt={t(`${key}.imageAlt`)}
                    priority={index === 0}
                  />
                </div>
              </div>
            );
          })}
        </Carousel>
      </div>
    </div>
  );
}
