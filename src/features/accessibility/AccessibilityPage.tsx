import { useTranslation } from 'next-i18next/pages';
import { LinkedText } from '@/features/forms/LinkedText';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { listFrom } from '@/features/page-kit/features';
import { PageSection } from '@/features/page-kit/PageSection';
import stack from '@/features/page-kit/Stack.module.css';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { HEADQUARTERS } from '@/lib/site/facts';
import { ACCESSIBILITY } from '@/lib/site/duties';

const NS = 'accessibility';

/** The review date in the page's language, formatted where the page is built (the sections are static). */
function ReviewText() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const date = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(ACCESSIBILITY.lastReviewed));
  return t('review.text', { date });
}

/** The barriers known today, by id in the site facts; each one's text is in `limits.items`. */
function KnownLimits() {
  const { t } = useTranslation(NS);
  const texts = t('limits.items', { returnObjects: true }) as Record<string, string>;
  return (
    <ul>
      {ACCESSIBILITY.knownLimits.map((id) => (
        <li key={id}>{texts[id]}</li>
      ))}
    </ul>
  );
}

/**
 * The accessibility statement: the standard aimed at, the state of conformance, the known limits (ids in the site
 * facts, texts here; when there is none, it says so), how the site is checked, the last review and how to report a barrier.
 */
export function AccessibilityPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <InnerPage namespace={NS}>
      <PageSection id="standard" title={t('standard.title')} lead={t('standard.text')} />
      <PageSection id="status" tone="alt" title={t('status.title')} lead={t('status.text')} />
      <PageSection id="limits" title={t('limits.title')} lead={t(ACCESSIBILITY.knownLimits.length ? 'limits.lead' : 'limits.none')}>
        {ACCESSIBILITY.knownLimits.length ? <KnownLimits /> : null}
      </PageSection>
      <PageSection id="checks" tone="alt" title={t('checks.title')} lead={t('checks.lead')}>
        <ul>
          {listFrom(t('checks.items', { returnObjects: true })).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="review" title={t('review.title')} lead={<ReviewText />} />
      <PageSection
        id="report"
        tone="alt"
        title={t('report.title')}
        lead={<LinkedText text={t('report.text', { email: HEADQUARTERS.email })} tag="mail" link={<a href={`mailto:${HEADQUARTERS.email}`} />} />}
      >
        <p className={stack.actions}>
          <a href={localHref(lang, 'contact', 'contact')} className="button button-primary">
            {t('report.button')}
          </a>
        </p>
      </PageSection>
    </InnerPage>
  );
}
