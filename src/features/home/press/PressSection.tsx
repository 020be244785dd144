import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { PRESS_ITEMS, type PressItem } from './press-items';
import { DeferredCarousel } from '../carousel/DeferredCarousel';
import { SiteImg } from '@/features/media/SiteImg';
import styles from './PressSection.module.css';
import type { HomeSectionProps } from '../home-sections';

/**
 * Dots; 3 items up to 1100 px, 2 up to 800, 1 up to 600 (4 side by side above).
 * PressSection.module.css lays the static list out at the same breakpoints.
 */
export const PRESS_CAROUSEL_SETTINGS = {
  slidesToShow: 4,
  slidesToScroll: 1,
  infinite: false,
  dots: true,
  arrows: false,
  speed: 500,
  responsive: [
    { breakpoint: 1100, settings: { slidesToShow: 3 } },
    { breakpoint: 800, settings: { slidesToShow: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 1 } },
  ],
};

function PressCard({ item }: { item: PressItem }) {
  const { t } = useTranslation('home');
  return (
    <article className={styles.card}>
      <SiteImg className={styles.logo} image={item.logo} alt={item.outlet} />
      <SiteImg className={styles.image} image={item.image} alt={t(`press.items.${item.id}.alt`)} />
      <p className={styles.text}>{t(`press.items.${item.id}.text`)}</p>
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {t('press.readMore')}
        <span className="visually-hidden"> ({t('press.newTab', { outlet: item.outlet })})</span>
        <Icon name="external" size={18} />
      </a>
    </article>
  );
}

/** The items as list items (static row) or as react-slick's slides, which must be divs. */
function pressSlides(Slide: 'li' | 'div') {
  return PRESS_ITEMS.map((item) => (
    <Slide key={item.id} className={styles.slide}>
      <PressCard item={item} />
    </Slide>
  ));
}

export function PressSection({ className = '' }: HomeSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section className={`section section-alt ${className}`} aria-labelledby="press-title">
      <div className="container">
        <span className="eyebrow">{t('press.eyebrow')}</span>
        <h2 id="press-title">{t('press.title')}</h2>
        <DeferredCarousel
          label={t('press.title')}
          settings={PRESS_CAROUSEL_SETTINGS}
          className={styles.carousel}
          placeholder={<ul className={`${styles.carousel} ${styles.static}`}>{pressSlides('li')}</ul>}
        >
          {pressSlides('div')}
        </DeferredCarousel>
      </div>
    </section>
  );
}
