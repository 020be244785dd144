import { ComplaintsPage } from '@/features/complaints/ComplaintsPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['complaints', 'forms']);

export default ComplaintsPage;
