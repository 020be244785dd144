import { LanguageRedirect } from '@/features/redirect/LanguageRedirect';

export default function Redirect() {
  return <LanguageRedirect rest="/complaints" />;
}
