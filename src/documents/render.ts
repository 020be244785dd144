import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';
import { BRAND } from '@/lib/site/facts';
import { toWinAnsi } from './text';
import type { Block, DocumentText } from './types';

/** Layout of every generated document: A4, one brand header band, body at 10.5 pt, "n / N" in the footer. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BAND_HEIGHT = 64;
const BODY_TOP = PAGE.height - BAND_HEIGHT - 40;
const BODY_BOTTOM = 72;

const COLORS = {
  navy: rgb(0.07, 0.17, 0.3),
  gold: rgb(0.8, 0.63, 0.3),
  text: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.82, 0.84, 0.87),
  shade: rgb(0.95, 0.96, 0.975),
  white: rgb(1, 1, 1),
} as const;

const BODY = { size: 10.5, leading: 15, after: 7 } as const;
const SMALL = { size: 9.5, leading: 13 } as const;

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type TextStyle = { font: PDFFont; size: number; leading: number; color: RGB };

const CELL_PAD = 4;

/** A facts value that is a web address, which the PDF makes a link (the legal notice's public registers). */
const WEB_ADDRESS = /^https:\/\/\S+$/;
const NOTICE_PAD = 9;
const RISK_SCALE_HEIGHT = 60;

export type RenderOptions = {
  lang: Lang;
  /** "2026-11": printed in the footer and used as the PDF's creation date. */
  version: string;
  /** The word before the version in the footer, in the document's language. */
  versionLabel: string;
  /** The line under the brand in the header band, in the document's language. */
  masthead: string;
};

