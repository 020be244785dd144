import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

function formatterFor(lang: Lang): Intl.DateTimeFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    formatter = new Intl.DateTimeFormat(LANG_TAGS[lang], options);
    // Some regional patterns turn a short month into a number (pt-PT gives '2/09/2025'); the spec wants the
    // month's name, so such a region falls back to its base language, which keeps the name.
    const month = formatter.formatToParts(new Date(Date.UTC(2025, 8, 2))).find((part) => part.type === 'month');
    if (month && /^\d+$/.test(month.value)) formatter = new Intl.DateTimeFormat(lang, options);
    formatters.set(lang, formatter);
  }
  return formatter;
}

/**
 * A post's short date in the page language (day numeric, short month, year), e.g. '2 sept 2025'.
 * Formatted at build time only, so the browser's own date data can never disagree with the HTML.
 */
export function formatPostDate(isoDate: string, lang: Lang): string {
  return formatterFor(lang).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
