import { describe, expect, it } from 'vitest';
import { ContentRefusedError, LONG_TITLE, reviewPosts, throwIfRefused, type PostNote, type ReviewSchedule } from './review';
import type { RawPost } from './types';

const TODAY: ReviewSchedule = { today: '2026-11-26', showScheduled: false };

let ids = 0;
function post(fields: Partial<RawPost> = {}): RawPost {
  const id = `cpost${++ids}`;
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    publishDate: '2026-11-01',
    author: 'Ana',
    featured: false,
    categories: ['FinancialEducation'],
    content: { text: 'A body.', html: '<p>A body.</p>', references: [] },
    thumbnailImage: { url: 'https://cdn.example/thumb.jpg' },
    mainImage: { url: 'https://cdn.example/main.jpg' },
    ...fields,
  };
}

const notesOf = (notes: PostNote[], id: string) => notes.filter((n) => n.post.id === id).map((n) => n.problem);

describe('reviewPosts', () => {
  it('publishes a complete post dated today or earlier, with nothing to say about it', () => {
    const posts = [post({ publishDate: '2026-11-26' }), post({ publishDate: '2024-01-01' })];
    const { publish, review } = reviewPosts(posts, 'es', TODAY);
    expect(publish).toEqual(posts);
    expect(review).toMatchObject({ lang: 'es', leftOut: [], refused: [], warnings: [] });
    expect(review.published.map((p) => p.id)).toEqual(posts.map((p) => p.id));
  });

  it('refuses both posts of a duplicate slug, each note naming the other', () => {
    const a = post({ title: 'Fondo de emergencia', slug: 'fondo' });
    const b = post({ title: 'Fondo de emergencia (2)', slug: 'fondo' });
    const { publish, review } = reviewPosts([a, b, post()], 'es', TODAY);
    expect(publish.map((p) => p.id)).not.toContain(a.id);
    expect(publish.map((p) => p.id)).not.toContain(b.id);
    expect(notesOf(review.refused, a.id)).toEqual([{ code: 'slugShared', params: { slug: 'fondo', others: ['Fondo de emergencia (2)'] } }]);
    expect(notesOf(review.refused, b.id)).toEqual([{ code: 'slugShared', params: { slug: 'fondo', others: ['Fondo de emergencia'] } }]);
  });

  it('refuses a slug outside lowercase letters, digits and hyphens, suggesting one', () => {
    const bad = post({ title: 'Auditoría', slug: 'Audit Ahorro Año Ñandú' });
    const { publish, review } = reviewPosts([bad], 'es', TODAY);
    expect(publish).toEqual([]);
    expect(notesOf(review.refused, bad.id)).toEqual([{ code: 'slugNotAllowed', params: { slug: 'Audit Ahorro Año Ñandú', suggestion: 'audit-ahorro-ano-nandu' } }]);
  });

  it('suggests a slug from the title when nothing of the slug can be kept', () => {
    const { review } = reviewPosts([post({ title: 'Piano di accumulo', slug: '…' })], 'it', TODAY);
    expect(review.refused[0].problem).toEqual({ code: 'slugNotAllowed', params: { slug: '…', suggestion: 'piano-di-accumulo' } });
  });

  it('refuses an empty body (no content, or only whitespace)', () => {
    const none = post({ content: null });
    const blank = post({ content: { text: ' \n ', html: '<p></p>', references: [] } });
    const { publish, review } = reviewPosts([none, blank], 'pt', TODAY);
    expect(publish).toEqual([]);
    for (const { id } of [none, blank]) expect(notesOf(review.refused, id)).toEqual([{ code: 'empty', params: {} }]);
  });

  it.each([
    ['only a video frame', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', []],
    ['only an image', '<p><img src="https://cdn.example/chart.png" alt="Chart" /></p>', []],
    ['only a video file', '<video src="https://cdn.example/clip.mp4"></video>', []],
    ['only an embedded file', '<div data-gcms-embed-type="Asset" data-gcms-embed-id="a1"></div>', [{ id: 'a1', url: 'https://cdn.example/a.mp3', mimeType: 'audio/mpeg', alt: null }]],
  ])('publishes a post made of %s (no text): it is not empty', (_case, html, references) => {
    const media = post({ content: { text: '', html, references } });
    const { publish, review } = reviewPosts([media], 'es', TODAY);
    expect(publish).toEqual([media]);
    expect(review.refused).toEqual([]);
  });

  it('hands the build every complete post to check, scheduled and refused ones too, and only the rest to publish', () => {
    const due = post({ publishDate: '2027-01-01' });
    const bad = post({ slug: 'Mal' });
    const fine = post();
    const undated = post({ publishDate: null });
    const { check, publish } = reviewPosts([due, bad, fine, undated], 'es', TODAY);
    expect(check).toEqual([due, bad, fine]);
    expect(publish).toEqual([fine]);
  });

  it('refuses a frame other than a YouTube or Vimeo video, naming its host; passes those videos', () => {
    const html = (src: string) => `<p>Text</p><div style="padding-top: 56.25%"><iframe src="${src}" loading="lazy"></iframe></div>`;
    const map = post({ content: { text: 'Text', html: html('https://www.google.com/maps/embed?pb=1'), references: [] } });
    const video = post({ content: { text: 'Text', html: html('https://www.youtube.com/embed/dQw4w9WgXcQ'), references: [] } });
    const { publish, review } = reviewPosts([map, video], 'it', TODAY);
    expect(publish).toEqual([video]);
    expect(notesOf(review.refused, map.id)).toEqual([{ code: 'foreignFrame', params: { host: 'www.google.com' } }]);
  });

  it('reports every problem of a post, and of every post, rather than the first', () => {
    const twice = post({ slug: 'Dos Veces', content: null });
    const other = post({ slug: 'otro_post' });
    const { review } = reviewPosts([twice, other], 'es', TODAY);
    expect(notesOf(review.refused, twice.id)).toHaveLength(2);
    expect(notesOf(review.refused, other.id)).toHaveLength(1);
  });

  it('leaves out a post dated after the build day (scheduled), and says when it comes', () => {
    const due = post({ publishDate: '2026-11-27' });
    const { publish, review } = reviewPosts([due, post()], 'en', TODAY);
    expect(publish.map((p) => p.id)).not.toContain(due.id);
    expect(review.published.map((p) => p.id)).not.toContain(due.id);
    expect(notesOf(review.leftOut, due.id)).toEqual([{ code: 'scheduled', params: { date: '2026-11-27' } }]);
    expect(review.refused).toEqual([]);
  });

  it('shows scheduled posts on the preview site', () => {
    const due = post({ publishDate: '2027-01-01' });
    const { publish, review } = reviewPosts([due], 'en', { ...TODAY, showScheduled: true });
    expect(publish).toEqual([due]);
    expect(review.leftOut).toEqual([]);
  });

  it('checks scheduled posts too, so a problem is reported when it is made', () => {
    const due = post({ publishDate: '2027-01-01', slug: 'Próximo' });
    const { review } = reviewPosts([due], 'es', TODAY);
    expect(notesOf(review.refused, due.id)).toEqual([{ code: 'slugNotAllowed', params: { slug: 'Próximo', suggestion: 'proximo' } }]);
  });

  it('leaves out a post missing a title, a slug or a date, naming what it needs', () => {
    const undated = post({ title: 'Sin fecha', publishDate: null });
    const bare = post({ title: ' ', slug: '', publishDate: '26/11/2026' });
    const { publish, review } = reviewPosts([undated, bare], 'es', TODAY);
    expect(publish).toEqual([]);
    expect(notesOf(review.leftOut, undated.id)).toEqual([{ code: 'missingFields', params: { fields: ['publishDate'] } }]);
    expect(notesOf(review.leftOut, bare.id)).toEqual([{ code: 'missingFields', params: { fields: ['title', 'slug', 'publishDate'] } }]);
    expect(review.refused).toEqual([]);
  });

  it(`warns, and still publishes, on a title over ${LONG_TITLE} characters, a missing image and no category`, () => {
    const long = post({ title: 'á'.repeat(LONG_TITLE + 1) });
    const fits = post({ title: '€'.repeat(LONG_TITLE) });
    const bare = post({ thumbnailImage: null, mainImage: null, categories: [] });
    const { publish, review } = reviewPosts([long, fits, bare], 'it', TODAY);
    expect(publish).toEqual([long, fits, bare]);
    expect(notesOf(review.warnings, long.id)).toEqual([{ code: 'longTitle', params: { length: LONG_TITLE + 1, limit: LONG_TITLE } }]);
    expect(notesOf(review.warnings, fits.id)).toEqual([]);
    expect(notesOf(review.warnings, bare.id).map(({ code }) => code)).toEqual(['noThumbnail', 'noMainImage', 'noCategory']);
  });
});

describe('throwIfRefused', () => {
  it('passes reviews without refusals', () => {
    expect(() => throwIfRefused([reviewPosts([post()], 'es', TODAY).review])).not.toThrow();
  });

  it('names every refused post of every language in one error', () => {
    const es = reviewPosts([post({ title: 'Vacío', content: null })], 'es', TODAY).review;
    const pt = reviewPosts([post({ title: 'Poupança', slug: 'Poupança' })], 'pt', TODAY).review;
    const error = (() => {
      try {
        throwIfRefused([es, pt]);
      } catch (thrown) {
        return thrown as ContentRefusedError;
      }
    })();
    expect(error).toBeInstanceOf(ContentRefusedError);
    expect(error!.reviews).toEqual([es, pt]);
    expect(error!.message).toMatch(/2 problem\(s\) that stop the build/);
    expect(error!.message).toContain(`- "Vacío" (es, id ${es.refused[0].post.id}): it is empty`);
    expect(error!.message).toContain(`- "Poupança" (pt, id ${pt.refused[0].post.id}): the web address (slug) "Poupança"`);
    expect(error!.message).toContain('"poupanca"');
  });
});
