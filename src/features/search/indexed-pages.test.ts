import { describe, expect, it } from 'vitest';
import { searchSection } from './indexed-pages';

describe('pages the search indexes', () => {
  it('lists service pages under services and company pages under about us', () => {
    expect(searchSection('insurance', 'es')).toBe('header.menu.services');
    expect(searchSection('mortgages', 'it')).toBe('header.menu.services');
    expect(searchSection('about-us', 'en')).toBe('header.menu.knowUs');
    expect(searchSection('contact', 'pt')).toBe('header.menu.knowUs');
  });

  it('leaves out the lists and pages a language does not link', () => {
    expect(searchSection('blog', 'es')).toBeNull();
    expect(searchSection('', 'es')).toBeNull();
    expect(searchSection('pension-plans', 'es')).toBe('header.menu.services');
    expect(searchSection('pension-plans', 'en')).toBeNull();
  });
});
