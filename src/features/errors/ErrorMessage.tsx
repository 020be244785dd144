import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import styles from './ErrorMessage.module.css';

type Props = { title: string; text: string; headingLevel?: 'h1' | 'h2'; children?: ReactNode };

/** Shared body of the 404 page and the error boundary's fallback: a message and a way home. */
export function ErrorMessage({ title, text, headingLevel = 'h1', children }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const Heading = headingLevel;
  return (
    <section className={styles.error}>
      <div className="container">
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        <a href={localHref(lang)} className="button button-primary">
          {t('notFound.home')}
        </a>
        {children}
      </div>
    </section>
  );
}

export function RenderError() {
  const { t } = useTranslation('common');
  return <ErrorMessage title={t('errors.generic')} text={t('errors.genericHelp')} />;
}
