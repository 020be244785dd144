import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDocument, wrapText } from './render';
import { keepTogether, toWinAnsi } from './text';

describe('toWinAnsi', () => {
  it('keeps the accented letters of es, pt and it and the typographic characters WinAnsi has', () => {
    const text = 'Participe: ñ á é í ó ú ü ç ã õ â ê ô à è ì ò ù º ª « » “ ” ‘ ’ – — … • €';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('replaces the characters WinAnsi lacks', () => {
    expect(toWinAnsi('10\u202f000 \u2212 5 \u2264 x\u2011y')).toBe('10\u00a0000 - 5 <= x-y');
  });

  it('fails loudly on a character it cannot show', () => {
    expect(() => toWinAnsi('Łódź')).toThrow(/U\+0141/);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width and loses no word', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const text = 'La correduría analiza de forma objetiva las ofertas de diferentes entidades y recomienda la mejor. '.repeat(4);
    const lines = wrapText(text, font, 10.5, 200);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(200);
    expect(lines.join(' ').split(' ')).toEqual(text.trim().split(' '));
  });

  it('never breaks at a no-break space', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const phone = keepTogether('+34 910 000 000');
    const lines = wrapText(`Llámenos al ${phone} cuando quiera`, font, 10.5, 90);
    expect(lines.some((l) => l.includes(phone))).toBe(true);
  });
});

describe('renderDocument', () => {
  it('breaks long content onto numbered pages and records the metadata', async () => {
    const paragraph = { kind: 'paragraph', text: 'Texto de prueba con varias palabras. '.repeat(40) } as const;
    const bytes = await renderDocument(
      { title: 'Política de prueba', subject: 'Asunto', blocks: Array.from({ length: 12 }, () => paragraph) },
      { lang: 'pt', version: '2026-11', versionLabel: 'Versão', masthead: 'Consultores financeiros' },
    );
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe('Política de prueba');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('pt-PT');
  });

  it("prints the brand line of the header band in the document's language", async () => {
    const bytes = await renderDocument(
      { title: 'Aviso legal', subject: 'Asunto', blocks: [{ kind: 'paragraph', text: 'Texto.' }] },
      { lang: 'pt', version: '2026-11', versionLabel: 'Versão', masthead: 'Consultores financeiros' },
    );
    const pdf = await PDFDocument.load(bytes);
    const drawn = pdf.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => (object instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')] : []))
      .join('\n');
    // Standard-font text is drawn as hex strings of its WinAnsi bytes.
    const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
    expect(drawn).toContain(hex('CONSULTORES FINANCEIROS'));
    expect(drawn).not.toContain(hex('ASESORES FINANCIEROS'));
  });
});
