import { describe, expect, it } from 'vitest';
import { getShortLocalIdent, giveShortClassNames, shortClassName } from './short-class-names';

const context = (file: string) => ({ rootContext: '/site', resourcePath: `/site/${file}` });

describe('short CSS Modules class names', () => {
  it('are five characters, start with a letter and need no escaping in a selector', () => {
    for (const local of ['root', 'title', 'button', 'a', 'very-long-class-name']) {
      expect(shortClassName('src/features/x/X.module.css', local)).toMatch(/^[a-zA-Z][a-zA-Z0-9_]{4}$/);
    }
  });

  it('name a class the same in every compilation, and classes of other modules or names differently', () => {
    const name = getShortLocalIdent(context('src/a/A.module.css'), '', 'title');
    expect(getShortLocalIdent(context('src/a/A.module.css'), '', 'title')).toBe(name);
    expect(getShortLocalIdent(context('src/b/B.module.css'), '', 'title')).not.toBe(name);
    expect(getShortLocalIdent(context('src/a/A.module.css'), '', 'text')).not.toBe(name);
  });

  it('give every class of the site its own name', () => {
    const names = new Set<string>();
    for (let file = 0; file < 200; file += 1) for (let local = 0; local < 30; local += 1) names.add(shortClassName(`src/f${file}.module.css`, `c${local}`));
    expect(names.size).toBe(6000);
  });

  it('replace the naming of every css-loader that names modules, nested in oneOf, and no other loader', () => {
    const named = { loader: '/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: { getLocalIdent: () => 'Readable_name__hash' } } };
    const plain = { loader: '/next/dist/build/webpack/loaders/css-loader/src/index.js', options: {} };
    const other = { loader: 'postcss-loader', options: { modules: { getLocalIdent: () => 'x' } } };
    const config = { module: { rules: [{ oneOf: [{ use: [named, plain, other] }, { rules: [{ use: [structuredClone(plain)] }] }] }] } };
    expect(giveShortClassNames(config)).toBe(1);
    expect(named.options.modules.getLocalIdent).toBe(getShortLocalIdent);
    expect(other.options.modules.getLocalIdent).not.toBe(getShortLocalIdent);
    expect(giveShortClassNames({ module: { rules: [] } })).toBe(0);
  });
});
