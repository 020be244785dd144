import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { HEADQUARTERS } from '@/lib/site/facts';
import { HOME_CONTACT_ANCHOR } from '@/lib/site/home';
import styles from './ContactSection.module.css';

type Props = {
  /** The contact form to mount in this section (the contact feature's form). Until it exists, a link to /contact. */
  form?: ReactNode;
};

export function ContactSection({ form }: Props) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section id={HOME_CONTACT_ANCHOR} className={`section ${styles.contact}`} aria-labelledby="contact-title">
      <div className={`container ${styles.inner}`}>
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
                <a href={`tel:${HEADQUARTERS.phone.replace(/\s+/g, '')}`}>
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
          <Link href={localHref(lang, 'contact', 'offices')} className="button button-secondary">
            <Icon name="pin" size={18} />
            {t('contact.offices')}
          </Link>
        </div>
        <div className={styles.formSlot} data-contact-form-slot="">
          {form ?? (
            <div className={styles.placeholder}>
              <p>{t('contact.formPlaceholder')}</p>
              <Link href={localHref(lang, 'contact')} className="button button-primary">
                {t('contact.formLink')}
                <Icon name="arrowRight" size={18} />
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
