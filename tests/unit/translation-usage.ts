/**
 * The translation keys the code uses, found by reading the source as text. No TypeScript parser: the code names its
 * keys in a few regular ways, and tsc already checks that each key exists (src/lib/i18n/resources.ts); this only has
 * to tell which keys are used. The rules:
 *
 * - A translate function is a name bound in the file by `const { t } = useTranslation(ns)` (also `{ t: tCommon }`),
 *   `const t = i18n.getFixedT(lng, ns)` or a parameter typed `TFunction<ns>`. A call uses keys in the namespaces of
 *   the nearest binding of its name above it; no namespace means `common`, the default one.
 * - A namespace is a string literal or a constant (`const NS = 'careers'` in the file, or exported by any file).
 *   Anything else is the prop of a component that reads the namespace it is given (InnerPage, ClosingCta,
 *   OverviewSection): it stands for every namespace the code passes to that component as `namespace=`.
 * - The keys of a call are the string and template literals of its first argument (both sides of a ternary).
 *   `ns:key` names its namespace; other keys are in the first namespace of the binding, as i18next reads them.
 * - `${…}` in a template is one key segment, unless it names a `const` string or template of the file, which is
 *   substituted (`const key = \`hero.slides.${slide.id}\``; then `t(\`${key}.title\`)`). A key that is nothing but
 *   `${…}` tells nothing and is skipped.
 * - A key also uses its plural forms (`_one`, `_other`…) and everything under it: `t('list', { returnObjects: true })`
 *   reads the list whole.
 * - A file that types data as `ParseKeys<'ns'>` (keys held in a list, e.g. the main navigation) uses every string
 *   literal it holds as a key of `ns`.
 * - `untypedKey<'ns'>(\`…\`)` (src/lib/i18n/untyped-key.ts) uses its pattern in `ns`; such uses are `untyped`.
 * - `i18nKey="…"` (react-i18next's Trans) is read like a call of the nearest translate function above it.
 * - A namespace imported as a JSON module (`import texts from '…/locales/<lng>/<ns>.json'`, not `import type`) is read
 *   directly: all its keys are used.
 */

export type SourceFile = { path: string; text: string };

export type KeyUse = {
  namespaces: readonly string[];
  /** Matches the flattened keys (`a.b.c`, `list.0`) the use covers. */
  pattern: RegExp;
  /** `file:line`, for messages. */
  where: string;
  /** Built from a value the types do not check, so the pattern must match keys that exist. */
  untyped: boolean;
};

/** A translate function's name, where it is bound, and the namespaces its unprefixed keys are looked up in. */
type Binding = { name: string; at: number; namespaces: readonly string[] };

const DEFAULT_NS = 'common';
/** Stands for the namespace a component receives as its `namespace` prop. */
const PROP_NS = Symbol('namespace prop');
const PLURAL_SUFFIX = '(?:_(?:zero|one|two|few|many|other))?';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineOf = (file: SourceFile, at: number) => `${file.path}:${file.text.slice(0, at).split('\n').length}`;
const matches = (text: string, regex: RegExp) => [...text.matchAll(regex)];

/** The key `template` (`services.${page}.label`) as a pattern covering its plural forms and everything under it. */
export function keyPattern(template: string): RegExp {
  const parts = template.split(/\$\{[^}]*\}/).map(escape);
  return new RegExp(`^${parts.join('[^.]+')}${PLURAL_SUFFIX}(?:\\..+)?$`);
}

/** `const NAME = 'value'` (and `export const`) declarations: the namespace constants. */
function stringConstants(text: string, exportedOnly = false): Map<string, string> {
  const regex = exportedOnly ? /export\s+const\s+(\w+)\s*=\s*'([^']*)'/g : /const\s+(\w+)\s*=\s*'([^']*)'/g;
  return new Map(matches(text, regex).map((m) => [m[1], m[2]]));
}

/** The text of the call argument that starts at `start`, up to its `,` or `)`, skipping nested brackets and strings. */
function firstArgument(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === "'" || char === '"' || char === '`') {
      const close = text.indexOf(char, i + 1);
      if (close < 0) break;
      i = close;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return text.slice(start, i);
      depth--;
    } else if (char === ',' && depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

type Resolver = (name: string) => string | typeof PROP_NS;

/**
 * The namespaces `useTranslation(…)`, `getFixedT(lng, …)` or `TFunction<…>` look unprefixed keys up in: the first
 * one given (a prop: each namespace passed as one), or `common` when none is given.
 */
function namespacesOf(args: string, resolve: Resolver, passed: readonly string[]): readonly string[] {
  const first = /'([^']*)'|"([^"]*)"|([A-Za-z_$][\w$]*)/.exec(args);
  if (!first) return [DEFAULT_NS];
  if (first[3] === undefined) return [first[1] ?? first[2]];
  const resolved = resolve(first[3]);
  return resolved === PROP_NS ? passed : [resolved];
}

