import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { HEADQUARTERS } from '@/lib/site/company';
import { telHref } from '@/lib/site/tel';
import styles from './HomeContactChannels.module.css';

/** Beside the home page's contact form: how else to reach us, and the way to the nearest office. */
export function HomeContactChannels() {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <div>
      <span className="eyebrow">{t('contact.eyebrow')}</span>
      <h2 id="contact-title">
        {t('contact.title')}
      </h2>
      <p className={styles.text}>{t('contact.text')}</p>
      <dl className={styles.channels}>
        <div>
          <dt>{t('contact.phoneLabel')}</dt>
          <dd>
            <a href={telHref(HEADQUARTERS.phone)}>
              <Icon name="phone" size={18} />
              {HEADQUARTERS.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${HEADQUARTERS.email}`}>
              <Icon name="mail" size={18} />
              {HEADQUARTERS.email}
            </a>
          </dd>
        </div>
      </dl>
      <a href={localHref(lang, 'contact', 'offices')} className="button button-secondary">
        <Icon name="pin" size={18} />
        {t('contact.offices')}
      </a>
    </div>
  );
}
