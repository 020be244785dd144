import { InnerPage } from '@/features/pages/InnerPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['pension-plans']);

export default function PensionPlansPage() {
  return <InnerPage namespace="pension-plans" />;
}
