import type { Block } from './types';

/**
 * The documents' prose as plain Markdown a lawyer or translator can edit (src/documents/content/README.md): a front
 * matter of `key: value` lines, then blocks separated by a blank line. `## ` is a heading, `### ` a subheading, a run
 * of `- ` lines a bullet list, `> ` a framed notice, a GitHub table under `<!-- widths: … -->` a table (the relative
 * width of each column), a line `{{name}}` a block the code builds from the site facts, and anything else a
 * paragraph (its lines joined by a space). `{NAME}` in a text is a site fact, filled in by `fill`.
 */
export type MarkdownDocument = { fields: Record<string, string>; blocks: Block[] };

export type MarkdownContext = {
  /** The value of a `{NAME}` placeholder; throws on a name it does not know. */
  fill: (text: string) => string;
  /** The block a `{{name}}` line stands for; throws on a name it does not know. */
  generated: (name: string) => Block;
};

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const WIDTHS = /^<!-- widths: ([\d ]+) -->$/;
const GENERATED = /^\{\{([a-z-]+)\}\}$/;

/** A table row's cells, without the outer pipes. */
const cells = (row: string) => row.replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());

function parseBlock(lines: string[], context: MarkdownContext, where: string): Block {
  const [first] = lines;
  const generated = lines.length === 1 && GENERATED.exec(first);
  if (generated) return context.generated(generated[1]);
  const fill = context.fill;
  if (first.startsWith('### ')) return { kind: 'subheading', text: fill(first.slice(4)) };
  if (first.startsWith('## ')) return { kind: 'heading', text: fill(first.slice(3)) };
  if (lines.every((line) => line.startsWith('- '))) return { kind: 'bullets', items: lines.map((line) => fill(line.slice(2))) };
  if (lines.every((line) => line.startsWith('> '))) return { kind: 'notice', text: fill(lines.map((line) => line.slice(2)).join(' ')) };
  const widths = WIDTHS.exec(first);
  if (widths) {
    const [header, , ...rows] = lines.slice(1);
    const columnWidths = widths[1].trim().split(/\s+/).map(Number);
    const headers = cells(header);
    const body = rows.map((row) => cells(row).map(fill));
    if (headers.length !== columnWidths.length || body.some((row) => row.length !== headers.length)) {
      throw new Error(`${where}: a table needs as many widths and cells in every row as it has columns`);
    }
    return { kind: 'table', columns: headers.map((text, index) => ({ header: fill(text), width: columnWidths[index] })), rows: body };
  }
  if (lines.some((line) => /^(#|- |> |\|)/.test(line))) throw new Error(`${where}: a block mixes a paragraph with other Markdown: "${first}"`);
  return { kind: 'paragraph', text: fill(lines.join(' ')) };
}

/** Reads one content file; `where` names it in errors. */
export function parseMarkdownDocument(text: string, context: MarkdownContext, where: string): MarkdownDocument {
  const normalized = text.replace(/\r\n/g, '\n');
  const front = FRONT_MATTER.exec(normalized);
  if (!front) throw new Error(`${where}: no front matter (--- key: value --- at the top)`);
  const fields = Object.fromEntries(
    front[1].split('\n').map((line) => {
      const colon = line.indexOf(': ');
      if (colon < 1) throw new Error(`${where}: a front matter line is not "key: value": "${line}"`);
      return [line.slice(0, colon).trim(), context.fill(line.slice(colon + 2).trim())];
    }),
  );
  const blocks = normalized
    .slice(front[0].length)
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines) => parseBlock(lines, context, where));
  return { fields, blocks };
}
