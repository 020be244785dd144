import { FormResultPage } from '@/features/forms/FormResultPage';
import { resultProps } from '@/features/forms/result-page-build-data';
import { getLanguagePaths } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = resultProps('contact', 'sent');

export default FormResultPage;
