import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { PRESS_ITEMS } from '@/lib/site/press';
import { Carousel } from '../carousel/Carousel';
import styles from './PressSection.module.css';

/** Spec section 9: dots; 3 items up to 1100 px, 2 up to 800, 1 up to 600 (4 side by side above). */
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

export function PressSection() {
  const { t } = useTranslation('home');
  return (
    <section className="section section-alt" aria-labelledby="press-title">
      <div className="container">
        <span className="eyebrow">{t('press.eyebrow')}</span>
        <h2 id="press-title">{t('press.title')}</h2>
        <Carousel label={t('press.title')} settings={PRESS_CAROUSEL_SETTINGS} className={styles.carousel}>
          {PRESS_ITEMS.map((item) => (
            <div key={item.id} className={styles.slide}>
              <article className={styles.card}>
                <Image className={styles.logo} src={item.logo.src} width={item.logo.width} height={item.logo.height} alt={item.outlet} loading="lazy" />
                <Image
                  className={styles.image}
                  src={item.image.src}
                  width={item.image.width}
                  height={item.image.height}
                  alt={t(`press.items.${item.id}.alt`)}
                  loading="lazy"
                />
                <p className={styles.text}>{t(`press.items.${item.id}.text`)}</p>
                <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {t('press.readMore')}
                  <span className="visually-hidden"> ({t('press.newTab', { outlet: item.outlet })})</span>
                  <Icon name="external" size={18} />
                </a>
              </article>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
