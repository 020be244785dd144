import { InsurancePage } from '@/features/insurance/InsurancePage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['insurance']);

export default function InsuranceRoute() {
  return <InsurancePage />;
}
