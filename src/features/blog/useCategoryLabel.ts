import { useTranslation } from 'next-i18next/pages';
import { categoryLabel } from './categories';

/** Label of a category enum value in the page language (translated, or humanised when unknown). */
export function useCategoryLabel(): (value: string) => string {
  const { t } = useTranslation('blog');
  return (value) => categoryLabel(t, value);
}
