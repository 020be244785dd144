import { FormResultPage } from '@/features/forms/FormResultPage';
import { errorPaths, errorProps } from '@/features/forms/result-page-build-data';

export const getStaticPaths = errorPaths('complaint');
export const getStaticProps = errorProps('complaint');

export default FormResultPage;
