import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { PageSection } from '@/features/page-kit/PageSection';
import stack from '@/features/page-kit/Stack.module.css';
import { useLang } from '@/lib/i18n/useLang';
import { WHISTLEBLOWING } from '@/lib/site/duties';

const NS = 'whistleblowing';

/** Each market's public authority that takes reports too (site facts), in the language of the page. */
function ExternalChannels() {
  const { t } = useTranslation(NS);
  return (
    <ul>
      {WHISTLEBLOWING.external.map(({ market, authority, url }) => (
        <li key={market}>
          {t(`external.${market}`)}{' '}
          <a href={url} target="_blank" rel="noopener">
            {authority}
            <span className="visually-hidden"> ({t('external.newTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the internal reporting channel is for, who runs it, that reports can be anonymous, the way in, and the
 * public authorities that take reports too.
 */
export function WhistleblowingPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <InnerPage namespace={NS}>
      <PageSection id="purpose" title={t('purpose.title')} lead={t('purpose.text')} />
      <PageSection id="run-by" tone="alt" title={t('runBy.title')} lead={t('runBy.text', { runBy: WHISTLEBLOWING.runBy[lang] })} />
      <PageSection id="anonymous" title={t('anonymous.title')} lead={t('anonymous.text')} />
      <PageSection id="channel" tone="alt" title={t('channel.title')} lead={t('channel.text')}>
        <p className={stack.actions}>
          <a href={WHISTLEBLOWING.channelUrl} target="_blank" rel="noopener" className="button button-primary">
            {t('channel.button')}
            <Icon name="external" size={18} />
            <span className="visually-hidden"> ({t('channel.newTab')})</span>
          </a>
        </p>
      </PageSection>
      <PageSection id="external" title={t('external.title')} lead={t('external.text')}>
        <ExternalChannels />
      </PageSection>
    </InnerPage>
  );
}
