import { WhistleblowingPage } from '@/features/whistleblowing/WhistleblowingPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['whistleblowing']);

export default WhistleblowingPage;
