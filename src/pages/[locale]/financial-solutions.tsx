import { innerPageTexts } from '@/features/pages/InnerPage';
import { FinancialSolutionsPage } from '@/features/financial-solutions/FinancialSolutionsPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['financial-solutions'], innerPageTexts('financial-solutions'));

export default function FinancialSolutionsRoute() {
  return <FinancialSolutionsPage />;
}
