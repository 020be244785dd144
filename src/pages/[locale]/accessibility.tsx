import { AccessibilityPage } from '@/features/accessibility/AccessibilityPage';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['accessibility']);

export default AccessibilityPage;
