import { FinancialPlanningPage } from '@/features/financial-planning/FinancialPlanningPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['financial-planning']);

export default function FinancialPlanningRoute() {
  return <FinancialPlanningPage />;
}
