import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { LANGUAGES } from '@/lib/i18n/languages';
import { langFromContext, translationProps } from '@/lib/i18n/static-props';
import { RESULT_REASONS, isResultReason, type FormName } from '@/relay/form-results';
import type { FormResultProps } from './FormResultPage';

/**
 * Build-time data of the form result pages, apart from the component so the pages' browser bundle never pulls in
 * the translation loader (which needs Node's fs).
 */
export function resultProps(form: FormName, outcome: FormResultProps['outcome']) {
  return async (ctx: GetStaticPropsContext) => {
    const lang = langFromContext(ctx);
    return { props: { lang, form, outcome, ...(await translationProps(lang, ['forms', 'contact-form', 'form-result'])) } };
  };
}

/** The `error/[reason]` pages of a form: one per language and reason it can meet. */
export function errorPaths(form: FormName): GetStaticPaths {
  return async () => ({
    paths: LANGUAGES.flatMap((locale) => RESULT_REASONS[form].map((reason) => ({ params: { locale, reason } }))),
    fallback: false,
  });
}

export function errorProps(form: FormName) {
  return async (ctx: GetStaticPropsContext) => {
    const reason = ctx.params?.reason;
    return resultProps(form, isResultReason(form, reason) ? reason : 'standard_error')(ctx);
  };
}
