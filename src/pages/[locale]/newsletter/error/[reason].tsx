import { errorPageStatics, FormResultPage } from '@/features/forms/FormResultPage';

export const { getStaticPaths, getStaticProps } = errorPageStatics('newsletter');

export default FormResultPage;
