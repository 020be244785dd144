import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Which texts of `common` (the namespace every page carries) the browser's scripts can read, found in the scripts
 * themselves: what only static parts render is cut from the browser bundle (`BROWSER_BUNDLE`, Static.tsx) or never
 * runs there, and a text no script names is build-only on every page (docs/decisions/0055-one-home-for-the-page-pipeline.md).
 * Minifiers keep string literals as written, so a key a script reads is in its text: whole (`t("header.skipToContent")`,
 * `t("common:header.homeCrumb")`), or as the literal head of a key built at run time (`` t(`services.${page}.label`) ``),
 * or as the parent object it reads. A key built from no literal head would not be seen; the browser's reader then
 * finds no text and says so in the console (bundle/browser-i18next.ts), which every browser test fails on.
 */

const QUOTES = ['"', "'", '`'];

/** The ways a script's text can name `key` (a dotted path of `common`), with or without the namespace. */
function mentions(key: string): string[] {
  const parts = key.split('.');
  const needles: string[] = [];
  for (const name of [key, `common:${key}`]) for (const quote of QUOTES) needles.push(quote + name + quote);
  for (let length = 1; length < parts.length; length += 1) {
    const parent = parts.slice(0, length).join('.');
    for (const name of [parent, `common:${parent}`]) {
      // The head of a key built at run time: `"services.".concat(page)` or `` `services.${page}` ``.
      for (const quote of QUOTES) needles.push(`${quote}${name}.${quote}`);
      needles.push(`\`${name}.\${`);
      // A nested object read whole; a one-word parent (`header`) is too common a string to mean a text.
      if (length > 1) for (const quote of QUOTES) needles.push(quote + name + quote);
    }
  }
  return needles;
}

/** Whether the browser's scripts (their text, joined) can read text `key` of `common`. */
export function browserReadsText(scripts: string, key: string): boolean {
  return mentions(key).some((needle) => scripts.includes(needle));
}

/** The dotted paths of every text (leaf) in a namespace's tree. */
export function textKeys(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([name, value]) =>
    value !== null && typeof value === 'object' ? textKeys(value as Record<string, unknown>, `${prefix}${name}.`) : [prefix + name],
  );
}

/** The text of every script Next wrote for the browser (`_next/static/**.js`, lazy chunks included). */
export async function browserScripts(outDir: string): Promise<string> {
  const dir = path.join(outDir, '_next', 'static');
  const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((file) => file.endsWith('.js'));
  if (files.length === 0) throw new Error(`No browser scripts in ${dir}: did Next move them? The build-only texts cannot be known`);
  return (await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))).join('\n');
}
