import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { categoryPagePath, type BlogDataPage } from '@/features/blog/card-page-json';
import { categoryScreenPage, type BlogSource } from '@/features/blog/card-pages';
import { CMS_LANGUAGES, loadBlog } from '@/lib/cms';

export type BlogDataFile = { path: string; data: BlogDataPage };

/** Pages 1..last of one view; an empty view still gets its page 1, so the browser shows 'no posts', not an error. */
function allPages(view: (n: number) => BlogDataPage, filePath: (n: number) => string): BlogDataFile[] {
  const first = view(1);
  const files = [{ path: filePath(1), data: first }];
  for (let n = 2; n <= first.totalPages; n++) files.push({ path: filePath(n), data: view(n) });
  return files;
}

/**
 * Every page file of one language: each category screen in pages of 8, for its 'show more'. Page 1 is also in
 * the HTML. The blog list's pages are pages of their own (docs/decisions/0035-blog-list-pages-are-links.md).
 */
export function blogDataFiles(blog: BlogSource): BlogDataFile[] {
  const { lang } = blog;
  return blog.categories.flatMap((category) =>
    allPages(
      (n) => categoryScreenPage(blog, category, n),
      (n) => categoryPagePath(lang, category, n),
    ),
  );
}

/** Writes the files below `outDir` and returns how many it wrote and their total size. */
export async function writeBlogDataFiles(outDir: string, files: readonly BlogDataFile[]): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  for (const file of files) {
    const target = path.join(outDir, ...file.path.split('/').filter(Boolean).map(decodeURIComponent));
    const body = JSON.stringify(file.data);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    bytes += Buffer.byteLength(body);
  }
  return { files: files.length, bytes };
}

/** The blog's page files of every language into out/ (after `next build`, from the same snapshots the pages used). */
export async function writeBlogData(outDir: string): Promise<{ files: number; bytes: number }> {
  const blogs = await Promise.all(CMS_LANGUAGES.map((lang) => loadBlog(lang)));
  return writeBlogDataFiles(outDir, blogs.flatMap((blog) => blogDataFiles(blog)));
}
