import { useTranslation } from 'next-i18next/pages';
import { categoryLabel } from './categories';

/** Label of a category slug in the page language. */
export function useCategoryLabel(): (value: string) => string {
  const { t } = useTranslation('blog');
  return (value) => categoryLabel(t, value);
}
