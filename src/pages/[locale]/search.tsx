import { SearchPage } from '@/features/search/SearchPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['search']);

export default function SearchRoute() {
  return <SearchPage />;
}
