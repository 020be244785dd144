import type { ReactNode } from 'react';
import { PageIcon, type PageIconName } from './PageIcon';
import grid from './CardGrid.module.css';
import styles from './FeatureGrid.module.css';

export type Feature = {
  id: string;
  icon?: PageIconName;
  title: string;
  /** A short qualifier under the title (e.g. a fund's risk category). */
  subtitle?: string;
  text?: string;
  /** A short list under the text, e.g. what an insurance covers. */
  points?: readonly string[];
  pointsLabel?: string;
  /** Extra content at the bottom of the card (links, badges). */
  footer?: ReactNode;
};

type Props = {
  items: readonly Feature[];
  /** Heading level of the card titles, one below the section's h2 by default. */
  headingLevel?: 3 | 4;
  columns?: 2 | 3 | 4;
  variant?: 'card' | 'plain';
};

/** A responsive grid of titled cards with a pictogram; the shared building block of the service pages. */
export function FeatureGrid({ items, headingLevel = 3, columns = 3, variant = 'card' }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${grid.grid} ${grid[`cols${columns}`]}`} role="list">
      {items.map((item) => (
        <li key={item.id} className={`${styles.item} ${variant === 'card' ? styles.card : styles.plain}`}>
          {item.icon ? <PageIcon name={item.icon} className={styles.icon} /> : null}
          <Heading className={styles.title}>{item.title}</Heading>
          {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
          {item.points?.length ? (
            <>
              {item.pointsLabel ? <p className={styles.pointsLabel}>{item.pointsLabel}</p> : null}
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </>
          ) : null}
          {item.footer ? <div className={styles.footer}>{item.footer}</div> : null}
        </li>
      ))}
    </ul>
  );
}
