import { ContactPage } from '@/features/contact/ContactPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['contact', 'contact-form', 'forms']);

export default ContactPage;
