import { useTranslation } from 'next-i18next/pages';
import { ErrorMessage } from '@/features/errors/ErrorMessage';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { ConfirmOutcome } from '@/relay/newsletter/paths';
import { newsletterHeadingId } from './anchors';
import styles from './ConfirmPages.module.css';

/**
 * The page a confirmation e-mail links to (decision 0039): one button, which confirms the sign-up. Its form has no
 * action, so the browser posts to this page's own address, the link's token included; opening the page (what a mail
 * scanner does) confirms nothing. It works the same with or without JavaScript. Not indexed.
 */
export function ConfirmPage() {
  const { t } = useTranslation('form-result');
  const title = t('newsletterConfirm.title');
  const text = t('newsletterConfirm.text');
  const button = (
    <form method="post">
      <button type="submit" className="button button-primary">
        {t('newsletterConfirm.button')}
      </button>
    </form>
  );
  return (
    <Layout>
      <PageHead title={title} description={text} noindex />
      <ErrorMessage title={title} text={text} action={button}>
        <p className={styles.note}>{t('newsletterConfirm.note')}</p>
      </ErrorMessage>
    </Layout>
  );
}

/** What pressing the button did: confirmed, confirmed before, or a link that no longer works (with a way back). */
export function ConfirmOutcomePage({ outcome }: { outcome: ConfirmOutcome }) {
  const { t } = useTranslation('form-result');
  const lang = useLang();
  const texts: Record<ConfirmOutcome, { title: string; text: string }> = {
    confirmed: { title: t('newsletterConfirm.confirmedTitle'), text: t('newsletterConfirm.confirmedText') },
    'already-confirmed': { title: t('newsletterConfirm.alreadyTitle'), text: t('newsletterConfirm.alreadyText') },
    'link-expired': { title: t('newsletterConfirm.expiredTitle'), text: t('newsletterConfirm.expiredText') },
  };
  const { title, text } = texts[outcome];
  const signUpAgain =
    outcome === 'link-expired' ? (
      <a href={localHref(lang, 'blog', newsletterHeadingId('wide'))} className="button button-primary">
        {t('newsletterConfirm.signUpAgain')}
      </a>
    ) : undefined;
  return (
    <Layout>
      <PageHead title={title} description={text} noindex />
      <ErrorMessage title={title} text={text} action={signUpAgain} />
    </Layout>
  );
}
