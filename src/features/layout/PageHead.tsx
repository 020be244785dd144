import Head from 'next/head';
import { BRAND } from '@/lib/site/facts';

type Props = { title: string; description: string; noindex?: boolean };

/** The page's <title> and meta description; every page passes its translated texts. */
export function PageHead({ title, description, noindex = false }: Props) {
  const fullTitle = title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </Head>
  );
}
