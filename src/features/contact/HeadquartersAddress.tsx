import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { HEADQUARTERS } from '@/lib/site/company';
import { telHref } from '@/lib/site/tel';
import styles from './HeadquartersAddress.module.css';

/** Beside the contact page's form: the headquarters' address, phone and e-mail, with direct links. */
export function HeadquartersAddress() {
  const { t } = useTranslation('contact');
  return (
    <div className={styles.details}>
      <h2 className={styles.title}>{t('details.title')}</h2>
      <p className={styles.lead}>{t('details.lead')}</p>
      <address>
        <ul className={styles.list}>
        <li>
          <Icon name="phone" className={styles.icon} />
          <div>
            <span className={styles.label}>{t('details.phone')}</span>
            <a href={telHref(HEADQUARTERS.phone)} className={styles.value}>
              {HEADQUARTERS.phone}
            </a>
          </div>
        </li>
        <li>
          <Icon name="mail" className={styles.icon} />
          <div>
            <span className={styles.label}>{t('details.email')}</span>
            <a href={`mailto:${HEADQUARTERS.email}`} className={styles.value}>
              {HEADQUARTERS.email}
            </a>
          </div>
        </li>
        <li>
          <Icon name="pin" className={styles.icon} />
          <div>
            <span className={styles.label}>{t('details.headquarters')}</span>
            <span className={styles.text}>
              {HEADQUARTERS.street}
              <br />
              {HEADQUARTERS.postalCode} {HEADQUARTERS.city}
              <br />
              {t('countries.ES')}
            </span>
          </div>
        </li>
        </ul>
      </address>
      <a href="#offices" className="button button-secondary">
        {t('details.findOffice')}
      </a>
    </div>
  );
}
