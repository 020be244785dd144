import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Static, StaticHead } from '@/page-pipeline/react/Static';
import { Layout } from '@/features/layout/Layout';
import { searchSection } from '@/features/search/indexed-pages';
import { PageHead } from '@/features/layout/PageHead';
import { PageIntro } from '@/features/layout/PageIntro';
import { localHref } from '@/lib/i18n/paths';
import type { NamespaceWith } from '@/lib/i18n/resources';
import type { Lang } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { copyFigures } from '@/lib/site/shown-figures';
import { breadcrumbJsonLd } from '@/lib/site/seo';

/** What the frame reads from the page's namespace. */
type FrameTexts = { meta: { title: string; description: string }; intro: { eyebrow: string; title: string; lead: string } };

type Namespace = NamespaceWith<FrameTexts>;

/** Facts the page's description and intro quote besides the figures (e.g. the pension funds' names), for a language. */
type Quotes = (lang: Lang) => Record<string, string>;

type Props = {
  namespace: Namespace;
  quotes?: Quotes;
  /** For a page that continues another (page 2 of a list): what its title adds, looked up at build time only. */
  titleSuffix?: () => string;
  children?: ReactNode;
};

/**
 * The values the description and intro interpolate. Copy that quotes a figure ("our 17 offices") takes it from the
 * one source, never writes it out. Only the build-time parts below call it: formatting numbers is the slowest thing
 * a page's hydration would otherwise do (the browser loads its number data on first use).
 */
function useQuotes(quotes: Quotes | undefined) {
  const lang = useLang();
  return { ...copyFigures(lang), ...quotes?.(lang) };
}

function InnerPageHead({ namespace, quotes, title, titleSuffix }: Pick<Props, 'namespace' | 'quotes' | 'titleSuffix'> & { title: string }) {
  const { t } = useTranslation([namespace, 'common']);
  const lang = useLang();
  const crumbs = [
    { name: t('common:header.homeCrumb'), path: localHref(lang) },
    { name: title, path: localHref(lang, namespace) },
  ];
  return <PageHead title={titleSuffix ? `${title} — ${titleSuffix()}` : title} description={t('meta.description', useQuotes(quotes))} jsonLd={[breadcrumbJsonLd(crumbs)]} />;
}

function InnerPageIntro({ namespace, quotes }: { namespace: Namespace; quotes?: Quotes }) {
  const { t } = useTranslation([namespace, 'common']);
  return <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead', useQuotes(quotes))} />;
}

/** Frame of every inner page: layout, head texts and the intro band, all from the page's namespace. */
export function InnerPage({ namespace, quotes, titleSuffix, children }: Props) {
  const { t } = useTranslation([namespace, 'common']);
  const lang = useLang();
  const title = t('meta.title');
  const section = searchSection(namespace, lang);
  return (
    <Layout search={section ? { title, section: t(`common:${section}`) } : undefined}>
      <StaticHead>
        <InnerPageHead namespace={namespace} quotes={quotes} title={title} titleSuffix={titleSuffix} />
      </StaticHead>
      <Static>
        <InnerPageIntro namespace={namespace} quotes={quotes} />
      </Static>
      {children}
    </Layout>
  );
}
