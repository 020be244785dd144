import { describe, expect, it } from 'vitest';
import { formatRedirectsFile, parseRedirectsFile } from '../../server/host-rules';
import type { LanguageReview } from './review';
import { previousSlugsOf, slugRedirects } from './slug-history';
import type { RawPost } from './types';

const post = (id: string, slug: string, previousSlugs: string[] | null = []): RawPost => ({
  id,
  title: `Post ${id}`,
  slug,
  previousSlugs,
  publishDate: '2026-01-01',
  author: null,
  featured: null,
  categories: [],
  content: { text: 'Text', html: '<p>Text</p>', references: [] },
  thumbnailImage: null,
  mainImage: null,
});

const emptyReview = (): LanguageReview => ({ lang: 'es', published: [], leftOut: [], refused: [], warnings: [] });

describe('previousSlugsOf', () => {
  it("keeps a renamed post's old slugs, once each, without its current one", () => {
    const renamed = post('a', 'seguro-de-hogar-continente-contenido', ['seguro-de-hogar', ' seguro-de-hogar ', 'seguro-de-hogar-continente-contenido', '']);
    const review = emptyReview();
    expect(previousSlugsOf([renamed], [renamed], review)).toEqual(new Map([['a', ['seguro-de-hogar']]]));
    expect(review.warnings).toEqual([]);
  });

  it("ignores, with a warning naming the other post, an old slug that is another post's slug (published, scheduled or refused) or already another's old slug", () => {
    const live = post('live', 'fondo-de-emergencia');
    const scheduled = post('later', 'hipoteca-2027');
    const first = post('first', 'ahorro', ['ahorro-antiguo']);
    const second = post('second', 'ahorro-nuevo', ['fondo-de-emergencia', 'hipoteca-2027', 'ahorro-antiguo', 'Ahorro Viejo']);
    const review = emptyReview();
    const kept = previousSlugsOf([live, scheduled, first, second], [live, first, second], review);
    expect(kept.get('first')).toEqual(['ahorro-antiguo']);
    expect(kept.get('second')).toEqual([]);
    expect(review.warnings.map(({ post: { id }, problem }) => [id, problem])).toEqual([
      ['second', { code: 'previousSlugTaken', params: { slug: 'fondo-de-emergencia', other: 'Post live' } }],
      ['second', { code: 'previousSlugTaken', params: { slug: 'hipoteca-2027', other: 'Post later' } }],
      ['second', { code: 'previousSlugTaken', params: { slug: 'ahorro-antiguo', other: 'Post first' } }],
      ['second', { code: 'previousSlugNotAllowed', params: { slug: 'Ahorro Viejo' } }],
    ]);
    expect(review.refused).toEqual([]);
  });

  it('reads a post without the field (null) as one never renamed', () => {
    expect(previousSlugsOf([post('a', 'a', null)], [post('a', 'a', null)], emptyReview()).get('a')).toEqual([]);
  });
});

describe('the _redirects lines of renamed posts', () => {
  it('sends each old address of each language permanently to the post', () => {
    const rules = [
      ...slugRedirects('es', [{ slug: 'seguro-de-hogar-continente-contenido', previousSlugs: ['seguro-de-hogar'] }, { slug: 'otro', previousSlugs: [] }]),
      ...slugRedirects('en', [{ slug: 'how-to-read-a-key-information-document', previousSlugs: ['reading-a-kid', 'kid-guide'] }]),
    ];
    const file = formatRedirectsFile(rules);
    expect(file).toBe(
      [
        '/es/blog/seguro-de-hogar /es/blog/seguro-de-hogar-continente-contenido 301',
        '/en/blog/reading-a-kid /en/blog/how-to-read-a-key-information-document 301',
        '/en/blog/kid-guide /en/blog/how-to-read-a-key-information-document 301',
        '',
      ].join('\n'),
    );
    expect(parseRedirectsFile(file)).toEqual(rules);
  });
});
