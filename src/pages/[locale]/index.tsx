import type { GetStaticPropsContext } from 'next';
import { toCardPost } from '@/features/blog/post-card-model';
import { HomePage, type HomePageProps } from '@/features/home/HomePage';
import type { BuildOnlyText } from '@/lib/i18n/build-only-texts';
import { loadBlog } from '@/lib/cms';
import { getLanguagePaths, langFromContext, translationProps } from '@/lib/i18n/static-props';

/** How many of the newest posts the home page's blog teaser shows. */
const TEASER_POSTS = 3;

/**
 * Texts only the home page's static sections render (welcome banner, services, figures, planning, blog teaser and
 * its cards, contact channels): the browser's page data leaves them out (docs/decisions/0026-build-only-page-data.md).
 */
const HOME_BUILD_ONLY_TEXTS: BuildOnlyText[] = [
  'figures',
  'blog',
  'home:welcome',
  'home:services',
  'home:figures',
  'home:planning',
  'home:blog',
  'home:contact',
];

export const getStaticPaths = getLanguagePaths;

export async function getStaticProps(ctx: GetStaticPropsContext) {
  const lang = langFromContext(ctx);
  const posts = (await loadBlog(lang)).summaries.slice(0, TEASER_POSTS).map((summary) => toCardPost(summary, lang));
  return {
    props: {
      lang,
      buildOnly: { posts },
      ...(await translationProps(lang, ['home', 'figures', 'blog', 'contact-form', 'forms'], HOME_BUILD_ONLY_TEXTS)),
    },
  };
}

export default function Home({ buildOnly }: HomePageProps) {
  return <HomePage buildOnly={buildOnly} />;
}
