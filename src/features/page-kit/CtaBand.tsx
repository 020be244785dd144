import type { ReactNode } from 'react';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import styles from './CtaBand.module.css';

type Props = {
  id: string;
  title: string;
  text: string;
  /** Label of the button to the contact form (/{lang}/contact#contact). */
  button: string;
  /** Where the button goes instead, e.g. the contact form with a message already written. */
  href?: string;
  /** A second action, e.g. a mailto or an external job board. */
  secondary?: ReactNode;
};

/** The closing call to action of every inner page: a navy band with a request-contact button. */
export function CtaBand({ id, title, text, button, href, secondary }: Props) {
  const lang = useLang();
  const headingId = `${id}-title`;
  return (
    // The same call to action closes many pages: not what a search should find them by.
    <section aria-labelledby={headingId} className={styles.band} data-pagefind-ignore="">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <a href={href ?? localHref(lang, 'contact', 'contact')} className="button button-light">
            {button}
          </a>
          {secondary}
        </div>
      </div>
    </section>
  );
}
