import type { ReactNode } from 'react';
import styles from './Callout.module.css';

type Props = {
  tone?: 'info' | 'warning';
  title?: string;
  /** Heading level of the title; callouts sit inside a section, so h3 by default. */
  headingLevel?: 2 | 3;
  id?: string;
  children: ReactNode;
};

/** A bordered note: risk warnings, regulatory disclaimers, "not offered in your country" notices. */
export function Callout({ tone = 'info', title, headingLevel = 3, id, children }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} className={`${styles.callout} ${styles[tone]}`}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
