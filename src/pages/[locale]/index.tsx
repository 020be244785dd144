import { HomePage } from '@/features/home/HomePage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['home']);

export default function Home() {
  return <HomePage posts={[]} />;
}
