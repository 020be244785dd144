import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import type { Lang } from '@/lib/i18n/languages';
import { ALL_CATEGORIES } from './categories';
import styles from './CategoryTabs.module.css';
import { categoryHref } from './list-pages';
import { useCategoryLabel } from './useCategoryLabel';

type Props = {
  lang: Lang;
  /** 'all' first, then the language's categories. */
  categories: readonly string[];
  /** The tab of the page it sits on. */
  selected: string;
};

/** The neighbour of `current` in `list`, wrapping around at both ends. */
export function wrapAround<T>(list: readonly T[], current: T, step: 1 | -1): T {
  const index = list.indexOf(current);
  return list[(index + step + list.length) % list.length];
}

/**
 * The category strip: a link to each category's pre-rendered page ('all' is the blog list), between links to the
 * previous and next category that wrap around (docs/decisions/0035-blog-list-pages-are-links.md).
 */
export function CategoryTabs({ lang, categories, selected }: Props) {
  const { t } = useTranslation('blog');
  const label = useCategoryLabel();
  const arrow = (step: 1 | -1) => (
    <a href={categoryHref(lang, wrapAround(categories, selected, step))} className={styles.arrow} aria-label={t(step < 0 ? 'tabs.previous' : 'tabs.next')}>
      <Icon name="arrowRight" size={18} className={step < 0 ? styles.flip : undefined} />
    </a>
  );
  return (
    <nav className={styles.strip} aria-label={t('tabs.label')}>
      {arrow(-1)}
      <ul className={styles.tabs}>
        {categories.map((category) => (
          <li key={category}>
            <a href={categoryHref(lang, category)} className={styles.tab} aria-current={category === selected ? 'page' : undefined}>
              {category === ALL_CATEGORIES ? t('tabs.all') : label(category)}
            </a>
          </li>
        ))}
      </ul>
      {arrow(1)}
    </nav>
  );
}
