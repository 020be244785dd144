import { AlternativeInvestmentsPage } from '@/features/alternative-investments/AlternativeInvestmentsPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['alternative-investments']);

export default function AlternativeInvestmentsRoute() {
  return <AlternativeInvestmentsPage />;
}
