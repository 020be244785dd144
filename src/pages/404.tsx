import type { GetStaticProps } from 'next';
import { DEFAULT_LANG } from '@/lib/i18n/languages';
import { translationProps } from '@/lib/i18n/static-props';
import LanguageNotFoundPage from './[locale]/404';

/** out/404.html, for misses outside any language folder: the fallback language's 404. */
export const getStaticProps: GetStaticProps = async () => ({
  props: { lang: DEFAULT_LANG, ...(await translationProps(DEFAULT_LANG, ['search'])) },
});

export default LanguageNotFoundPage;
