import { useTranslation } from 'next-i18next/pages';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { newsletterHeadingId } from '@/features/newsletter/anchors';
import styles from './NewsletterBanner.module.css';

type Props = {
  /** 'wide': the band below the blog list; 'side': the box in the post page's side column. */
  variant?: 'wide' | 'side';
};

/** The blog's newsletter invitation: heading, text and the sign-up form. Pages need the `forms` namespace. */
export function NewsletterBanner({ variant = 'wide' }: Props) {
  const { t } = useTranslation('blog');
  const headingId = newsletterHeadingId(variant);
  return (
    <section className={`${styles.banner} ${styles[variant]}`} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.lead}>{t('newsletter.text')}</p>
      </div>
      <div className={styles.form}>
        <NewsletterForm variant={variant === 'wide' ? 'banner' : 'side'} labelledBy={headingId} />
      </div>
    </section>
  );
}
