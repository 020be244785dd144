/**
 * Documents that live outside this repository, which a reader of a clone cannot open: the session's shared notes
 * and specification. Their facts belong in docs/ (the providers' contracts in docs/services.md).
 */
const OUTSIDE = [
  { name: 'a path into ../shared', pattern: /\.\.\/shared\b|\/work\/shared\b/ },
  { name: 'SERVICES.md', pattern: /\bSERVICES\.md\b/ },
  { name: 'site-spec.md', pattern: /\bsite-spec(\.md)?\b/ },
  { name: 'STACK-NOTES', pattern: /\bSTACK-NOTES\b/ },
];

/** Each reference to a document outside the repository in one file's text, as `file:line: what`. */
export function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of OUTSIDE) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${name}`);
  });
  return found;
}
