import { CareersPage } from '@/features/careers/CareersPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['careers']);

export default function CareersRoute() {
  return <CareersPage />;
}
