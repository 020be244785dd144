import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * CSS Modules class names of five characters in the built site, instead of Next's `File_local__hash`
 * (docs/decisions/0037-short-class-names.md). A name is in a page's HTML once per element that wears it and in
 * its inlined CSS once per rule: the readable names were about 1.3 KB (brotli) of every post page, a tenth of it.
 * Development keeps Next's readable names.
 */

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789_`;
const LENGTH = 5;

/** The name of `local` in the module at `relativePath`: a letter, then four of letters, digits and `_`. */
export function shortClassName(relativePath: string, local: string): string {
  const digest = createHash('sha256').update(`${relativePath}#${local}`).digest();
  let name = FIRST[digest[0] % FIRST.length];
  for (let index = 1; index < LENGTH; index += 1) name += REST[digest[index] % REST.length];
  return name;
}

/** Every name given in this compilation, by the class it names: a second class on one name stops the build. */
const given = new Map<string, string>();

type LoaderContext = { rootContext: string; resourcePath: string };

/** css-loader's `modules.getLocalIdent`, with the arguments it passes. */
export function getShortLocalIdent(context: LoaderContext, _localIdentName: string, local: string): string {
  const relativePath = path.relative(context.rootContext, context.resourcePath).split(path.sep).join('/');
  const name = shortClassName(relativePath, local);
  const owner = `${relativePath}#${local}`;
  const previous = given.get(name);
  if (previous !== undefined && previous !== owner) {
    throw new Error(`CSS class name ${name} given to both ${previous} and ${owner}: change one of the two class names`);
  }
  given.set(name, owner);
  return name;
}

/** css-loader itself, by its package folder (not postcss-loader, whose name ends the same). */
const CSS_LOADER = /(^|[\\/])css-loader([\\/]|$)/;

type Rule = { oneOf?: Rule[]; rules?: Rule[]; use?: unknown };
type Loader = { loader?: string; options?: { modules?: { getLocalIdent?: unknown } } };

/**
 * Sets getShortLocalIdent on every css-loader of the webpack configuration that names CSS Modules classes (Next's
 * own rules, for the server and the browser compilations alike, so both name a class the same). Returns how many it
 * changed, so the caller can insist on finding them.
 */
export function giveShortClassNames(config: { module?: { rules?: unknown[] } }): number {
  let changed = 0;
  const visit = (rule: Rule) => {
    for (const child of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) if (child && typeof child === 'object') visit(child);
    if (!Array.isArray(rule.use)) return;
    for (const loader of rule.use as Loader[]) {
      if (loader?.options?.modules?.getLocalIdent && CSS_LOADER.test(loader.loader ?? '')) {
        loader.options.modules.getLocalIdent = getShortLocalIdent;
        changed += 1;
      }
    }
  };
  for (const rule of config.module?.rules ?? []) if (rule && typeof rule === 'object') visit(rule as Rule);
  return changed;
}
