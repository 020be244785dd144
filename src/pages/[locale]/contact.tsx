import { ContactPage } from '@/features/contact/ContactPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['contact', 'forms']);

export default ContactPage;