/**
 * Splits text into lines no wider than maxWidth, at ordinary spaces only (a no-break space keeps a phone number in one
 * piece); a word longer than a line is broken by characters.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays out blocks top to bottom, opening a new page whenever the next piece does not fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly title: string,
    private readonly masthead: string,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.drawHeaderBand();
    this.y = BODY_TOP;
  }

  /** Makes sure `height` points fit above the footer, else continues on a new page. */
  private ensure(height: number): void {
    if (this.y - height < BODY_BOTTOM) this.newPage();
  }

  private text(s: string, x: number, y: number, font: PDFFont, size: number, color: RGB = COLORS.text): void {
    this.page.drawText(s, { x, y, font, size, color });
  }

  private drawHeaderBand(): void {
    const { bold, regular } = this.fonts;
    const top = PAGE.height;
    this.page.drawRectangle({ x: 0, y: top - BAND_HEIGHT, width: PAGE.width, height: BAND_HEIGHT, color: COLORS.navy });
    this.page.drawRectangle({ x: 0, y: top - BAND_HEIGHT - 3, width: PAGE.width, height: 3, color: COLORS.gold });
    const baseline = top - BAND_HEIGHT / 2 - 2;
    // A small gold diamond as the brand mark.
    this.page.drawSvgPath('M 0 -7 L 7 0 L 0 7 L -7 0 Z', { x: MARGIN + 7, y: baseline + 5, color: COLORS.gold });
    this.text(BRAND.name, MARGIN + 20, baseline, bold, 20, COLORS.white);
    this.text(this.masthead, MARGIN + 21, baseline - 12, regular, 6.5, COLORS.gold);
    const maxTitle = CONTENT_WIDTH * 0.6;
    let title = this.title;
    while (regular.widthOfTextAtSize(title, 9) > maxTitle) title = `${title.slice(0, -2)}…`;
    const width = regular.widthOfTextAtSize(title, 9);
    this.text(title, PAGE.width - MARGIN - width, baseline + 3, regular, 9, COLORS.white);
  }

  /** Draws lines whose box starts at `top`, `leading` apart; returns the height used. */
  private drawLines(lines: readonly string[], x: number, top: number, style: TextStyle): number {
    const baseline = (style.leading - style.size) / 2 + style.size * 0.78;
    lines.forEach((line, i) =>
      this.text(line, x, top - baseline - i * style.leading, style.font, style.size, style.color),
    );
    return lines.length * style.leading;
  }

  /** Title block at the top of the first page. */
  titleBlock(title: string, subject: string, versionLine: string): void {
    const { bold, regular } = this.fonts;
    this.y -= this.drawLines(wrapText(title, bold, 20, CONTENT_WIDTH), MARGIN, this.y, {
      font: bold, size: 20, leading: 25, color: COLORS.navy,
    });
    this.y -= 2;
    this.y -= this.drawLines(wrapText(subject, regular, 11.5, CONTENT_WIDTH), MARGIN, this.y, {
      font: regular, size: 11.5, leading: 16, color: COLORS.muted,
    });
    this.y -= this.drawLines([versionLine], MARGIN, this.y, { font: regular, size: 8.5, leading: 13, color: COLORS.muted });
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + 48, y: this.y },
      thickness: 1.5,
      color: COLORS.gold,
    });
    this.y -= 20;
  }

  /** Lays out one block; `next` is the block that follows, so a heading is never left alone at a page foot. */
  block(block: Block, next?: Block): void {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.text, 13, 12, 5, next);
      case 'subheading':
        return this.heading(block.text, 11, 6, 4, next);
      case 'paragraph':
        this.lines(wrapText(block.text, this.fonts.regular, BODY.size, CONTENT_WIDTH), MARGIN);
        this.y -= BODY.after;
        return;
      case 'bullets':
        return this.bullets(block.items);
      case 'facts':
        return this.facts(block.rows);
      case 'table':
        return this.table(block.columns, block.rows);
      case 'riskScale':
        return this.riskScale(block.value, block.lowLabel, block.highLabel);
      case 'notice':
        return this.notice(block.text);
    }
  }

  /** The least room a block needs at the foot of a page before it may start there. */
  private minHeight(block: Block | undefined): number {
    switch (block?.kind) {
      case 'riskScale':
        return RISK_SCALE_HEIGHT;
      case 'notice':
        return this.noticeLines(block.text).length * SMALL.leading + 2 * NOTICE_PAD;
      case 'table':
      case 'facts':
        return 3 * (SMALL.leading + 2 * CELL_PAD);
      default:
        return 3 * BODY.leading;
    }
  }

  private heading(text: string, size: number, before: number, after: number, next: Block | undefined): void {
    const style = { font: this.fonts.bold, size, leading: size + 4, color: COLORS.navy };
    const lines = wrapText(text, style.font, size, CONTENT_WIDTH);
    if (this.y !== BODY_TOP) this.y -= before;
    this.ensure(lines.length * style.leading + after + this.minHeight(next));
    this.y -= this.drawLines(lines, MARGIN, this.y, style) + after;
  }

  private lines(lines: readonly string[], x: number): void {
    const style = { font: this.fonts.regular, size: BODY.size, leading: BODY.leading, color: COLORS.text };
    for (const line of lines) {
      this.ensure(BODY.leading);
      this.y -= this.drawLines([line], x, this.y, style);
    }
  }

  private bullets(items: readonly string[]): void {
    const indent = 16;
    for (const item of items) {
      const lines = wrapText(item, this.fonts.regular, BODY.size, CONTENT_WIDTH - indent);
      this.ensure(Math.min(lines.length, 2) * BODY.leading);
      this.drawLines(['•'], MARGIN + 4, this.y, { font: this.fonts.bold, size: BODY.size, leading: BODY.leading, color: COLORS.gold });
      this.lines(lines, MARGIN + indent);
      this.y -= 3;
    }
    this.y -= BODY.after - 3;
  }

  private facts(rows: ReadonlyArray<readonly [string, string]>): void {
    const labelWidth = CONTENT_WIDTH * 0.32;
    const valueX = MARGIN + labelWidth + 8;
    const valueWidth = CONTENT_WIDTH - labelWidth - 8;
    const label = { font: this.fonts.bold, size: SMALL.size, leading: SMALL.leading, color: COLORS.navy };
    const value = { font: this.fonts.regular, size: SMALL.size, leading: SMALL.leading, color: COLORS.text };
    this.rule(this.y);
    for (const [l, v] of rows) {
      const labelLines = wrapText(l, label.font, SMALL.size, labelWidth);
      const valueLines = wrapText(v, value.font, SMALL.size, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * SMALL.leading + 2 * CELL_PAD;
      if (this.y - height < BODY_BOTTOM) {
        this.newPage();
        this.rule(this.y);
      }
      this.drawLines(labelLines, MARGIN, this.y - CELL_PAD, label);
      const valueHeight = this.drawLines(valueLines, valueX, this.y - CELL_PAD, value);
      if (WEB_ADDRESS.test(v)) {
        const width = Math.max(...valueLines.map((line) => value.font.widthOfTextAtSize(line, SMALL.size)));
        this.link(v, { x: valueX, y: this.y - CELL_PAD - valueHeight, width, height: valueHeight });
      }
      this.y -= height;
      this.rule(this.y);
    }
    this.y -= BODY.after + 6;
  }

  /** A link annotation over an area of the page: a reader opens `url` when the area is clicked or tapped. */
  private link(url: string, area: { x: number; y: number; width: number; height: number }): void {
    const annotation = this.pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [area.x, area.y, area.x + area.width, area.y + area.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.pdf.context.register(annotation));
  }

  private rule(y: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + CONTENT_WIDTH, y },
      thickness: 0.5,
      color: COLORS.rule,
    });
  }

  private table(columns: ReadonlyArray<{ header: string; width: number }>, rows: ReadonlyArray<readonly string[]>): void {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * CONTENT_WIDTH);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const cellLines = (cells: readonly string[], font: PDFFont) =>
      cells.map((cell, i) => wrapText(cell, font, SMALL.size, widths[i] - 2 * CELL_PAD));
    const rowHeight = (lines: string[][]) => Math.max(...lines.map((l) => l.length)) * SMALL.leading + 2 * CELL_PAD;

    const header = cellLines(columns.map((c) => c.header), this.fonts.bold);
    const headerHeight = rowHeight(header);
    const drawRow = (lines: string[][], height: number, style: TextStyle, fill?: RGB) => {
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: fill });
      lines.forEach((cell, i) => this.drawLines(cell, xs[i] + CELL_PAD, this.y - CELL_PAD, style));
      this.y -= height;
    };
    const drawHeader = () =>
      drawRow(header, headerHeight, { font: this.fonts.bold, size: SMALL.size, leading: SMALL.leading, color: COLORS.white }, COLORS.navy);
    const body = { font: this.fonts.regular, size: SMALL.size, leading: SMALL.leading, color: COLORS.text };

    const first = rows.length ? rowHeight(cellLines(rows[0], body.font)) : 0;
    this.ensure(headerHeight + first);
    drawHeader();
    rows.forEach((row, index) => {
      const lines = cellLines(row, body.font);
      const height = rowHeight(lines);
      if (this.y - height < BODY_BOTTOM) {
        this.newPage();
        drawHeader();
      }
      drawRow(lines, height, body, index % 2 === 1 ? COLORS.shade : undefined);
      this.rule(this.y);
    });
    this.y -= BODY.after + 8;
  }

  private riskScale(value: number, lowLabel: string, highLabel: string): void {
    const gap = 4;
    const box = (CONTENT_WIDTH - 6 * gap) / 7;
    const height = 26;
    this.ensure(RISK_SCALE_HEIGHT);
    this.y -= 2;
    for (let n = 1; n <= 7; n++) {
      const x = MARGIN + (n - 1) * (box + gap);
      const selected = n === value;
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: box,
        height,
        color: selected ? COLORS.navy : COLORS.shade,
        borderColor: selected ? COLORS.navy : COLORS.rule,
        borderWidth: 0.75,
      });
      const label = String(n);
      const size = selected ? 13 : 11;
      const w = this.fonts.bold.widthOfTextAtSize(label, size);
      this.text(label, x + (box - w) / 2, this.y - height / 2 - size * 0.36, this.fonts.bold, size, selected ? COLORS.white : COLORS.muted);
    }
    this.y -= height + 4;
    const style = { font: this.fonts.italic, size: 8.5, leading: 13, color: COLORS.muted };
    this.drawLines([lowLabel], MARGIN, this.y, style);
    const w = style.font.widthOfTextAtSize(highLabel, style.size);
    this.drawLines([highLabel], MARGIN + CONTENT_WIDTH - w, this.y, style);
    this.y -= style.leading + BODY.after + 4;
  }

  private noticeLines(text: string): string[] {
    return wrapText(text, this.fonts.regular, SMALL.size, CONTENT_WIDTH - 2 * NOTICE_PAD - 3);
  }

  private notice(text: string): void {
    const lines = this.noticeLines(text);
    const height = lines.length * SMALL.leading + 2 * NOTICE_PAD;
    this.ensure(height);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: COLORS.shade });
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: 3, height, color: COLORS.gold });
    this.drawLines(lines, MARGIN + NOTICE_PAD + 3, this.y - NOTICE_PAD, {
      font: this.fonts.regular, size: SMALL.size, leading: SMALL.leading, color: COLORS.text,
    });
    this.y -= height + BODY.after + 6;
  }

  /** Footer on every page, drawn last because it needs the page count. */
  footers(versionLine: string): void {
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: 48 },
        end: { x: PAGE.width - MARGIN, y: 48 },
        thickness: 0.5,
        color: COLORS.rule,
      });
      page.drawText(versionLine, { x: MARGIN, y: 34, font: regular, size: 7.5, color: COLORS.muted });
      const number = `${index + 1} / ${this.pages.length}`;
      const width = regular.widthOfTextAtSize(number, 8.5);
      page.drawText(number, { x: PAGE.width - MARGIN - width, y: 34, font: regular, size: 8.5, color: COLORS.muted });
    });
  }
}

