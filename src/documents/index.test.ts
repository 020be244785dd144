import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { PUBLIC_REGISTERS } from '@/lib/site/duties';
import { BRAND, PENSION_FUNDS } from '@/lib/site/facts';
import { CONTENT, generateDocuments, plannedDocuments } from './index';

const LEGAL = ['legal-notice', 'privacy-policy', 'cookies-policy', 'terms', 'events-calendar'];
const EXPECTED = [
  ...LANGUAGES.flatMap((lang) => LEGAL.map((id) => `/docs/${lang}/${id}.pdf`)),
  ...['balance', 'dynamism', 'north-america', 'opportunity', 'tranquility'].map((id) => `/docs/es/pension-fund-${id}.pdf`),
];

describe('generateDocuments', () => {
  let dir: string;
  let written: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nortia-docs-'));
    written = await generateDocuments(dir);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes exactly the expected documents', () => {
    expect([...written].sort()).toEqual([...EXPECTED].sort());
  });

  it('writes the key-data PDFs the pension fund cards link to', () => {
    for (const fund of PENSION_FUNDS) expect(written).toContain(fund.keyDataPdf);
  });

  it('gives every language the same document set', () => {
    const names = (lang: string) =>
      written.filter((p) => p.startsWith(`/docs/${lang}/`) && !p.includes('pension-fund')).map((p) => path.basename(p, '.pdf'));
    for (const lang of LANGUAGES) expect(names(lang).sort()).toEqual([...LEGAL].sort());
  });

  it.each(plannedDocuments().map((d) => [d.path, d] as const))('%s is a real, readable PDF', async (sitePath, doc) => {
    const file = path.join(dir, sitePath);
    const { size } = await stat(file);
    expect(size).toBeGreaterThan(2 * 1024);
    expect(size).toBeLessThan(60 * 1024);

    const pdf = await PDFDocument.load(await readFile(file), { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(doc.text.title);
    expect(pdf.getSubject()).toBe(doc.text.subject);
    expect(pdf.getAuthor()).toBe(BRAND.legalName);
    const [page] = pdf.getPages();
    expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it.each(LANGUAGES)('links every public register from the %s legal notice, each on the page that prints its address', async (lang) => {
    const pdf = await PDFDocument.load(await readFile(path.join(dir, 'docs', lang, 'legal-notice.pdf')));
    const links = pdf.getPages().flatMap((page) => {
      const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
      return (annotations?.asArray() ?? []).map((ref) => {
        const action = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
        return action.lookup(PDFName.of('URI'), PDFString).decodeText();
      });
    });
    expect([...links].sort()).toEqual(Object.values(PUBLIC_REGISTERS).map(({ url }) => url).sort());
  });

  it("gives every language's documents its own masthead", () => {
    const mastheads = LANGUAGES.map((lang) => CONTENT[lang].masthead);
    expect(new Set(mastheads).size).toBe(LANGUAGES.length);
  });

  it('produces the same bytes on every run', async () => {
    const again = await mkdtemp(path.join(tmpdir(), 'nortia-docs-'));
    try {
      await generateDocuments(again);
      const file = EXPECTED[0];
      expect(await readFile(path.join(again, file))).toEqual(await readFile(path.join(dir, file)));
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});
