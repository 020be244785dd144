import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, ICON_SPRITE, PAGE_ICON_NAMES, PAGE_ICON_SPRITE } from './icon-names';

const sprites = [
  { file: ICON_SPRITE, ids: [...ICON_NAMES], viewBox: '0 0 24 24' },
  { file: PAGE_ICON_SPRITE, ids: PAGE_ICON_NAMES.map((name) => `page-${name}`), viewBox: '0 0 32 32' },
];

describe.each(sprites)('icon sprite $file', ({ file, ids, viewBox }) => {
  const sprite = readFileSync(path.join(process.cwd(), 'public', file), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"/g)].map(([, id, box]) => ({ id, viewBox: box }));

  it('has exactly the icons the components can name from it, each once', () => {
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...ids].sort());
  });

  it(`draws every icon on the sprite's grid (${viewBox})`, () => {
    for (const symbol of symbols) expect(symbol.viewBox, symbol.id).toBe(viewBox);
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
