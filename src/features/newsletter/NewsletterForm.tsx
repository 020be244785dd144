import { useId, useRef, useState, type FormEvent } from 'react';
import { typedBeforeHydration } from '@/features/forms/typed-before-hydration';
import { useTranslation } from 'next-i18next/pages';
import { FormStatus, Honeypot, SubmitButton, TextField, formStyles } from '@/features/forms/FormParts';
import { problemText } from '@/features/forms/error-messages';
import { problemOf, type FormProblem } from '@/features/forms/form-state';
import { RelayForm } from '@/features/forms/RelayForm';
import { useRelayForm } from '@/features/forms/useRelayForm';
import type { BuildOnlyText } from '@/lib/i18n/build-only-texts';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { FIELD_MAX_LENGTH, checkNewsletter, type NewsletterField } from '@/lib/validation';
import { HONEYPOT_FIELD, LANGUAGE_FIELD } from '@/relay/fields';
import styles from './NewsletterForm.module.css';
import { LinkedText } from '@/features/forms/LinkedText';

export type NewsletterFormProps = {
  /** 'banner' (default): fields side by side on wide screens, for the blog banner; 'side': stacked, for a narrow column. */
  variant?: 'banner' | 'side';
  /** Id of the heading that names the form; the host renders the heading (e.g. `newsletter.title`). */
  labelledBy?: string;
};

const EMPTY = { name: '', email: '', honeypot: '' };

/**
 * The texts of `forms` this form never reads, having no message field (its problems are the name's, the e-mail's and
 * the relay's statuses): a page whose only form it is lists them among its build-only texts.
 */
export const FORMS_TEXTS_THE_NEWSLETTER_NEVER_READS: BuildOnlyText[] = [
  'forms:errors.required.message',
  'forms:errors.message_too_long_one',
  'forms:errors.message_too_long_other',
  'forms:count',
];

/**
 * The newsletter sign-up: name and e-mail, checked with the shared validator (every problem next to its field and
 * in a summary at the top), then posted to the relay with the page language. Without JavaScript it posts to the
 * relay itself and lands on a result page. Needs the `forms` and `common` namespaces.
 */
export function NewsletterForm({ variant = 'banner', labelledBy }: NewsletterFormProps) {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation('common');
  const lang = useLang();
  const uid = useId();
  const ids: Record<NewsletterField | 'honeypot', string> = { name: `${uid}name`, email: `${uid}email`, honeypot: `${uid}company` };
  const [values, setValues] = useState(() => typedBeforeHydration(EMPTY, { name: ids.name, email: ids.email }));
  const { state, submit } = useRelayForm('newsletter', checkNewsletter);
  const summary = useRef<HTMLDivElement>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const controlOf = (problem: FormProblem) => (problem.field === 'name' || problem.field === 'email' ? ids[problem.field] : undefined);
  const summaryItems =
    state.status === 'error'
      ? state.problems.map((problem) => ({ text: problemText(t, problem, lang), controlId: controlOf(problem) }))
      : [];
  const errorOf = (field: NewsletterField) => {
    const problem = problemOf(state, field);
    return problem && { id: `${ids[field]}-error`, text: problemText(t, problem, lang) };
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({
      name: values.name,
      email: values.email,
      [LANGUAGE_FIELD]: lang,
      [HONEYPOT_FIELD]: values.honeypot,
    });
    if (!outcome) return;
    if (outcome.ok) {
      setValues(EMPTY);
      return;
    }
    summary.current?.focus();
  }

  return (
    <RelayForm
      endpoint="newsletter"
      className={`${formStyles.form} ${styles[variant]}`}
      labelledBy={labelledBy}
      state={state}
      summaryItems={summaryItems}
      summaryRef={summary}
      onSubmit={onSubmit}
    >
      <div className={styles.fields}>
        <TextField
          id={ids.name}
          label={t('newsletter.name')}
          name="name"
          autoComplete="given-name"
          required
          maxLength={FIELD_MAX_LENGTH.name}
          error={errorOf('name')}
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          id={ids.email}
          label={t('newsletter.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_MAX_LENGTH.email}
          error={errorOf('email')}
          value={values.email}
          onChange={set('email')}
        />
        <div className={styles.submit}>
          <SubmitButton submitting={state.status === 'submitting'}>{t('newsletter.submit')}</SubmitButton>
        </div>
      </div>
      <Honeypot id={ids.honeypot} value={values.honeypot} onChange={set('honeypot')} />
      <p className={formStyles.note}>
        <LinkedText
          text={t('newsletter.consent')}
          tag="policy"
          link={<a href={documentHref(lang, 'privacy-policy')} target="_blank" rel="noopener" />}
        />
        <span className="visually-hidden"> ({tCommon('pdfNewTab')})</span>
      </p>
      <FormStatus state={state} successMessage={t('newsletter.status.success')} />
    </RelayForm>
  );
}
