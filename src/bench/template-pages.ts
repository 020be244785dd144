import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Template } from './budgets';

/** The page templates the budgets and the benchmark measure, in the order they are reported. */
export const TEMPLATES: readonly Template[] = ['home', 'inner', 'contact', 'blog', 'post', 'category', 'complaints'];

const firstHtml = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()[0]
    ?.replace(/\.html$/, '');

/**
 * One page of each template in a language, read from the exported site: the inner page is about-us, the post
 * and the category are the first (by file name) that the build wrote; complaints is the page with the complaint
 * form (issue 42; the whistleblowing and accessibility pages are inner pages).
 */
export function templatePages(outDir: string, lang: string): Record<Template, string> {
  const post = firstHtml(path.join(outDir, lang, 'blog'));
  const category = firstHtml(path.join(outDir, lang, 'blog', 'category'));
  if (!post || !category) throw new Error(`No blog post or category page in ${path.join(outDir, lang, 'blog')}`);
  return {
    home: `/${lang}`,
    inner: `/${lang}/about-us`,
    contact: `/${lang}/contact`,
    blog: `/${lang}/blog`,
    post: `/${lang}/blog/${post}`,
    category: `/${lang}/blog/category/${category}`,
    complaints: `/${lang}/complaints`,
  };
}
