import { ConfirmOutcomePage } from '@/features/newsletter/ConfirmPages';
import { confirmPageProps } from '@/features/newsletter/confirm-page-build-data';
import { getLanguagePaths } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = confirmPageProps('link-expired');

export default ConfirmOutcomePage;
