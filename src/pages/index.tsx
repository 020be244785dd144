import { LanguageRedirect } from '@/features/redirect/LanguageRedirect';

export default function RootRedirect() {
  return <LanguageRedirect rest="" />;
}
