import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { toCardPost } from '@/features/blog/post-card-model';
import { toPostView, type PostView } from '@/features/blog/post-page-model';
import { PostScreen, type PostScreenProps } from '@/features/blog/PostScreen';
import { FORMS_TEXTS_THE_NEWSLETTER_NEVER_READS } from '@/features/newsletter/NewsletterForm';
import { loadBlog, loadBlogPaths, posterKey, splitAtVideos } from '@/lib/cms';
import { CATEGORY_SLUG_LIST } from '@/lib/cms/categories';
import type { BuildOnlyText } from '@/lib/i18n/build-only-texts';
import { langFromContext, translationProps } from '@/lib/i18n/static-props';

type Params = { locale: string; slug: string };

/**
 * Texts the browser never reads on a post (docs/decisions/0026-build-only-page-data.md): the list's and the category
 * pages' own (intro, featured and recent headings, tabs, paging, fetch status, the categories' descriptions), what
 * only static parts render (the body's table name, the recommendations' heading and cards' links), and the texts of
 * `forms` only the contact form reads (the newsletter form is the post's only one).
 */
const POST_BUILD_ONLY_TEXTS: BuildOnlyText[] = [
  'blog:intro',
  'blog:featured',
  'blog:recent',
  'blog:tabs',
  'blog:pagination',
  'blog:status',
  ...CATEGORY_SLUG_LIST.map((slug): BuildOnlyText => `blog:categories.${slug}.description`),
  'blog:post.table',
  'blog:post.recommended',
  'blog:post.noRecommendations',
  'blog:card.readMore',
  'blog:card.readMoreAbout',
  ...FORMS_TEXTS_THE_NEWSLETTER_NEVER_READS,
];

/**
 * And those a found post never reads: the not-found screen's, and the blog's description, which stands in for a
 * post's own only when it has none.
 */
function foundPostBuildOnlyTexts(post: PostView | null): BuildOnlyText[] {
  if (!post) return [];
  return ['blog:post.notFound', 'blog:post.notFoundText', 'blog:category', ...(post.metaDescription ? (['blog:meta.description'] as const) : [])];
}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await loadBlogPaths()).flatMap(({ lang, slugs }) => slugs.map((slug) => ({ params: { locale: lang, slug } }))),
  // Unknown slugs are answered with the language's 404 page by the host.
  fallback: false,
});

export async function getStaticProps(ctx: GetStaticPropsContext<Params>) {
  const lang = langFromContext(ctx);
  const blog = await loadBlog(lang);
  const slug = ctx.params?.slug ?? '';
  const post = blog.post(slug);
  const body = splitAtVideos(post?.html ?? '');
  const props: PostScreenProps = {
    post: post ? toPostView(post, lang) : null,
    videos: body.videos.map((video) => ({ ...video, poster: post?.videoPosters[posterKey(video)] ?? null })),
    buildOnly: {
      bodyParts: body.parts,
      recommendations: blog.recommendations(slug).map((summary) => toCardPost(summary, lang)),
    },
  };
  // Each post exists in its own language only (slugs differ), so hreflang and the language selector name just it.
  const alternates = { [lang]: `/${lang}/blog/${slug}` };
  return { props: { lang, alternates, ...props, ...(await translationProps(lang, ['blog', 'forms'], [...POST_BUILD_ONLY_TEXTS, ...foundPostBuildOnlyTexts(props.post)])) } };
}

export default function BlogPostPage(props: PostScreenProps) {
  return <PostScreen {...props} />;
}
