import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_VALUES, MODEL_LANGUAGES } from './model';
import { loadSeedDocuments, loadSeedPosts } from './seed/load-seed';
import { startContentService, type ContentService } from './service';
import { UPLOAD_WIDTH } from './uploads';

let service: ContentService;
const seed = loadSeedPosts();
const EXTRA = 30;

beforeAll(async () => {
  service = await startContentService({ port: 0, host: '127.0.0.1', token: 'test-token', extraPostsPerLanguage: EXTRA });
});
afterAll(() => service.stop());

// GraphQL answers are checked field by field in each test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GqlAnswer = { data: any; errors?: { message: string }[] };

async function post(body: unknown, token: string | null = service.token) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await fetch(service.url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as GqlAnswer };
}
const gql = (query: string, variables?: Record<string, unknown>) => post({ query, variables });

describe('auth', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-token'],
  ])('answers 401 with a Hygraph-like body to %s', async (_label, token) => {
    const { status, body } = await post({ query: '{ postsEs { id } }' }, token);
    expect(status).toBe(401);
    expect(body.data).toBeNull();
    expect(body.errors?.[0].message).toMatch(/token/);
  });

  it('binds the loopback interface only', () => {
    expect(new URL(service.url).hostname).toBe('127.0.0.1');
  });
});

describe('content stages', () => {
  const documents = loadSeedDocuments();
  const draftOnly = documents.filter((d) => d.published === null).map((d) => d.draft);
  const retitled = documents.find((d) => d.published && d.published.title !== d.draft.title)!;
  const L = (lang: string) => lang[0].toUpperCase() + lang[1];
  const bySlug = (lang: string, slug: string, stage: string) => `{ post${L(lang)}(where: { slug: "${slug}" }, stage: ${stage}) { title stage } }`;

  it('returns the newest draft of every document in DRAFT and only published versions in PUBLISHED', async () => {
    for (const lang of MODEL_LANGUAGES) {
      const count = (stage: string) => `{ posts${L(lang)}Connection(stage: ${stage}) { aggregate { count } } }`;
      const published = await post({ query: count('PUBLISHED') }, service.draftToken);
      const draft = await post({ query: count('DRAFT') }, service.draftToken);
      const drafts = draftOnly.filter((p) => p.lang === lang).length;
      expect(draft.body.data[`posts${L(lang)}Connection`].aggregate.count).toBe(published.body.data[`posts${L(lang)}Connection`].aggregate.count + drafts);
    }
    expect(draftOnly.length).toBeGreaterThanOrEqual(2);
    for (const draft of draftOnly) {
      const inDraft = await post({ query: bySlug(draft.lang, draft.slug, 'DRAFT') }, service.draftToken);
      expect(inDraft.body.data[`post${L(draft.lang)}`]).toEqual({ title: draft.title, stage: 'DRAFT' });
      const inPublished = await post({ query: bySlug(draft.lang, draft.slug, 'PUBLISHED') }, service.draftToken);
      expect(inPublished.body.data[`post${L(draft.lang)}`]).toBeNull();
    }
  });

  it('serves a published post with a newer draft under its published title in PUBLISHED, its draft title in DRAFT', async () => {
    const { lang, slug } = retitled.draft;
    const query = (stage: string) => post({ query: bySlug(lang, slug, stage) }, service.draftToken);
    expect((await query('PUBLISHED')).body.data[`post${L(lang)}`]).toEqual({ title: retitled.published!.title, stage: 'PUBLISHED' });
    expect((await query('DRAFT')).body.data[`post${L(lang)}`]).toEqual({ title: retitled.draft.title, stage: 'DRAFT' });
    const listed = await gql(`{ posts${L(lang)}(first: 100, stage: PUBLISHED) { title } }`);
    expect(listed.body.data[`posts${L(lang)}`].map((p: { title: string }) => p.title)).not.toContain(retitled.draft.title);
  });

  it('refuses the DRAFT stage to the published-stage token, as a Hygraph token limited to PUBLISHED', async () => {
    const { status, body } = await gql('{ postsEs(stage: DRAFT) { id } }');
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/PUBLISHED stage only/);
    expect((await gql('{ postsEs(stage: PUBLISHED, first: 1) { id } }')).status).toBe(200);
  });
});

