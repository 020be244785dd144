import { FormResultPage } from '@/features/forms/FormResultPage';
import { errorPaths, errorProps } from '@/features/forms/result-page-build-data';

export const getStaticPaths = errorPaths('contact');
export const getStaticProps = errorProps('contact');

export default FormResultPage;
