import { useTranslation } from 'next-i18next/pages';
import { useRef, type KeyboardEvent } from 'react';
import { Icon } from '@/features/layout/Icon';
import { ALL_CATEGORIES } from './categories';
import styles from './CategoryTabs.module.css';
import { useCategoryLabel } from './useCategoryLabel';

type Props = {
  /** 'all' first, then the language's categories. */
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
};

export function tabId(category: string): string {
  return `blog-tab-${category}`;
}

/** The neighbour of `current` in `list`, wrapping around at both ends. */
export function wrapAround<T>(list: readonly T[], current: T, step: 1 | -1): T {
  const index = list.indexOf(current);
  return list[(index + step + list.length) % list.length];
}

/** The category strip: a tablist (arrow keys, Home, End) between previous/next buttons that wrap around. */
export function CategoryTabs({ categories, selected, onSelect, panelId }: Props) {
  const { t } = useTranslation('blog');
  const label = useCategoryLabel();
  const listRef = useRef<HTMLDivElement>(null);

  const select = (category: string, focus: boolean) => {
    onSelect(category);
    const tab = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(category))}`);
    if (focus) tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = {
      ArrowRight: wrapAround(categories, selected, 1),
      ArrowLeft: wrapAround(categories, selected, -1),
      Home: categories[0],
      End: categories[categories.length - 1],
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={styles.strip}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t('tabs.previous')}
        aria-controls={panelId}
        onClick={() => select(wrapAround(categories, selected, -1), false)}
      >
        <Icon name="arrowRight" size={18} className={styles.flip} />
      </button>
      <div ref={listRef} role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
        {categories.map((category) => {
          const active = category === selected;
          return (
            <button
              key={category}
              id={tabId(category)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(category, false)}
            >
              {category === ALL_CATEGORIES ? t('tabs.all') : label(category)}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t('tabs.next')}
        aria-controls={panelId}
        onClick={() => select(wrapAround(categories, selected, 1), false)}
      >
        <Icon name="arrowRight" size={18} />
      </button>
    </div>
  );
}
