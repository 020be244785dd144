import { useTranslation } from 'next-i18next/pages';
import { ErrorMessage } from '@/features/errors/ErrorMessage';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { REFERENCE_SLOT_ID, type FormName, type FormResultReason } from '@/relay/form-results';
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
  const sentText = () =>
    form === 'contact' ? t('contact-form:status.success') : form === 'newsletter' ? t('newsletter.status.success') : t('form-result:complaint.sentText');
  // A complaint has optional fields: its "required" page names the fields it needs, not "all the fields".
  const requiredHere = form === 'complaint' && outcome === 'required';
  const text = sent ? sentText() : requiredHere ? t('form-result:complaint.required') : t(`status.${outcome}`);
  return (
    <Layout>
      <PageHead title={title} description={text} noindex />
      {/* The reference comes before the way home: it is what the page is for. */}
      <ErrorMessage title={title} text={text} details={sent && form === 'complaint' ? <ComplaintReference /> : null}>
        {sent ? null : <p className={styles.note}>{t('form-result:back')}</p>}
      </ErrorMessage>
    </Layout>
  );
}

/**
 * The complaint's reference: the relay's receipt writes it into the slot (src/relay/relay.ts); as built, the slot
 * says where else to find it. React leaves the written-in text as it is (suppressHydrationWarning).
 */
function ComplaintReference() {
  const { t } = useTranslation('form-result');
  return (
    <>
      <p className={styles.reference}>
        {t('complaint.reference')} <strong id={REFERENCE_SLOT_ID} suppressHydrationWarning>{t('complaint.referenceElsewhere')}</strong>
      </p>
      <p className={styles.note}>{t('complaint.keep')}</p>
    </>
  );
}
