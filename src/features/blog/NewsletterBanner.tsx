import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styles from './NewsletterBanner.module.css';

type Props = {
  /** 'wide': the band below the blog list; 'side': the box in the post page's side column. */
  variant?: 'wide' | 'side';
  /** The sign-up form slot: the lead mounts `<NewsletterForm />` here (built in src/features/newsletter). */
  children?: ReactNode;
};

/** The blog's newsletter invitation: heading, text and the sign-up form passed in as children. */
export function NewsletterBanner({ variant = 'wide', children }: Props) {
  const { t } = useTranslation('blog');
  const headingId = `newsletter-${variant}-title`;
  return (
    <section className={`${styles.banner} ${styles[variant]} ${children ? styles.withForm : ''}`} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.lead}>{t('newsletter.text')}</p>
      </div>
      {children ? <div className={styles.form}>{children}</div> : null}
    </section>
  );
}
