import { InnerPage } from '@/features/pages/InnerPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['mortgages']);

export default function MortgagesPage() {
  return <InnerPage namespace="mortgages" />;
}
