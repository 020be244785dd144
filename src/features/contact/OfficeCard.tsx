import type { Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import type { Office } from '@/lib/site/offices';
import { telHref } from '@/lib/site/tel';
import { mapUrl } from './geo';
import styles from './Offices.module.css';

type Props = {
  office: Office;
  /** Formatted distance from the visitor, when known. */
  distance?: string;
  headingLevel?: 'h3' | 'h4';
  /** Lets a list move focus to this office (after 'show more'). */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function OfficeCard({ office, distance, headingLevel = 'h4', headingRef }: Props) {
  const { t } = useTranslation('contact');
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {office.title}
      </Heading>
      {distance ? <p className={styles.distance}>{t('offices.distance', { distance })}</p> : null}
      <p className={styles.address}>
        {office.address}
        <br />
        {office.postalCode} {office.city}
      </p>
      <div className={styles.cardActions}>
        <a href={telHref(office.phone)} className={styles.phone}>
          <Icon name="phone" size={18} />
          <span className="visually-hidden">{t('offices.call')} </span>
          {office.phone}
        </a>
        <a href={mapUrl(office.coordinates)} target="_blank" rel="noopener noreferrer" className={styles.map}>
          <Icon name="pin" size={18} />
          {t('offices.map')}
          <span className="visually-hidden">{t('offices.mapContext', { office: office.title })}</span>
          <Icon name="external" size={14} />
        </a>
      </div>
    </article>
  );
}
