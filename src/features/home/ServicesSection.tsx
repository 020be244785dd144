import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { HOME_SERVICE_CARDS, type HomeSectionProps } from './home-sections';
import { SiteImg } from '@/features/media/SiteImg';
import { ANIMATE_ATTRIBUTE } from './useScrollAnimations';
import styles from './ServicesSection.module.css';

export function ServicesSection({ className = '' }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section className={`section section-alt ${className}`} aria-labelledby="services-title">
      <div className="container">
        <span className="eyebrow">{t('services.eyebrow')}</span>
        <h2 id="services-title">{t('services.title')}</h2>
        <ul className={styles.grid}>
          {HOME_SERVICE_CARDS.map((card) => {
            const key = `services.cards.${card.page}` as const;
            return (
              <li key={card.page} className={styles.card} {...{ [ANIMATE_ATTRIBUTE]: 'fade-up' }}>
                <SiteImg image={card.icon} alt="" />
                <h3 className={styles.title}>{t(`${key}.title`)}</h3>
                <p className={styles.text}>{t(`${key}.text`)}</p>
                <a href={localHref(lang, card.page)} className={styles.link}>
                  {t(`${key}.link`)}
                  <Icon name="arrowRight" size={18} />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
