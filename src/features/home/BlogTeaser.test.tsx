// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogTeaser, formatPostDate, type BlogTeaserPost } from './BlogTeaser';

// Keys stand in for texts; the language comes from the mocked i18n instance.
vi.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' } }),
}));

afterEach(cleanup);

const post: BlogTeaserPost = {
  title: 'Como poupar para a reforma',
  slug: 'como-poupar-para-a-reforma',
  date: '2026-03-05T09:00:00.000Z',
  excerpt: 'Cinco ideias para começar hoje.',
  thumbnail: '/images/blog/reforma.jpg',
};

describe('BlogTeaser', () => {
  it('shows an empty state and a link to the blog when there are no posts', () => {
    render(<BlogTeaser posts={[]} />);
    expect(screen.getByText('blog.empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'blog.viewAll' }).getAttribute('href')).toBe('/pt/blog');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('renders one card per post, linking to the post in the page language', () => {
    render(<BlogTeaser posts={[post, { ...post, slug: 'outro', title: 'Outro artigo', date: '2026-01-20T09:00:00.000Z', thumbnail: null }]} />);
    expect(screen.queryByText('blog.empty')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: post.title }).getAttribute('href')).toBe('/pt/blog/como-poupar-para-a-reforma');
    expect(screen.getByText(formatPostDate(post.date, 'pt')).getAttribute('datetime')).toBe(post.date);
  });
});

describe('formatPostDate', () => {
  it('writes day, short month and year in the page language', () => {
    expect(formatPostDate('2026-03-05T09:00:00.000Z', 'en')).toBe('Mar 5, 2026');
    expect(formatPostDate('2026-03-05T09:00:00.000Z', 'es')).toBe('5 mar 2026');
  });
});
