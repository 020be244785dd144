import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPage, type BlogSource } from '@/features/blog/card-pages';
import { ALL_CATEGORIES } from '@/features/blog/categories';
import type { PostSummary } from '@/lib/cms';
import { blogDataFiles, writeBlogDataFiles } from './blog-data';

/** A thumbnail as the content layer makes it: AVIF and WebP at two widths, and a JPEG fallback. */
const thumbnailOf = (index: number) => ({
  src: `/media/cms/${index}-800.jpg`,
  width: 800,
  height: 500,
  sources: [
    { type: 'image/avif' as const, srcSet: `/media/cms/${index}-400.avif 400w, /media/cms/${index}-800.avif 800w` },
    { type: 'image/webp' as const, srcSet: `/media/cms/${index}-400.webp 400w, /media/cms/${index}-800.webp 800w` },
  ],
});

/** `count` posts, newest first, cycling through no category, 'a', 'b' and both. */
function blogWith(count: number, categories = ['a', 'b']): BlogSource {
  const cycle: string[][] = [[], ['a'], ['b'], ['a', 'b']];
  const summaries: PostSummary[] = Array.from({ length: count }, (_, index) => ({
    id: `id-${index}`,
    title: `Post ${index}`,
    slug: `post-${index}`,
    publishDate: `2026-01-${String(28 - (index % 28)).padStart(2, '0')}`,
    author: 'Ana Autora',
    featured: index === 0,
    categories: cycle[index % 4],
    excerpt: `Excerpt ${index}`,
    thumbnail: index % 2 ? thumbnailOf(index) : null,
  }));
  return { lang: 'en', categories, summaries };
}

const byPath = (blog: BlogSource) => new Map(blogDataFiles(blog).map((file) => [file.path, file.data]));
const listed = (blog: BlogSource, n: number) => listPage(blog, ALL_CATEGORIES, n);

describe('blogDataFiles', () => {
  it('cuts each category screen into pages of 8; the list has pages of its own, not files', () => {
    // 20 posts: 'a' has posts 1,3,5,... (10), 'b' has 2,3,6,7,... (10).
    const files = byPath(blogWith(20));
    expect([...files.keys()].sort()).toEqual(
      [...[1, 2].map((n) => `/blog-data/en/category/a/${n}.json`), ...[1, 2].map((n) => `/blog-data/en/category/b/${n}.json`)].sort(),
    );
    const category = files.get('/blog-data/en/category/a/1.json')!;
    expect(category).toMatchObject({ page: 1, totalPages: 2, totalItems: 10, from: 1, to: 8 });
    expect(category.items.every((post) => post.categories.includes('a'))).toBe(true);
    expect(files.get('/blog-data/en/category/a/2.json')!.items).toHaveLength(2);
  });

  it('holds only what a card shows, with the date formatted in the language and every file of its image', () => {
    const [card] = byPath(blogWith(4)).get('/blog-data/en/category/a/1.json')!.items;
    expect(card).toEqual({
      slug: 'post-1',
      title: 'Post 1',
      categories: ['a'],
      author: 'Ana Autora',
      date: '2026-01-27',
      dateLabel: 'Jan 27, 2026',
      excerpt: 'Excerpt 1',
      thumbnail: thumbnailOf(1),
    });
  });

  it('lists every post of a category on its screen, the featured one too', () => {
    const base = blogWith(20);
    const blog = { ...base, summaries: base.summaries.map((post, index) => (index === 0 ? { ...post, categories: ['a'] } : post)) };
    expect(byPath(blog).get('/blog-data/en/category/a/1.json')!.items[0].slug).toBe('post-0');
  });

  it('writes a page 1 for a category without posts, so the browser shows the empty state', () => {
    const files = byPath(blogWith(3, ['a', 'b', 'empty']));
    expect(files.get('/blog-data/en/category/empty/1.json')).toEqual({ page: 1, totalPages: 0, totalItems: 0, from: 0, to: 0, items: [] });
    expect(files.has('/blog-data/en/category/empty/2.json')).toBe(false);
  });
});

describe('the blog list pages', () => {
  it('cuts the posts into pages of 6 under the featured one, which none of them repeats', () => {
    // Post 0 is featured (shown above the list, so not in it): 19 listed, in 4 pages.
    const blog = blogWith(20);
    expect(listed(blog, 1).items.map((post) => post.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(listed(blog, 4)).toMatchObject({ page: 4, totalPages: 4, totalItems: 19, from: 19, to: 19 });
    expect(listed(blog, 4).items).toHaveLength(1);
    expect([1, 2, 3, 4].flatMap((n) => listed(blog, n).items.map((post) => post.slug))).not.toContain('post-0');
  });
});

describe('writeBlogDataFiles', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes each page as JSON below the output folder and reports the count and size', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'blog-data-'));
    const files = blogDataFiles(blogWith(40));
    const result = await writeBlogDataFiles(dir, files);
    expect(result.files).toBe(files.length);
    expect(await readdir(path.join(dir, 'blog-data', 'en', 'category', 'a'))).toEqual(['1.json', '2.json', '3.json']);
    const written = JSON.parse(await readFile(path.join(dir, 'blog-data', 'en', 'category', 'a', '2.json'), 'utf8'));
    expect(written).toEqual(files.find((file) => file.path === '/blog-data/en/category/a/2.json')!.data);
    let bytes = 0;
    for (const file of files) bytes += (await readFile(path.join(dir, file.path))).length;
    expect(result.bytes).toBe(bytes);
  });
});
