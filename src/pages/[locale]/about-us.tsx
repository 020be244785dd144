import { AboutUsPage } from '@/features/about-us/AboutUsPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['about-us', 'figures']);

export default function AboutUsRoute() {
  return <AboutUsPage />;
}
