import { describe, expect, it } from 'vitest';
import { latestTeaserPosts, toTeaserPost } from './teaser';

const summary = (n: number) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  categories: [],
  author: 'A',
  publishDate: `2026-02-0${n}`,
  excerpt: `Text ${n}`,
  thumbnailUrl: n % 2 ? null : `/media/cms/${n}.svg`,
});

describe('home teaser mapper', () => {
  it('maps a summary to the teaser card shape', () => {
    expect(toTeaserPost(summary(2))).toEqual({ title: 'Post 2', slug: 'post-2', date: '2026-02-02', excerpt: 'Text 2', thumbnail: '/media/cms/2.svg' });
  });

  it('takes the first (newest) three posts', () => {
    expect(latestTeaserPosts([1, 2, 3, 4, 5].map(summary)).map((post) => post.slug)).toEqual(['post-1', 'post-2', 'post-3']);
  });
});
