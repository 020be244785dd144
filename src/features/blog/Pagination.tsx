import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import type { Lang } from '@/lib/i18n/languages';
import { listPageLink } from './list-pages';
import styles from './Pagination.module.css';

/** How many page numbers are shown at most: a window of 5 pages around the current one. */
export const PAGE_WINDOW = 5;

/** The page numbers to show: up to `size` consecutive pages around `current`, within 1..total. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  if (total < 1) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

type Props = {
  lang: Lang;
  page: number;
  totalPages: number;
  /** Whose pages: the blog list's (the default) or one category's. */
  category?: string;
};

/**
 * Previous, the page numbers and next, each a link to that page's own pre-rendered file
 * (docs/decisions/0035-blog-list-pages-are-links.md). Previous and next are no links at the first and last page.
 */
export function Pagination({ lang, page, totalPages, category }: Props) {
  const { t } = useTranslation('blog');
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, flip: boolean) => {
    const icon = <Icon name="arrowRight" size={18} className={flip ? styles.flip : undefined} />;
    return target < 1 || target > totalPages ? (
      <span className={`${styles.step} ${styles.off}`}>{icon}</span>
    ) : (
      <a href={listPageLink(lang, target, category)} className={styles.step} aria-label={label}>
        {icon}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {step(page - 1, t('pagination.previous'), true)}
      <ul className={styles.pages}>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <a
              href={listPageLink(lang, n, category)}
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
            >
              {n}
            </a>
          </li>
        ))}
      </ul>
      {step(page + 1, t('pagination.next'), false)}
    </nav>
  );
}