describe('content API', () => {
  const seedEs = seed.filter((p) => p.lang === 'es');

  it('has one model per language with seed plus synthetic posts', async () => {
    for (const lang of MODEL_LANGUAGES) {
      const L = lang[0].toUpperCase() + lang[1];
      const { body } = await gql(`{ posts${L}Connection { aggregate { count } } }`);
      expect(body.data[`posts${L}Connection`].aggregate.count).toBe(seed.filter((p) => p.lang === lang).length + EXTRA);
    }
  });

  it('exposes the category enumeration by introspection', async () => {
    const { body } = await gql('{ __type(name: "CategoryPt") { enumValues { name } } }');
    expect(body.data.__type.enumValues.map((v: { name: string }) => v.name)).toEqual([...CATEGORY_VALUES]);
  });

  it('defaults to 10 results and refuses more than 100 like the real service', async () => {
    const { body } = await gql('{ postsEs { id } }');
    expect(body.data.postsEs).toHaveLength(10);
    const tooMany = await gql('{ postsEs(first: 101) { id } }');
    expect(tooMany.body.data).toBeNull();
    expect(tooMany.body.errors?.[0].message).toMatch(/100/);
    const exactly = await gql('{ postsEs(first: 100) { id } }');
    expect(exactly.body.data.postsEs).toHaveLength(Math.min(100, seedEs.length + EXTRA));
  });

  it('orders by publishDate both ways and pages with skip/first', async () => {
    const query = 'query($skip: Int, $first: Int, $o: PostEsOrderByInput) { postsEs(skip: $skip, first: $first, orderBy: $o) { slug publishDate } }';
    const desc = (await gql(query, { first: 100, o: 'publishDate_DESC' })).body.data.postsEs as { publishDate: string }[];
    const dates = desc.map((p) => p.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = (await gql(query, { first: 5, o: 'publishDate_ASC' })).body.data.postsEs as { publishDate: string }[];
    expect(asc[0].publishDate).toBe([...dates].sort()[0]);
    const second = (await gql(query, { skip: 5, first: 5, o: 'publishDate_DESC' })).body.data.postsEs;
    expect(second).toEqual(desc.slice(5, 10));
  });

  it('filters on categories, featured and slug_not', async () => {
    const all = (await gql('{ postsEs(first: 100) { slug featured categories } }')).body.data.postsEs as {
      slug: string;
      featured: boolean;
      categories: string[];
    }[];
    const slugs = (where: string) =>
      gql(`{ postsEs(first: 100, where: ${where}) { slug } }`).then(({ body }) =>
        (body.data.postsEs as { slug: string }[]).map((p) => p.slug).sort(),
      );
    const pick = (test: (p: (typeof all)[number]) => boolean) => all.filter(test).map((p) => p.slug).sort();
    const [a, b] = ['FinancialEducation', 'Sustainability'];
    expect(await slugs(`{ categories_contains_some: [${a}, ${b}] }`)).toEqual(
      pick((p) => p.categories.includes(a) || p.categories.includes(b)),
    );
    const both = await slugs(`{ categories_contains_all: [${a}, ${b}] }`);
    expect(both.length).toBeGreaterThan(0);
    expect(both).toEqual(pick((p) => p.categories.includes(a) && p.categories.includes(b)));
    expect(await slugs(`{ categories_contains_none: [${a}] }`)).toEqual(pick((p) => !p.categories.includes(a)));
    expect(await slugs('{ featured: true }')).toEqual(pick((p) => p.featured));
    const first = all[0].slug;
    expect(await slugs(`{ slug_not: "${first}" }`)).toEqual(pick((p) => p.slug !== first));
    const empty = await gql('{ postsEs(where: { categories_contains_some: [] }) { id } }');
    expect(empty.body.errors?.length).toBeGreaterThan(0);
  });

  it("reads a plain list filter as Hygraph does: contains all the values, in the given order", async () => {
    const all = (await gql('{ postsEs(first: 100) { slug categories } }')).body.data.postsEs as { slug: string; categories: string[] }[];
    const slugs = async (where: string) =>
      ((await gql(`{ postsEs(first: 100, where: ${where}) { slug } }`)).body.data.postsEs as { slug: string }[]).map((p) => p.slug).sort();
    const tagged = (a: string, b: string) => all.filter((p) => p.categories.indexOf(a) >= 0 && p.categories.indexOf(a) < p.categories.indexOf(b)).map((p) => p.slug).sort();
    const inOrder = await slugs('{ categories: [Sustainability, FinancialEducation] }');
    expect(inOrder.length).toBeGreaterThan(0);
    expect(inOrder).toEqual(tagged('Sustainability', 'FinancialEducation'));
    // The same two values the other way round match other posts (or none): order matters, unlike _contains_all.
    expect(await slugs('{ categories: [FinancialEducation, Sustainability] }')).toEqual(tagged('FinancialEducation', 'Sustainability'));
    expect(await slugs('{ categories: [Nortia] }')).toEqual(all.filter((p) => p.categories.includes('Nortia')).map((p) => p.slug).sort());
  });

  it('answers an invalid query 400 with the GraphQL errors and data null, as Hygraph does', async () => {
    const unknownField = await gql('{ postsEs { slug publishedOn } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body).toEqual({ data: null, errors: [expect.objectContaining({ message: expect.stringContaining('Cannot query field "publishedOn" on type "PostEs"') })] });
    expect((await gql('{ postsEs(where: { categories: [financial_education] }) { id } }')).status).toBe(400);
    expect((await gql('{ postsEs(first: 500) { id } ')).status).toBe(400);
  });

  it('uses capitalised enumeration values, like Hygraph requires', async () => {
    const { body } = await gql('{ __type(name: "CategoryEn") { enumValues { name } } }');
    expect(body.data.__type.enumValues.map((v: { name: string }) => v.name)).toEqual(['FinancialEducation', 'Nortia', 'Sustainability']);
  });

  it('serves rich text with embeds: placeholders in html, the embedded assets in references', async () => {
    const posts = (await gql('{ postsEn(first: 100) { slug content { html references { ... on Asset { id url mimeType alt } } } } }')).body.data.postsEn as {
      slug: string;
      content: { html: string; references: { id: string; url: string; mimeType: string; alt: string }[] };
    }[];
    const withEmbed = posts.filter((p) => p.content.references.length > 0);
    expect(withEmbed.length).toBeGreaterThan(0);
    for (const post of withEmbed) {
      for (const asset of post.content.references) {
        expect(post.content.html).toContain(`<div data-gcms-embed-type="Asset" data-gcms-embed-id="${asset.id}"></div>`);
        expect(asset).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets\//), mimeType: expect.stringMatching(/^(image|video|audio)\//), alt: expect.any(String) });
      }
    }
  });

  it('finds one post by slug, with HTML, text and absolute image URLs it serves itself', async () => {
    const expected = seedEs[0];
    const { body } = await gql(
      'query($slug: String!) { postEs(where: { slug: $slug }) { id title publishDate author content { html text } mainImage { url } thumbnailImage { url } } }',
      { slug: expected.slug },
    );
    const found = body.data.postEs;
    expect(found).toMatchObject({ id: expected.id, title: expected.title, publishDate: expected.publishDate });
    expect(found.content.html).toBe(expected.content.html);
    expect(found.content.text).not.toMatch(/<\w/);
    for (const url of [found.mainImage.url, found.thumbnailImage.url]) {
      expect(url.startsWith(`${service.origin}/assets/`)).toBe(true);
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/(jpeg|png|svg\+xml)$/);
    }
    const missing = await gql('{ postEs(where: { slug: "no-such-post" }) { id } }');
    expect(missing.body.data.postEs).toBeNull();
  });
});

describe('images', () => {
  const fetchAsset = (handle: string) => fetch(`${service.origin}/assets/${handle}`);

  it.each([
    ['growth-main.jpg', 'image/jpeg', 'jpeg', UPLOAD_WIDTH.main, 900],
    ['portfolio-thumb.png', 'image/png', 'png', UPLOAD_WIDTH.thumb, 1000],
  ])('serves %s as a large %s upload rendered from its design', async (handle, type, format, width, height) => {
    const response = await fetchAsset(handle);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format, width, height });
  });

  it('serves the same bytes every time, so builds can cache by content', async () => {
    const [a, b] = await Promise.all([fetchAsset('leaf-thumb.jpg'), fetchAsset('leaf-thumb.jpg')]);
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  });

  it('serves a vector design as SVG, and 404 for anything else', async () => {
    const svg = await fetchAsset('compass-main.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg/);
    for (const handle of ['nothing-main.jpg', 'growth-main.gif', '..%2Fservice.ts', 'growth.jpg']) {
      expect((await fetchAsset(handle)).status, handle).toBe(404);
    }
  });

  it('gives an image embedded in a body the absolute URL of the asset, as Hygraph does', async () => {
    const withImage = seed.find((p) => p.content.html.includes('src="asset:'))!;
    const L = withImage.lang[0].toUpperCase() + withImage.lang[1];
    const { body } = await gql(`query($slug: String!) { post${L}(where: { slug: $slug }) { content { html } } }`, { slug: withImage.slug });
    const [, url] = /<img src="([^"]+)"/.exec(body.data[`post${L}`].content.html)!;
    expect(url).toMatch(new RegExp(`^${service.origin}/assets/[a-z-]+\\.(jpg|png|svg)$`));
    expect((await fetch(url)).status).toBe(200);
  });

  it('uses JPEG, PNG and SVG uploads in the seed, like editors do', () => {
    const handles = seed.flatMap((p) => [p.thumbnailImage, p.mainImage]).map((ref) => (ref as { handle: string }).handle);
    expect(new Set(handles.map((handle) => handle.split('.').pop()))).toEqual(new Set(['jpg', 'png', 'svg']));
  });
});

