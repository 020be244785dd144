import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import styles from './Pagination.module.css';

/** How many page-number buttons are shown at most: a window of 5 pages around the current one. */
export const PAGE_WINDOW = 5;

/** The page numbers to show: up to `size` consecutive pages around `current`, within 1..total. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  if (total < 1) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/** Previous, the page numbers and next; previous and next are disabled at the first and last page. */
export function Pagination({ page, totalPages, onChange }: Props) {
  const { t } = useTranslation('blog');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('pagination.previous')}>
        <Icon name="arrowRight" size={18} className={styles.flip} />
      </button>
      <ul className={styles.pages}>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.step} disabled={page >= totalPages} onClick={() => onChange(page + 1)} aria-label={t('pagination.next')}>
        <Icon name="arrowRight" size={18} />
      </button>
    </nav>
  );
}
