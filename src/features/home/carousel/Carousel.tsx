import 'slick-carousel/slick/slick.css';
import { useState, type ReactNode, type Ref } from 'react';
import Slider, { type Settings } from 'react-slick';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import styles from './Carousel.module.css';
import { useResponsiveSettings } from './responsive';

type ArrowProps = { label: string; direction: 'previous' | 'next'; className?: string; onClick?: () => void };

/** react-slick clones this element and passes its class and click handler; without a handler the arrow is at an end. */
function Arrow({ label, direction, className, onClick }: ArrowProps) {
  const disabled = !onClick || Boolean(className?.includes('slick-disabled'));
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next}`}
      onClick={onClick}
      aria-label={label}
      aria-disabled={disabled || undefined}
    >
      <Icon name="arrowRight" size={22} className={direction === 'previous' ? styles.flip : undefined} />
    </button>
  );
}

type Props = {
  /** Accessible name of the carousel region. */
  label: string;
  settings: Settings;
  children: ReactNode;
  sliderRef?: Ref<Slider>;
  className?: string;
  /** Extra controls shown next to the carousel (the hero's pause button). */
  controls?: ReactNode;
};

/**
 * react-slick with translated, keyboard-operable arrows and dots. Hidden slides get `visibility: hidden` (after the
 * slide animation) so links in them leave the tab order, matching the `aria-hidden` react-slick puts on them.
 */
export function Carousel({ label, settings, children, sliderRef, className, controls }: Props) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(settings.initialSlide ?? 0);
  const resolved = useResponsiveSettings(settings);
  return (
    <section className={`${styles.carousel} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      {controls}
      <Slider
        ref={sliderRef}
        accessibility
        prevArrow={<Arrow direction="previous" label={t('carousel.previous')} />}
        nextArrow={<Arrow direction="next" label={t('carousel.next')} />}
        customPaging={(index) => (
          <button type="button" aria-label={t('carousel.goTo', { number: index + 1 })} aria-current={index === current || undefined}>
            <span className={styles.dot} aria-hidden="true" />
          </button>
        )}
        dotsClass={`slick-dots ${styles.dots}`}
        {...resolved}
        beforeChange={(from, to) => {
          setCurrent(to);
          resolved.beforeChange?.(from, to);
        }}
      >
        {children}
      </Slider>
    </section>
  );
}
