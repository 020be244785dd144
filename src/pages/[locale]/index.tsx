import type { GetStaticPropsContext } from 'next';
import { toCardPost, type CardPost } from '@/features/blog/post-card-model';
import { HomePage } from '@/features/home/HomePage';
import { loadBlog } from '@/lib/cms';
import { getLanguagePaths, langFromContext, translationProps } from '@/lib/i18n/static-props';

/** How many of the newest posts the home page's blog teaser shows. */
const TEASER_POSTS = 3;

export const getStaticPaths = getLanguagePaths;

export async function getStaticProps(ctx: GetStaticPropsContext) {
  const lang = langFromContext(ctx);
  const posts = (await loadBlog(lang)).summaries.slice(0, TEASER_POSTS).map((summary) => toCardPost(summary, lang));
  return { props: { lang, posts, ...(await translationProps(lang, ['home', 'figures', 'blog', 'contact-form', 'forms'])) } };
}

export default function Home({ posts }: { posts: CardPost[] }) {
  return <HomePage posts={posts} />;
}
