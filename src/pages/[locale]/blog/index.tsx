import type { GetStaticPropsContext } from 'next';
import { BlogList, type BlogListProps } from '@/features/blog/BlogList';
import { listPageProps } from '@/features/blog/list-page-props';
import { getLanguagePaths, langFromContext } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;

export async function getStaticProps(ctx: GetStaticPropsContext) {
  return { props: (await listPageProps(langFromContext(ctx), 1))! };
}

export default function BlogPage(props: BlogListProps) {
  return <BlogList {...props} />;
}
