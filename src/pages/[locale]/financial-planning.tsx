import { InnerPage } from '@/features/pages/InnerPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['financial-planning']);

export default function FinancialPlanningPage() {
  return <InnerPage namespace="financial-planning" />;
}
