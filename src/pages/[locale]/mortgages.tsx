import { MortgagesPage } from '@/features/mortgages/MortgagesPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['mortgages']);

export default function MortgagesRoute() {
  return <MortgagesPage />;
}
