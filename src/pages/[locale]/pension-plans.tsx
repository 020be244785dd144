import { PensionPlansPage } from '@/features/pension-plans/PensionPlansPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['pension-plans']);

export default function PensionPlansRoute() {
  return <PensionPlansPage />;
}
