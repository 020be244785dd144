import { describe, expect, it } from 'vitest';
import {
  byDateDesc,
  excerptOf,
  featuredPost,
  metaDescriptionOf,
  paginate,
  postsInCategory,
  recommendationsFor,
  sortPosts,
} from './derive';
import type { PostSummary } from './types';

function summary(slug: string, publishDate: string, categories: string[] = [], featured = false): PostSummary {
  return { id: `id-${slug}`, slug, title: slug, publishDate, author: 'A', featured, categories, excerpt: '', thumbnail: null };
}

describe('sortPosts', () => {
  it('puts the newest first and breaks date ties by slug, whatever the input order', () => {
    const posts = [summary('b', '2025-01-01'), summary('c', '2026-02-01'), summary('a', '2025-01-01')];
    const sorted = sortPosts(posts).map((p) => p.slug);
    expect(sorted).toEqual(['c', 'a', 'b']);
    expect(sortPosts([...posts].reverse()).map((p) => p.slug)).toEqual(sorted);
    expect(byDateDesc(posts[0], posts[0])).toBe(0);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, i) => i);
  it('gives pages with from/to/total counters', () => {
    expect(paginate(items, 6, 1)).toMatchObject({ items: [0, 1, 2, 3, 4, 5], from: 1, to: 6, totalItems: 14, totalPages: 3 });
    expect(paginate(items, 6, 3)).toMatchObject({ items: [12, 13], from: 13, to: 14 });
    expect(paginate(items, 6, 4)).toMatchObject({ items: [], from: 0, to: 0, totalItems: 14, totalPages: 3 });
    expect(paginate([], 6, 1)).toMatchObject({ items: [], from: 0, to: 0, totalPages: 0 });
  });
  it('refuses page numbers below 1', () => {
    expect(() => paginate(items, 6, 0)).toThrow(RangeError);
  });
});

describe('featuredPost', () => {
  it('is the newest featured post, or null', () => {
    const sorted = sortPosts([summary('old', '2025-01-01', [], true), summary('new', '2026-01-01', [], true), summary('x', '2026-06-01')]);
    expect(featuredPost(sorted)?.slug).toBe('new');
    expect(featuredPost([summary('x', '2026-06-01')])).toBeNull();
  });
});

describe('recommendationsFor', () => {
  const posts = sortPosts([
    summary('self', '2026-01-10', ['a']),
    summary('rel1', '2026-01-09', ['a', 'b']),
    summary('rel2', '2025-05-01', ['a']),
    summary('other1', '2026-03-01', ['b']),
    summary('other2', '2026-02-01', []),
    summary('other3', '2024-12-01', ['c']),
    summary('other4', '2024-11-01', []),
  ]);
  const self = posts.find((p) => p.slug === 'self')!;

  it('takes posts sharing a category first, newest first, then tops up from the latest without duplicates', () => {
    const slugs = recommendationsFor(posts, self).map((p) => p.slug);
    expect(slugs).toEqual(['rel1', 'rel2', 'other1', 'other2', 'other3']);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain('self');
  });

  it('tops up from the latest for a post without categories and stops at 5', () => {
    const lone = posts.find((p) => p.slug === 'other2')!;
    expect(recommendationsFor(posts, lone).map((p) => p.slug)).toEqual(['other1', 'self', 'rel1', 'rel2', 'other3']);
  });

  it('returns fewer when there are fewer other posts', () => {
    expect(recommendationsFor(posts.slice(0, 3), posts[0])).toHaveLength(2);
  });
});

describe('postsInCategory', () => {
  it('keeps order and only posts holding the category', () => {
    const posts = sortPosts([summary('a', '2026-01-01', ['x']), summary('b', '2026-02-01', ['y', 'x']), summary('c', '2026-03-01', ['y'])]);
    expect(postsInCategory(posts, 'x').map((p) => p.slug)).toEqual(['b', 'a']);
  });
});

describe('excerpt and meta description', () => {
  const long = 'Ahorro '.repeat(60).trim();
  const wholeWords = (cut: string, text: string) => text.startsWith(cut) && /\s/.test(text.charAt(cut.length));

  it('cuts the excerpt between words at up to 200 characters and adds ...', () => {
    const excerpt = excerptOf(long);
    expect(excerpt).toBe(`${'Ahorro '.repeat(28).trim()}...`);
    expect(excerpt.length - 3).toBeLessThanOrEqual(200);
    expect(wholeWords(excerpt.slice(0, -3), long)).toBe(true);
  });

  it('never ends on part of a word, a space or a dangling comma', () => {
    // 199 characters of words then ", final": character 200 falls inside "final".
    const text = `${'x'.repeat(190)} palabra, final words after it`;
    expect(excerptOf(text)).toBe(`${'x'.repeat(190)} palabra...`);
    // A word that ends exactly at character 200 is kept whole.
    const exact = `${'y'.repeat(195)} fin. Next sentence`;
    expect(excerptOf(exact)).toBe(`${'y'.repeat(195)} fin....`);
  });

  it('cuts a single word longer than the limit by characters', () => {
    expect(excerptOf('z'.repeat(300))).toBe(`${'z'.repeat(200)}...`);
  });

  it('keeps a short text whole and collapses line breaks', () => {
    expect(excerptOf('Line one\nLine two')).toBe('Line one Line two');
    expect(excerptOf('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('gives up to 150 characters of whole words as meta description, without breaking a code point', () => {
    const description = metaDescriptionOf(long);
    expect(description).toBe('Ahorro '.repeat(21).trim());
    expect(wholeWords(description, long)).toBe(true);
    const emoji = '💶'.repeat(200);
    expect(Array.from(metaDescriptionOf(emoji))).toHaveLength(150);
    expect(metaDescriptionOf('💶 '.repeat(100))).toBe('💶 '.repeat(75).trim());
  });
});
