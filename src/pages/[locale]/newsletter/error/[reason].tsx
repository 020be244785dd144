import { FormResultPage } from '@/features/forms/FormResultPage';
import { errorPaths, errorProps } from '@/features/forms/result-page-build-data';

export const getStaticPaths = errorPaths('newsletter');
export const getStaticProps = errorProps('newsletter');

export default FormResultPage;
