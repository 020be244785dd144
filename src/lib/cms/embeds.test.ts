import { describe, expect, it } from 'vitest';
import { resolveEmbeds, type EmbeddedAsset } from './embeds';
import { PostProblemError, type Problem } from './problems';

const chart: EmbeddedAsset = { id: 'clchart000000000000000001', url: 'https://eu-west-2.graphassets.com/AbC/chart', mimeType: 'image/png', alt: 'Fees "compound" <over> time' };
const clip: EmbeddedAsset = { id: 'clclip000000000000000001', url: 'https://eu-west-2.graphassets.com/AbC/clip', mimeType: 'video/mp4', alt: 'Our office "tour"' };
const tone: EmbeddedAsset = { id: 'cltone000000000000000001', url: 'https://eu-west-2.graphassets.com/AbC/tone', mimeType: 'audio/mpeg', alt: null };
const pdf: EmbeddedAsset = { id: 'clpdf00000000000000000001', url: 'https://eu-west-2.graphassets.com/AbC/guide', mimeType: 'application/pdf', alt: null };

describe('resolveEmbeds', () => {
  it('turns a block embed placeholder into an <img> of the referenced asset, alt text escaped', () => {
    const html = `<p>Before</p><div data-gcms-embed-type="Asset" data-gcms-embed-id="${chart.id}"></div><p>After</p>`;
    expect(resolveEmbeds(html, [chart])).toBe(`<p>Before</p><img src="${chart.url}" alt="Fees &quot;compound&quot; &lt;over&gt; time" /><p>After</p>`);
  });

  it('resolves an inline embed (a span) with an empty alt when the asset has none', () => {
    const html = `<p>See <span data-gcms-embed-inline="" data-gcms-embed-id="${chart.id}" data-gcms-embed-type="Asset"></span></p>`;
    expect(resolveEmbeds(html, [{ ...chart, alt: null }])).toBe(`<p>See <img src="${chart.url}" alt="" /></p>`);
  });

  it('turns an embedded video into a <video> titled by its alt text, and an audio file into an <audio>', () => {
    const html = `<div data-gcms-embed-type="Asset" data-gcms-embed-id="${clip.id}"></div><div data-gcms-embed-type="Asset" data-gcms-embed-id="${tone.id}"></div>`;
    expect(resolveEmbeds(html, [clip, tone])).toBe(`<video src="${clip.url}" title="Our office &quot;tour&quot;"></video><audio src="${tone.url}"></audio>`);
  });

  it('leaves HTML without embeds as it is', () => {
    expect(resolveEmbeds('<p>Text <img src="https://x.test/a.jpg" alt="a"></p>', [])).toBe('<p>Text <img src="https://x.test/a.jpg" alt="a"></p>');
  });

  it.each([
    ['a reference that is missing', `<div data-gcms-embed-type="Asset" data-gcms-embed-id="clgone"></div>`, [chart], { code: 'embedMissing', params: { id: 'clgone' } }],
    ['an asset that is not an image', `<div data-gcms-embed-type="Asset" data-gcms-embed-id="${pdf.id}"></div>`, [pdf], { code: 'embedUnsupported', params: { file: expect.any(String), mimeType: 'application/pdf' } }],
    ['an embedded entry of another model', `<div data-gcms-embed-type="PostEn" data-gcms-embed-id="clpost"></div>`, [], { code: 'embedNotAsset', params: { type: 'PostEn' } }],
    ['a link embed', `<p><a data-gcms-embed-type="Asset" data-gcms-embed-id="${chart.id}">chart</a></p>`, [chart], { code: 'embedUnplaceable', params: {} }],
  ])('refuses the post on %s', (_case, html, references, expected) => {
    let thrown: unknown;
    try {
      resolveEmbeds(html, references);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PostProblemError);
    expect((thrown as PostProblemError).problem).toEqual(expected as Problem);
  });
});
