import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Office } from '@/lib/site/offices';
import { OfficeCard } from './OfficeCard';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './Offices.module.css';

/** How many offices of a country show before 'show more'. */
export const OFFICES_SHOWN_FIRST = 6;

/** One country's offices: the first few, and a button that reveals the rest and moves focus to the first of them. */
export function OfficeList({ title, offices }: { title: string; offices: readonly Office[] }) {
  const { t } = useTranslation('contact');
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLHeadingElement>(null);
  const hidden = offices.length - OFFICES_SHOWN_FIRST;
  const shown = expanded ? offices : offices.slice(0, OFFICES_SHOWN_FIRST);

  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  return (
    <div className={styles.country}>
      <h3 className={styles.countryTitle} id={`${listId}title`}>
        {title} <span className={styles.count}>({offices.length})</span>
      </h3>
      <ul id={listId} className={`${grid.grid} ${grid.cols3} ${styles.grid}`} aria-labelledby={`${listId}title`}>
        {shown.map((office, index) => (
          <li key={office.id}>
            <OfficeCard office={office} headingRef={index === OFFICES_SHOWN_FIRST ? firstRevealed : undefined} />
          </li>
        ))}
      </ul>
      {hidden > 0 && !expanded ? (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          aria-expanded={false}
          aria-controls={listId}
          onClick={() => setExpanded(true)}
        >
          {t('offices.showMore', { hidden, country: title })}
        </button>
      ) : null}
    </div>
  );
}
