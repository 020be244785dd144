import { FinancialSolutionsPage } from '@/features/financial-solutions/FinancialSolutionsPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['financial-solutions']);

export default function FinancialSolutionsRoute() {
  return <FinancialSolutionsPage />;
}
