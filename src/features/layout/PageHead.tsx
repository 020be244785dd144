import Head from 'next/head';
import { StaticHead } from '@/page-pipeline/react/Static';
import { useRouter } from 'next/router';
import { usePageAlternates } from '@/lib/i18n/alternates';
import { LANG_TAGS } from '@/lib/i18n/languages';
import { stripLanguage } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { BRAND } from '@/lib/site/company';
import { absoluteUrl, alternateLinks, DEFAULT_SOCIAL_IMAGE, feedPath } from '@/lib/site/seo';

type Props = {
  title: string;
  description: string;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'article';
  /** schema.org objects, rendered as JSON-LD data blocks (not executed, so the CSP does not apply). */
  jsonLd?: readonly object[];
};

/** Title, description, canonical, hreflang alternates, social cards and structured data of a page. */
export function PageHead({ title, description, noindex = false, image, type = 'website', jsonLd = [] }: Props) {
  const lang = useLang();
  const { asPath } = useRouter();
  const { rest } = stripLanguage(asPath);
  const alternates = usePageAlternates();
  const fullTitle = title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
  const canonical = absoluteUrl(`/${lang}${rest}`);
  const socialImage = absoluteUrl(image ?? DEFAULT_SOCIAL_IMAGE);

  return (
    <StaticHead>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {noindex ? (
          <meta name="robots" content="noindex, follow" />
        ) : (
          <>
            <link rel="canonical" href={canonical} />
            {alternateLinks(rest, alternates ?? undefined).map((link) => (
              <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
            ))}
          </>
        )}
        <link rel="alternate" type="application/rss+xml" title={`${BRAND.name} — Blog`} href={feedPath(lang)} />
        <meta property="og:type" content={type} />
        <meta property="og:site_name" content={BRAND.name} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={socialImage} />
        <meta property="og:locale" content={LANG_TAGS[lang].replace('-', '_')} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={socialImage} />
        {jsonLd.map((data, index) => (
          <script
            key={index}
            type="application/ld+json"
            // JSON.stringify output is escaped for '<' so a string can never close the script element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
          />
        ))}
      </Head>
    </StaticHead>
  );
}
