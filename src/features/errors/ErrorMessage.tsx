import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import styles from './ErrorMessage.module.css';

type Props = {
  title: string;
  text: string;
  headingLevel?: 'h1' | 'h2';
  /** What the visitor must read before the action (e.g. a complaint's reference): between the text and the action. */
  details?: ReactNode;
  /** The page's one main action, in place of the way home (e.g. the newsletter confirmation's button). */
  action?: ReactNode;
  children?: ReactNode;
};

/**
 * Shared body of the 404 page, the error boundary's fallback and the form and confirmation result pages: a message
 * and one main action, by default the way home.
 */
export function ErrorMessage({ title, text, headingLevel = 'h1', details, action, children }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const Heading = headingLevel;
  return (
    <section className={styles.error}>
      <div className="container">
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        {details}
        {action ?? (
          <a href={localHref(lang)} className="button button-primary">
            {t('notFound.home')}
          </a>
        )}
        {children}
      </div>
    </section>
  );
}

export function RenderError() {
  const { t } = useTranslation('common');
  return <ErrorMessage title={t('errors.generic')} text={t('errors.genericHelp')} />;
}
