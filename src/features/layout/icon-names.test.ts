import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, ICON_SPRITE, PAGE_ICON_NAMES } from './icon-names';

const sprite = readFileSync(path.join(process.cwd(), 'public', ICON_SPRITE), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"/g)].map(([, id, viewBox]) => ({ id, viewBox }));

describe('icon sprite', () => {
  it('has exactly the icons the components can name, each once', () => {
    const expected = [...ICON_NAMES, ...PAGE_ICON_NAMES.map((name) => `page-${name}`)];
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...expected].sort());
  });

  it('draws UI icons on a 24 px grid and page pictograms on a 32 px grid', () => {
    for (const { id, viewBox } of symbols) expect(viewBox, id).toBe(id.startsWith('page-') ? '0 0 32 32' : '0 0 24 24');
  });

  it('is well-formed XML where a browser is strict: no "--" inside a comment, every element closed', () => {
    for (const [, comment] of sprite.matchAll(/<!--([\s\S]*?)-->/g)) expect(comment).not.toContain('--');
    const markup = sprite.replace(/<!--[\s\S]*?-->/g, '');
    const opening = markup.match(/<[a-z][^>]*(?<!\/)>/gi) ?? [];
    const closing = markup.match(/<\/[a-z]+>/gi) ?? [];
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.length).toBe(closing.length);
  });

  it('contains nothing that runs', () => {
    expect(sprite).not.toMatch(/<script|\son[a-z]+=|javascript:|<foreignObject/i);
  });
});
