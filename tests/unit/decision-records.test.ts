import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionRecordProblems, RECORD_FILE } from './decision-records';

const folder = path.resolve(__dirname, '../../docs/decisions');

function repositoryRecords(): Map<string, string> {
  const files = readdirSync(folder).filter((file) => file !== 'README.md' && file.endsWith('.md'));
  return new Map(files.map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]));
}

const sample = (status: string, opening = '') =>
  `# 0002 A later decision\n\nStatus: ${status}\n\n${opening ? `${opening}\n\n` : ''}**Context.** Why.\n`;
const FIRST = '0001-first.md';
const SECOND = '0002-second.md';
/** An index whose status column agrees with the first record's, unless told otherwise. */
const indexFor = (first: string, firstStatus = /Status: (superseded by) \[(\d{4})\]/.exec(first)?.slice(1).join(' ') ?? 'standing') =>
  `| [0001](${FIRST}) | first | ${firstStatus} |\n| [0002](${SECOND}) | second | standing |\n`;
const problemsOf = (first: string, second: string, index = indexFor(first)) =>
  decisionRecordProblems(new Map([[FIRST, first], [SECOND, second]]), index, () => true);

describe('decision records (docs/decisions/README.md)', () => {
  it('every record has a title, a status, two-way links to the records it changes, and a line in the index', () => {
    const records = repositoryRecords();
    expect(records.size).toBeGreaterThan(40);
    expect([...records.keys()].filter((file) => !RECORD_FILE.test(file))).toEqual([]);
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    expect(decisionRecordProblems(records, index, (relative) => existsSync(path.join(folder, relative)))).toEqual([]);
  });

  it('accepts a superseded record and the record that supersedes it when each names the other', () => {
    const first = `# 0001 First\n\nStatus: superseded by [0002](${SECOND}).\n\n**Context.** Why.\n`;
    const second = sample('standing.', `Supersedes [0001](${FIRST}).`);
    expect(problemsOf(first, second)).toEqual([]);
  });

  it('refuses a record without a status line', () => {
    expect(problemsOf(`# 0001 First\n\n**Context.** Why.\n`, sample('standing.'))).toEqual([
      `${FIRST}: the line after the title is not "Status: …"`,
    ]);
  });

  it('refuses a title whose number is not the file name', () => {
    expect(problemsOf(`# 0003 First\n\nStatus: standing.\n`, sample('standing.'))).toEqual([
      `${FIRST}: title number 0003 is not the file's 0001`,
    ]);
  });

  it('refuses a superseded record whose successor does not exist', () => {
    const first = `# 0001 First\n\nStatus: superseded by [0009](0009-missing.md).\n`;
    expect(problemsOf(first, sample('standing.'))).toEqual([`${FIRST}: links 0009-missing.md, which does not exist`]);
  });

  it('refuses a superseding record that the old one does not point to, and the reverse', () => {
    expect(problemsOf(`# 0001 First\n\nStatus: standing.\n`, sample('standing.', `Extends [0001](${FIRST}).`))).toEqual([
      `${SECOND}: says it supersedes or extends ${FIRST}, whose status does not name ${SECOND}`,
    ]);
    expect(problemsOf(`# 0001 First\n\nStatus: superseded by [0002](${SECOND}).\n`, sample('standing.'))).toEqual([
      `${FIRST}: its status names ${SECOND}, whose opening does not say it supersedes or extends ${FIRST}`,
    ]);
  });

  it('refuses a status that says neither standing nor superseded', () => {
    expect(problemsOf(`# 0001 First\n\nStatus: edited later.\n`, sample('standing.'))).toEqual([
      `${FIRST}: status is neither "standing" nor "superseded by [NNNN](…)": edited later.`,
    ]);
  });

  it('refuses an index whose status column says otherwise than the record', () => {
    const first = `# 0001 First\n\nStatus: superseded by [0002](${SECOND}).\n`;
    const second = sample('standing.', `Supersedes [0001](${FIRST}).`);
    expect(problemsOf(first, second, indexFor(first, 'standing'))).toEqual([`README.md: the status of ${FIRST} is not the record's ("standing")`]);
    expect(problemsOf(first, second, indexFor(first, 'superseded by 0002'))).toEqual([]);
  });

  it('refuses an index that leaves a record out', () => {
    expect(problemsOf(`# 0001 First\n\nStatus: standing.\n`, sample('standing.'), indexFor('').split('\n')[0])).toEqual([
      `README.md lists ${SECOND} 0 times, not once`,
    ]);
  });
});
