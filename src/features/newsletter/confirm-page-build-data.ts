import type { GetStaticPropsContext } from 'next';
import { langFromContext, translationProps } from '@/lib/i18n/static-props';
import type { ConfirmOutcome } from '@/relay/newsletter/paths';

/**
 * Build-time data of the confirmation pages, apart from the components so the pages' browser bundle never pulls in
 * the translation loader (which needs Node's fs).
 */
export function confirmPageProps(outcome: ConfirmOutcome | null) {
  return async (ctx: GetStaticPropsContext) => {
    const lang = langFromContext(ctx);
    return { props: { lang, ...(outcome ? { outcome } : {}), ...(await translationProps(lang, ['form-result'])) } };
  };
}
