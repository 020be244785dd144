import type { ComponentProps, ReactNode } from 'react';
import { Static } from '@/page-pipeline/react/Static';
import styles from './PageSection.module.css';

type Props = {
  /** Used for the heading id and, when `anchor` is set, as the in-page link target. */
  id: string;
  title: string;
  eyebrow?: string;
  /** A string, or a component when the text takes work only the build should do (see CareersPage). */
  lead?: ReactNode;
  tone?: 'plain' | 'alt';
  /** Makes the section addressable as /page#id (e.g. the footer's #workshops link). */
  anchor?: boolean;
  /** Content beside the heading on wide screens (an illustration). */
  aside?: ReactNode;
  /** Text that belongs under the heading, in the same column (next to the aside). */
  body?: ReactNode;
  children?: ReactNode;
  /**
   * Holds something that runs in the browser (a video, the calculator): the section hydrates. Every other section
   * is built static and keeps its HTML as built (docs/decisions/0020-prerendered-means-prerendered.md), and
   * renders only near the viewport (docs/decisions/0060-every-template-renders-near-the-viewport.md).
   */
  interactive?: boolean;
};

/** One titled band of an inner page: a labelled region with its h2, optional lead and content. */
export function PageSection({ id, title, eyebrow, lead, tone = 'plain', anchor = false, aside, body, children, interactive = false }: Props) {
  const headingId = `${id}-title`;
  const Section = interactive ? 'section' : StaticSection;
  return (
    <Section
      id={anchor ? id : undefined}
      aria-labelledby={headingId}
      className={`section ${tone === 'alt' ? 'section-alt' : ''} ${interactive ? '' : styles.static}`}
    >
      <div className="container">
        <div className={aside ? styles.split : undefined}>
          <div className={styles.heading}>
            {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
            <h2 id={headingId}>{title}</h2>
            {lead ? <p className={`lead ${styles.lead}`}>{lead}</p> : null}
            {body}
          </div>
          {aside ? <div className={styles.aside}>{aside}</div> : null}
        </div>
        {children}
      </div>
    </Section>
  );
}

function StaticSection({ children, ...attributes }: ComponentProps<'section'>) {
  return (
    <Static as="section" {...attributes}>
      {children}
    </Static>
  );
}
