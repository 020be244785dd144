import { useTranslation } from 'next-i18next/pages';
import { Callout } from '@/features/page-kit/Callout';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid, type Feature } from '@/features/page-kit/FeatureGrid';
import { Illustration } from '@/features/page-kit/Illustration';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { PageSection } from '@/features/page-kit/PageSection';
import { Icon } from '@/features/layout/Icon';
import { LANGUAGE_RULES } from '@/lib/i18n/language-rules';
import type { Lang } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { PENSION_FUNDS } from '@/lib/site/company';
import { formatList } from '@/lib/site/shown-figures';
import styles from './PensionPlansPage.module.css';

const NS = 'pension-plans';

/**
 * The five fund cards where the plans are marketed (es). Elsewhere the page shows no card at all, only the notice and
 * the call to action. Names and risk categories are site facts, shared with the key-data PDFs.
 */
function useFundCards(): Feature[] {
  const { t } = useTranslation(NS);
  const lang = useLang();
  if (!LANGUAGE_RULES[lang].pensionPlans) return [];
  return PENSION_FUNDS.map((fund) => {
    const title = fund.name;
    return {
      id: fund.id,
      title,
      subtitle: `${t('funds.risk', { risk: fund.risk })} · ${t(`funds.items.${fund.id}.category`)}`,
      text: t(`funds.items.${fund.id}.description`),
      footer: (
        <>
          <a href={fund.contractUrl} target="_blank" rel="noopener" className="button button-primary">
            {t('funds.contract')}
            <span className="visually-hidden">
              {' '}
              {title} ({t('funds.newTab')})
            </span>
            <Icon name="external" size={18} />
          </a>
          <a href={fund.keyDataPdf} target="_blank" rel="noopener" className={styles.pdf}>
            {t('funds.keyData')}
            <span className="visually-hidden">
              {' '}
              {title} ({t('funds.pdfNewTab')})
            </span>
            <span aria-hidden="true">(PDF)</span>
          </a>
        </>
      ),
    };
  });
}

/** The funds' names as the description and intro list them ("A, B y C"). */
const fundNames = (lang: Lang) => ({ funds: formatList(PENSION_FUNDS.map((fund) => fund.name), lang) });

export function PensionPlansPage() {
  const { t } = useTranslation(NS);
  const cards = useFundCards();
  return (
    <InnerPage namespace={NS} quotes={fundNames}>
      {cards.length > 0 ? (
        <PageSection id="funds" tone="alt" title={t('funds.title')} lead={t('funds.lead')}>
          <FeatureGrid items={cards} />
        </PageSection>
      ) : null}
      <PageSection
        id="notice"
        title={t('notice.title')}
        aside={cards.length > 0 ? undefined : <Illustration name="pension-plans" />}
        body={
          <Callout>
            <p>{t('notice.text')}</p>
          </Callout>
        }
      />
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
