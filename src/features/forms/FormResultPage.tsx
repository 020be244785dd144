import { useTranslation } from 'next-i18next/pages';
import { ErrorMessage } from '@/features/errors/ErrorMessage';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import type { FormName, FormResultReason } from '@/relay/form-results';
import styles from './FormResultPage.module.css';

export type FormResultProps = { form: FormName; outcome: 'sent' | FormResultReason };

/**
 * Where a form posted without JavaScript lands (the relay answers 303 here): sent, or why not and how to get back
 * to what was typed. Browsers keep a form's values in the history entry, so Back returns to the filled-in form;
 * nothing typed ever travels in this page's address. Not indexed, so not in the sitemap.
 */
export function FormResultPage({ form, outcome }: FormResultProps) {
  const { t } = useTranslation(['forms', 'contact-form', 'form-result']);
  const sent = outcome === 'sent';
  const title = t(sent ? `form-result:${form}.sentTitle` : `form-result:${form}.errorTitle`);
  const text = sent
    ? t(form === 'contact' ? 'contact-form:status.success' : 'newsletter.status.success')
    : t(`status.${outcome}`);
  return (
    <Layout>
      <PageHead title={title} description={text} noindex />
      <ErrorMessage title={title} text={text}>
        {sent ? null : <p className={styles.note}>{t('form-result:back')}</p>}
      </ErrorMessage>
    </Layout>
  );
}
