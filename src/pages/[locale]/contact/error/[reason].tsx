import { errorPageStatics, FormResultPage } from '@/features/forms/FormResultPage';

export const { getStaticPaths, getStaticProps } = errorPageStatics('contact');

export default FormResultPage;
