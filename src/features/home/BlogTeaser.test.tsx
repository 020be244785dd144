// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardPost } from '@/features/blog/post-card-model';
import { BlogTeaser } from './BlogTeaser';

// Keys stand in for texts; the language comes from the mocked i18n instance.
vi.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'pt' } }),
}));

afterEach(cleanup);

const post: CardPost = {
  title: 'Como poupar para a reforma',
  slug: 'como-poupar-para-a-reforma',
  categories: ['financial_education'],
  author: 'Ana Costa',
  date: '2026-03-05',
  dateLabel: '5 de mar. de 2026',
  excerpt: 'Cinco ideias para começar hoje.',
  thumbnail: {
    src: '/media/cms/reforma-800.jpg',
    width: 800,
    height: 500,
    sources: [{ type: 'image/avif', srcSet: '/media/cms/reforma-400.avif 400w, /media/cms/reforma-800.avif 800w' }],
  },
};

describe('BlogTeaser', () => {
  it('shows an empty state and a link to the blog when there are no posts', () => {
    render(<BlogTeaser posts={[]} />);
    expect(screen.queryByText('blog.empty')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'blog.viewAll' }).getAttribute('href')).toBe('/pt/blog');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('renders one blog card per post, linking to the post in the page language', () => {
    render(<BlogTeaser posts={[post, { ...post, slug: 'outro', title: 'Outro artigo', thumbnail: null }]} />);
    expect(screen.queryByText('blog.empty')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: post.title }).getAttribute('href')).toBe('/pt/blog/como-poupar-para-a-reforma');
    expect(screen.getAllByText('5 de mar. de 2026')[0].getAttribute('datetime')).toBe('2026-03-05');
  });

  it('loads the thumbnails lazily, sized for its three-column grid', () => {
    const { container } = render(<BlogTeaser posts={[post]} />);
    expect(container.querySelector('picture img')!.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('source[type="image/avif"]')!.getAttribute('sizes')).toMatch(/\(min-width: 768px\) 31vw/);
  });
});
