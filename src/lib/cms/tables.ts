/** How a post's tables are wrapped: the box's class and the name a screen reader gives a table without a caption. */
export interface TableRegion {
  className: string;
  label: string;
}

const TABLE = /<table\b[^>]*>[\s\S]*?<\/table>/g;
const CAPTION = /<caption\b[^>]*>([\s\S]*?)<\/caption>/;

/** Text of clean HTML, made fit for a double-quoted attribute (entities stay as the sanitizer wrote them). */
const attributeText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().replace(/"/g, '&quot;');

/**
 * Wraps every table of a clean body in a box that scrolls sideways on its own, so a wide table (a fee comparison
 * of eight columns) keeps readable columns on a phone instead of squeezing them, and never widens the page. The
 * box is a named, focusable region (role=region, aria-label from the table's caption or `label`, tabindex=0):
 * keyboard users reach it with Tab and scroll it with the arrow keys. Reads sanitize-html's output, where tables
 * do not nest inside tables (the sanitizer closes them) and attributes are double-quoted.
 */
export function withScrollableTables(cleanHtml: string, region: TableRegion): string {
  return cleanHtml.replace(TABLE, (table) => {
    const caption = CAPTION.exec(table);
    const label = (caption && attributeText(caption[1])) || attributeText(region.label);
    return `<div class="${region.className}" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
  });
}
