import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { ErrorMessage } from '@/features/errors/ErrorMessage';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { LANGUAGES } from '@/lib/i18n/languages';
import { langFromContext, translationProps } from '@/lib/i18n/static-props';
import { RESULT_REASONS, isResultReason, type FormName, type FormResultReason } from '@/relay/form-results';
import styles from './Form.module.css';

type Props = { form: FormName; outcome: 'sent' | FormResultReason };

/**
 * Where a form posted without JavaScript lands (the relay answers 303 here): sent, or why not and how to get back
 * to what was typed. Browsers keep a form's values in the history entry, so Back returns to the filled-in form;
 * nothing typed ever travels in this page's address. Not indexed, so not in the sitemap.
 */
export function FormResultPage({ form, outcome }: Props) {
  const { t } = useTranslation('forms');
  const sent = outcome === 'sent';
  const title = t(sent ? `result.${form}.sentTitle` : `result.${form}.errorTitle`);
  const text = sent
    ? t(form === 'contact' ? 'contact-section.status.success' : 'newsletter.status.success')
    : t(`status.${outcome}`);
  return (
    <Layout>
      <PageHead title={title} description={text} noindex />
      <ErrorMessage title={title} text={text}>
        {sent ? null : <p className={styles.note}>{t('result.back')}</p>}
      </ErrorMessage>
    </Layout>
  );
}

export async function resultStaticProps(ctx: GetStaticPropsContext, form: FormName, outcome: Props['outcome']) {
  const lang = langFromContext(ctx);
  return { props: { lang, form, outcome, ...(await translationProps(lang, ['forms'])) } };
}

/** getStaticPaths and getStaticProps of a form's `error/[reason]` page: one page per language and reason. */
export function errorPageStatics(form: FormName) {
  const getStaticPaths: GetStaticPaths = async () => ({
    paths: LANGUAGES.flatMap((locale) => RESULT_REASONS[form].map((reason) => ({ params: { locale, reason } }))),
    fallback: false,
  });
  const getStaticProps = async (ctx: GetStaticPropsContext) => {
    const reason = ctx.params?.reason;
    return resultStaticProps(ctx, form, isResultReason(form, reason) ? reason : 'standard_error');
  };
  return { getStaticPaths, getStaticProps };
}
