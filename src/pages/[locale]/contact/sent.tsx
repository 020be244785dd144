import type { GetStaticPropsContext } from 'next';
import { FormResultPage, resultStaticProps } from '@/features/forms/FormResultPage';
import { getLanguagePaths } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = (ctx: GetStaticPropsContext) => resultStaticProps(ctx, 'contact', 'sent');

export default FormResultPage;
