import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

type Props = { eyebrow?: string; title: string; lead?: string; children?: ReactNode };

/** The heading band at the top of inner pages: the page's single h1 and its lead paragraph. */
export function PageIntro({ eyebrow, title, lead, children }: Props) {
  return (
    <section className={styles.intro}>
      <div className="container">
        {eyebrow ? <span className="eyebrow eyebrow-on-dark">{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
