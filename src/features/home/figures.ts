import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';

/** A marketing figure as the copy states it: "more than N", grouped the way the page language writes numbers. */
export function formatFigure(value: number, lang: Lang): string {
  return `${new Intl.NumberFormat(LANG_TAGS[lang]).format(value)}+`;
}
