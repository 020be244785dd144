import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize';
import { withScrollableTables } from './tables';

const REGION = { className: 'scroll', label: 'Tabla' };

describe('withScrollableTables', () => {
  it('wraps each table in a focusable region named by the generic label when it has no caption', () => {
    const html = sanitizePostHtml('<p>Fees</p><table><tr><td>A</td></tr></table><table><tr><td>B</td></tr></table>');
    const wrapped = withScrollableTables(html, REGION);
    expect(wrapped.match(/<div class="scroll" role="region" aria-label="Tabla" tabindex="0"><table>/g)).toHaveLength(2);
    expect(wrapped).toContain('<p>Fees</p>');
    expect(wrapped.replace(/<div class="scroll"[^>]*>|<\/div>/g, '')).toBe(html);
  });

  it("names the region by the table's caption, as plain text safe in an attribute", () => {
    const html = sanitizePostHtml('<table><caption>Fees "2026" &amp; <em>costs</em></caption><tr><td>1</td></tr></table>');
    expect(withScrollableTables(html, REGION)).toContain('aria-label="Fees &quot;2026&quot; &amp; costs"');
  });

  it('leaves a body without tables as it is', () => {
    const html = sanitizePostHtml('<p>No table</p>');
    expect(withScrollableTables(html, REGION)).toBe(html);
  });
});
