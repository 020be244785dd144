import { InnerPage } from '@/features/pages/InnerPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['alternative-investments']);

export default function AlternativeInvestmentsPage() {
  return <InnerPage namespace="alternative-investments" />;
}