describe('fault injection', () => {
  it('answers the next requests with the injected faults, then normally, and counts them', async () => {
    service.injectFaults({ fault: { status: 500 }, times: 2 }, { fault: { graphqlError: 'boom' } });
    const before = service.requestCount;
    const first = await post({ query: '{ postsEs { id } }' });
    const second = await post({ query: '{ postsEs { id } }' });
    const third = await post({ query: '{ postsEs { id } }' });
    const fourth = await post({ query: '{ postsEs { id } }' });
    expect([first.status, second.status, third.status, fourth.status]).toEqual([500, 500, 200, 200]);
    expect(first.body).toEqual({ errors: [{ message: expect.any(String) }], data: null });
    expect(third.body.errors?.[0].message).toBe('boom');
    expect(fourth.body.data.postsEs.length).toBeGreaterThan(0);
    expect(service.requestCount - before).toBe(4);
  });

  it('accepts faults through the authenticated control endpoint', async () => {
    const control = (token: string) =>
      fetch(`${service.origin}/__control/faults`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fault: { status: 429 } }),
      });
    expect((await control('wrong')).status).toBe(401);
    expect((await control(service.token)).status).toBe(204);
    expect((await post({ query: '{ postsEs { id } }' })).status).toBe(429);
    expect((await post({ query: '{ postsEs { id } }' })).status).toBe(200);
  });

  it('can answer slowly: the answer waits for the delay, on a clock the test drives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      service.injectFaults({ fault: { delayMs: 300 } });
      let answered = false;
      const answer = post({ query: '{ postsEs { id } }' }).finally(() => (answered = true));
      // Until the service holds the request on a 300 ms timer (I/O runs between the checks; the clock stands still).
      while (!timers.mock.calls.some(([, ms]) => ms === 300)) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(299);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await answer).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
