import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideReferences } from './outside-references';

const root = path.resolve(__dirname, '../..');
/** The two files that must name them: the list of what is refused, and this test of it. */
const SELF = new Set(['tests/unit/outside-references.ts', 'tests/unit/outside-references.test.ts']);

function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0');
  return files.filter((file) => file && !SELF.has(file));
}

describe('no reference to a document outside the repository', () => {
  it('no tracked file cites ../shared, SERVICES.md, site-spec.md or STACK-NOTES', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const bytes = readFileSync(path.join(root, file));
      return bytes.includes(0) ? [] : outsideReferences(file, bytes.toString('utf8'));
    });
    expect(found).toEqual([]);
  });

  it('finds each kind, and not docs/services.md', () => {
    const text = [
      'see ../shared/STACK-NOTES.md',
      '(SERVICES.md, section 3)',
      'the spec (site-spec.md §4)',
      'docs/services.md has the contract',
    ].join('\n');
    expect(outsideReferences('x.ts', text)).toEqual([
      'x.ts:1: a path into ../shared',
      'x.ts:1: STACK-NOTES',
      'x.ts:2: SERVICES.md',
      'x.ts:3: site-spec.md',
    ]);
  });
});
