import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { contactHrefWithMessage } from '@/features/contact/prefill';
import { LANG_TAGS } from '@/lib/i18n/languages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { FocusMark } from '@/page-pipeline/react/useFocusKept';
import { amortize, comparePrepayment } from './amortization';
import { adviserMessage } from './adviser-message';
import { BalanceChart } from './BalanceChart';
import { ChoiceGroup } from './ChoiceGroup';
import { EarlyRepayment } from './EarlyRepayment';
import { formattersFor } from './format';
import { AMOUNT_MODES, RATE_TYPES, validate, type NumberField as Field } from './inputs';
import { errorText, NumberField } from './NumberField';
import { ResultSummary } from './ResultSummary';
import { queryFromValues } from './url-state';
import { useCalculatorValues } from './useCalculatorValues';
import { YearlySchedule } from './YearlySchedule';
import styles from './Calculator.module.css';

/**
 * The mortgage calculator island (loaded by MortgagesPage when it nears the viewport): the loan, its rate, the
 * result, the amortization study and an early repayment, all recomputed as the visitor types. Nothing is sent
 * anywhere; "ask an adviser" only opens the contact form with the figures written into the message.
 */
export default function MortgageCalculator({ firstControlMark }: { firstControlMark?: FocusMark }) {
  const { t } = useTranslation('mortgages');
  const lang = useLang();
  const format = formattersFor(LANG_TAGS[lang]);
  const [values, update] = useCalculatorValues(LANG_TAGS[lang], format.decimalSign);
  // The field being typed in keeps its message to itself until the visitor leaves it.
  const [editing, setEditing] = useState<Field | null>(null);
  const uid = useId();

  const { errors, calculation } = useMemo(() => validate(values, format.decimalSign), [values, format.decimalSign]);
  const schedule = useMemo(() => (calculation ? amortize(calculation.loan) : null), [calculation]);
  const comparison = useMemo(
    () => (calculation?.early ? comparePrepayment(calculation.loan, calculation.early) : null),
    [calculation],
  );

  const field = (name: Field, label = t(`calculator.fields.${name}`), hint?: string) => {
    const error = errors[name];
    return (
      <NumberField
        id={`${uid}${name}`}
        field={name}
        label={label}
        hint={hint}
        value={values[name]}
        onChange={(value) => {
          setEditing(name);
          update({ [name]: value });
        }}
        onBlur={() => setEditing(null)}
        error={error && editing !== name ? errorText(t, format, name, error) : null}
      />
    );
  };

  const earlyErrors = errors.lump || errors.lumpYear || errors.fee;
  // The address this state will have (the effect that writes it runs after this render).
  const shareUrl = `${window.location.origin}${window.location.pathname}${queryFromValues(values, format.decimalSign, window.location.search)}`;
  const adviserHref =
    calculation && schedule
      ? contactHrefWithMessage(lang, adviserMessage(t, format, { calculation, schedule, comparison, url: shareUrl }))
      : localHref(lang, 'contact', 'contact');

  return (
    <div className={styles.calculator}>
      <div className={styles.main}>
        <form className={styles.form} aria-label={t('calculator.form.label')} onSubmit={(event) => event.preventDefault()} noValidate>
          <ChoiceGroup
            name="mode"
            legend={t('calculator.form.mode')}
            options={AMOUNT_MODES}
            labels={{ price: t('calculator.form.modes.price'), loan: t('calculator.form.modes.loan') }}
            value={values.mode}
            onChange={(mode) => update({ mode })}
            focusMark={firstControlMark}
          />
          {values.mode === 'price' ? (
            <div className={styles.pair}>
              {field('price')}
              {field('down', undefined, t('calculator.fields.downHint'))}
            </div>
          ) : (
            field('loan')
          )}
          {field('years')}
          <ChoiceGroup
            name="rateType"
            legend={t('calculator.form.rateType')}
            options={RATE_TYPES}
            labels={{
              fixed: t('calculator.form.rateTypes.fixed'),
              variable: t('calculator.form.rateTypes.variable'),
              mixed: t('calculator.form.rateTypes.mixed'),
            }}
            value={values.rateType}
            onChange={(rateType) => update({ rateType })}
          />
          {values.rateType === 'fixed' ? field('rate') : null}
          {values.rateType === 'mixed' ? (
            <div className={styles.pair}>
              {field('rate', t('calculator.fields.rateMixed'))}
              {field('fixedYears')}
            </div>
          ) : null}
          {values.rateType !== 'fixed' ? (
            <div className={styles.pair}>
              {field('index', undefined, t('calculator.fields.indexHint'))}
              {field('spread')}
            </div>
          ) : null}
        </form>

        <section className={styles.results} aria-labelledby={`${uid}results`}>
          <h3 id={`${uid}results`}>{t('calculator.results.title')}</h3>
          {calculation && schedule ? (
            <ResultSummary calculation={calculation} schedule={schedule} format={format} />
          ) : (
            <p className={styles.note} role="status">
              {t('calculator.results.incomplete')}
            </p>
          )}
          <p className={styles.disclaimer}>{t('calculator.results.disclaimer')}</p>
        </section>
      </div>

      {calculation && schedule ? (
        <section className={styles.study} aria-labelledby={`${uid}study`}>
          <h3 id={`${uid}study`}>{t('calculator.study.title')}</h3>
          <p className={styles.sectionLead}>{t('calculator.study.lead')}</p>
          <div className={styles.studyGrid}>
            <BalanceChart principal={calculation.loan.principal} years={schedule.years} format={format} />
            <YearlySchedule years={schedule.years} format={format} />
          </div>
        </section>
      ) : null}

      <EarlyRepayment
        headingId={`${uid}early`}
        format={format}
        comparison={comparison}
        missing={comparison ? null : !values.lump.trim() ? 'empty' : earlyErrors || !calculation ? 'invalid' : null}
        fields={
          <>
            {field('lump')}
            {field('lumpYear')}
            {field('fee', undefined, t('calculator.fields.feeHint'))}
          </>
        }
      />

      <div className={styles.adviser}>
        <p>{t('calculator.adviser.text')}</p>
        <a className="button button-primary" href={adviserHref}>
          {t('calculator.adviser.button')}
        </a>
        <p className={styles.hint}>{t('calculator.share')}</p>
      </div>
    </div>
  );
}