function bindings(text: string, resolve: Resolver, passed: readonly string[]): Binding[] {
  const found: Binding[] = [];
  const add = (name: string, at: number, args: string) => found.push({ name, at, namespaces: namespacesOf(args, resolve, passed) });
  for (const m of matches(text, /\{([^{}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g)) {
    for (const entry of m[1].split(',')) {
      const t = /^\s*t(?:\s*:\s*(\w+))?\s*$/.exec(entry);
      if (t) add(t[1] ?? 't', m.index, m[2]);
    }
  }
  for (const m of matches(text, /(\w+)\s*=\s*(?:await\s+)?[\w.]*getFixedT\([^,)]*,?([^)]*)\)/g)) add(m[1], m.index, m[2]);
  for (const m of matches(text, /(\w+)\s*:\s*TFunction\b(?:<([^>]*)>)?/g)) add(m[1], m.index, m[2] ?? '');
  return found.sort((a, b) => a.at - b.at);
}

/** Substitutes `${name}` for the file's `const name = \`…\`` or `'…'` declared nearest above `at`. */
function substituteConstants(template: string, text: string, at: number): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    const declarations = matches(text.slice(0, at), new RegExp(`const\\s+${name}\\s*=\\s*(?:\`([^\`]*)\`|'([^']*)')`, 'g'));
    const nearest = declarations.at(-1);
    return nearest ? substituteConstants(nearest[1] ?? nearest[2], text, nearest.index) : whole;
  });
}

/** Every key use in `files`; `namespaces` are the namespaces that exist, to tell `ns:key` from a plain key. */
export function keyUses(files: readonly SourceFile[], namespaces: readonly string[]): KeyUse[] {
  const exported = new Map(files.flatMap((file) => [...stringConstants(file.text, true)]));
  const resolverOf = (text: string): Resolver => {
    const local = stringConstants(text);
    return (name) => local.get(name) ?? exported.get(name) ?? PROP_NS;
  };
  // `<InnerPage namespace={NS}>`: component name → the namespaces the code passes it.
  const passedTo = new Map<string, string[]>();
  for (const file of files) {
    const resolve = resolverOf(file.text);
    for (const m of matches(file.text, /<(\w+)\s[^>]*?\bnamespace=(?:"([^"]+)"|\{(\w+)\})/g)) {
      const namespace = m[2] ?? resolve(m[3]);
      if (typeof namespace === 'string') passedTo.set(m[1], [...(passedTo.get(m[1]) ?? []), namespace]);
    }
  }

  const uses: KeyUse[] = [];
  for (const file of files) {
    const { text } = file;
    // A `namespace` prop read in this file holds whatever is passed to the components the file defines.
    const passed = matches(text, /export\s+function\s+(\w+)/g).flatMap((m) => passedTo.get(m[1]) ?? []);
    const scope = bindings(text, resolverOf(text), passed);
    const addKey = (literal: string, binding: Binding | undefined, at: number) => {
      const prefixed = /^([\w-]+):(.*)$/s.exec(literal);
      const [keyNamespaces, key] =
        prefixed && namespaces.includes(prefixed[1]) ? [[prefixed[1]], prefixed[2]] : [binding?.namespaces ?? [DEFAULT_NS], literal];
      const template = substituteConstants(key, text, at);
      // A key that is nothing but `${…}` (`t(\`common:${section}\`)`) could be any key: it tells nothing.
      if (/^(?:\$\{[^}]*\}|\.)*$/.test(template)) return;
      uses.push({ namespaces: keyNamespaces, pattern: keyPattern(template), where: lineOf(file, at), untyped: false });
    };

    for (const name of new Set(scope.map((binding) => binding.name))) {
      for (const call of matches(text, new RegExp(`(?<![\\w$.])${name}\\(`, 'g'))) {
        const binding = scope.filter((b) => b.name === name && b.at < call.index).at(-1);
        if (!binding) continue;
        const argument = firstArgument(text, call.index + call[0].length);
        for (const literal of matches(argument, /'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
          addKey(literal[1] ?? literal[2] ?? literal[3], binding, call.index);
        }
      }
    }
    for (const m of matches(text, /i18nKey=(?:"([^"]*)"|\{\s*['"`]([^'"`]*)['"`]\s*\})/g)) {
      addKey(m[1] ?? m[2], scope.filter((b) => b.at < m.index).at(-1), m.index);
    }
    for (const m of matches(text, /ParseKeys<\s*'([\w-]+)'\s*>/g)) {
      for (const literal of matches(text, /'([^'\n]+)'/g)) {
        uses.push({ namespaces: [m[1]], pattern: keyPattern(literal[1]), where: lineOf(file, literal.index), untyped: false });
      }
    }
    for (const m of matches(text, /untypedKey<\s*'([^']+)'\s*>\(\s*`([^`]*)`/g)) {
      uses.push({ namespaces: [m[1]], pattern: keyPattern(substituteConstants(m[2], text, m.index)), where: lineOf(file, m.index), untyped: true });
    }
    for (const m of matches(text, /^import\s+(?!type\b)\w+\s+from\s+['"][^'"]*\/locales\/[\w-]+\/([\w-]+)\.json['"]/gm)) {
      uses.push({ namespaces: [m[1]], pattern: /^/, where: lineOf(file, m.index), untyped: false });
    }
  }
  return uses;
}

export function isUsed(uses: readonly KeyUse[], namespace: string, key: string): boolean {
  return uses.some((use) => use.namespaces.includes(namespace) && use.pattern.test(key));
}
