import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alternateLinks, breadcrumbJsonLd } from './seo';

// A non-default public URL, written with a trailing slash: every absolute link must use it, normalised.
const SITE_URL = 'https://www.nortia.test';
beforeEach(() => vi.stubEnv('SITE_URL', `${SITE_URL}/`));
afterEach(() => vi.unstubAllEnvs());

describe('alternateLinks', () => {
  it('lists the four languages and an x-default on the fallback language', () => {
    const links = alternateLinks('/insurance');
    expect(links.map((link) => link.hrefLang)).toEqual(['es-ES', 'en', 'pt-PT', 'it-IT', 'x-default']);
    expect(links.at(-1)?.href).toBe(`${SITE_URL}/es/insurance`);
  });

  it('lists only the languages a page exists in', () => {
    const links = alternateLinks('/blog/ahorro', { pt: '/pt/blog/poupanca' });
    expect(links).toEqual([
      { hrefLang: 'pt-PT', href: `${SITE_URL}/pt/blog/poupanca` },
      { hrefLang: 'x-default', href: `${SITE_URL}/pt/blog/poupanca` },
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd([{ name: 'Inicio', path: '/es' }, { name: 'Seguros', path: '/es/insurance' }]);
    expect(list.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, `${SITE_URL}/es`],
      [2, `${SITE_URL}/es/insurance`],
    ]);
  });
});