/** Maps every string of a block through the WinAnsi guard. */
function encodable(block: Block): Block {
  switch (block.kind) {
    case 'heading':
    case 'subheading':
    case 'paragraph':
    case 'notice':
      return { ...block, text: toWinAnsi(block.text) };
    case 'bullets':
      return { ...block, items: block.items.map(toWinAnsi) };
    case 'facts':
      return { ...block, rows: block.rows.map(([l, v]) => [toWinAnsi(l), toWinAnsi(v)] as const) };
    case 'table':
      return {
        ...block,
        columns: block.columns.map((c) => ({ ...c, header: toWinAnsi(c.header) })),
        rows: block.rows.map((r) => r.map(toWinAnsi)),
      };
    case 'riskScale':
      return { ...block, lowLabel: toWinAnsi(block.lowLabel), highLabel: toWinAnsi(block.highLabel) };
  }
}

/** Renders one document to PDF bytes. Output is deterministic: the dates come from the version, not the clock. */
export async function renderDocument(doc: DocumentText, options: RenderOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const title = toWinAnsi(doc.title);
  const subject = toWinAnsi(doc.subject);
  const versionLine = toWinAnsi(`${BRAND.legalName} · ${options.versionLabel} ${options.version}`);

  const layout = new Layout(pdf, fonts, title, toWinAnsi(options.masthead.toUpperCase()));
  layout.titleBlock(title, subject, toWinAnsi(`${options.versionLabel} ${options.version}`));
  const blocks = doc.blocks.map(encodable);
  blocks.forEach((block, i) => layout.block(block, blocks[i + 1]));
  layout.footers(versionLine);

  const date = new Date(`${options.version}-01T00:00:00Z`);
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setSubject(doc.subject);
  pdf.setAuthor(BRAND.legalName);
  pdf.setLanguage(LANG_TAGS[options.lang]);
  pdf.setCreator(`${BRAND.name} document generator`);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  return pdf.save();
}
