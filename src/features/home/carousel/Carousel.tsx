import 'slick-carousel/slick/slick.css';
import { useState, type ReactNode, type Ref } from 'react';
import Slider, { type Settings } from 'react-slick';
import { useTranslation } from 'next-i18next/pages';
import { CarouselArrow, CarouselDot, dotsClass } from './CarouselControls';
import styles from './Carousel.module.css';
import { useResponsiveSettings } from './responsive';

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  settings: Settings;
  children: ReactNode;
  sliderRef?: Ref<Slider>;
  className?: string;
};

/**
 * react-slick with translated, keyboard-operable arrows and dots. Hidden slides get `visibility: hidden` (after the
 * slide animation) so links in them leave the tab order, matching the `aria-hidden` react-slick puts on them.
 * Loaded on demand through DeferredCarousel, so react-slick and its styles stay off the page's first load.
 */
export function Carousel({ label, settings, children, sliderRef, className }: CarouselProps) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(settings.initialSlide ?? 0);
  const resolved = useResponsiveSettings(settings);
  return (
    <section className={`${styles.carousel} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      <Slider
        ref={sliderRef}
        accessibility
        prevArrow={<CarouselArrow direction="previous" label={t('carousel.previous')} />}
        nextArrow={<CarouselArrow direction="next" label={t('carousel.next')} />}
        customPaging={(index) => <CarouselDot label={t('carousel.goTo', { number: index + 1 })} current={index === current} />}
        dotsClass={`slick-dots ${dotsClass}`}
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
