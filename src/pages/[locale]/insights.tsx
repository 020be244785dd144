import { FixedRedirect } from '@/features/redirect/FixedRedirect';
import { getLanguagePaths, makeStaticProps, type LangPageProps } from '@/lib/i18n/static-props';
import { legacyTarget } from '@/lib/routes';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps();

export default function LegacyRedirect({ lang }: LangPageProps) {
  return <FixedRedirect to={legacyTarget(lang, 'insights')} />;
}
