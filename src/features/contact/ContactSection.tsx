import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { ContactForm } from './ContactForm';
import styles from './ContactSection.module.css';

type Props = {
  /** Shown beside the form on wide screens, above it on narrow ones (the contact page puts its details here). */
  aside?: ReactNode;
  /** Extra classes for the section, e.g. 'section-alt'. */
  className?: string;
};

/**
 * The contact-request section (anchor `#contact`) with its heading, lead and form, the same on the home page and
 * the contact page. Needs the `contact-form`, `forms` and `common` namespaces.
 */
export function ContactSection({ aside, className = '' }: Props) {
  const { t } = useTranslation('contact-form');
  const headingId = `${useId()}contact-heading`;
  return (
    <section id="contact" className={`section ${className}`} aria-labelledby={headingId}>
      <div className={`container ${styles.layout} ${aside ? styles.withAside : ''}`}>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        <div className={styles.card}>
          <span className="eyebrow">{t('eyebrow')}</span>
          <h2 id={headingId}>{t('title')}</h2>
          <p className={styles.lead}>{t('lead')}</p>
          <ContactForm labelledBy={headingId} />
        </div>
      </div>
    </section>
  );
}
