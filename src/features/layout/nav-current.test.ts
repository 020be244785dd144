import { describe, expect, it } from 'vitest';
import { navCurrent } from './nav-current';

describe('navCurrent', () => {
  it('marks the link to the page being shown', () => {
    expect(navCurrent('/[locale]/insurance', 'insurance')).toBe('page');
    expect(navCurrent('/[locale]/about-us', 'about-us')).toBe('page');
    expect(navCurrent('/[locale]/blog', 'blog')).toBe('page');
    expect(navCurrent('/[locale]', '')).toBe('page');
  });

  it('marks the blog link as the section of a post or a category', () => {
    expect(navCurrent('/[locale]/blog/[slug]', 'blog')).toBe('true');
    expect(navCurrent('/[locale]/blog/category/[category]', 'blog')).toBe('true');
  });

  it('leaves the other links alone', () => {
    expect(navCurrent('/[locale]/insurance', 'mortgages')).toBeUndefined();
    expect(navCurrent('/[locale]/insurance', '')).toBeUndefined();
    expect(navCurrent('/[locale]/404', 'contact')).toBeUndefined();
    expect(navCurrent('/[locale]/blog/[slug]', '')).toBeUndefined();
  });
});
