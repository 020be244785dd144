/**
 * The rules of docs/decisions/README.md that a machine can check: each record has a title and a status line, the
 * records a status line names exist and name this one back in their opening (and the other way round), every link
 * between records resolves, and the index lists each record once.
 */

/** A record file: `NNNN-slug.md`. */
export const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
const RECORD_LINK = /\[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\)/g;
const OPENING_VERB = /^(Supersedes|Replaces|Extends)\b/;

interface Parsed {
  number: string;
  /** The status line's text after `Status: `, its lines joined. */
  status: string;
  /** The paragraphs between the status line and the context: what this record supersedes, replaces or extends. */
  opening: string[];
  body: string;
}

function parse(file: string, text: string, problems: string[]): Parsed | undefined {
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) {
    problems.push(`${file}: not named NNNN-slug.md`);
    return undefined;
  }
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  const title = /^# (\d{4}):? \S/.exec(paragraphs[0] ?? '');
  if (!title) problems.push(`${file}: no title line "# ${number} …"`);
  else if (title[1] !== number) problems.push(`${file}: title number ${title[1]} is not the file's ${number}`);
  const statusParagraph = paragraphs[1] ?? '';
  if (!statusParagraph.startsWith('Status: ')) {
    problems.push(`${file}: the line after the title is not "Status: …"`);
    return undefined;
  }
  const status = statusParagraph.slice('Status: '.length).replace(/\s*\n\s*/g, ' ');
  if (!/^(standing[.;]|superseded by \[\d{4}\])/.test(status)) {
    problems.push(`${file}: status is neither "standing" nor "superseded by [NNNN](…)": ${status}`);
  }
  const opening: string[] = [];
  for (const paragraph of paragraphs.slice(2)) {
    if (/^(\*\*|#)/.test(paragraph)) break;
    opening.push(paragraph.replace(/\s*\n\s*/g, ' '));
  }
  for (const paragraph of opening) {
    if (!OPENING_VERB.test(paragraph)) problems.push(`${file}: an opening line that is not Supersedes/Replaces/Extends: ${paragraph.slice(0, 60)}`);
  }
  return { number, status, opening, body: text };
}

const linkedRecords = (text: string) => [...text.matchAll(RECORD_LINK)].map((match) => ({ number: match[1], file: match[2] }));

/**
 * What breaks the rules, one sentence each; empty when all hold. `records` maps file names to their text;
 * `fileExists` answers for links that leave the folder (`../cms-contract.md`), relative to it.
 */
export function decisionRecordProblems(
  records: ReadonlyMap<string, string>,
  index: string,
  fileExists: (relativePath: string) => boolean,
): string[] {
  const problems: string[] = [];
  const parsed = new Map<string, Parsed>();
  const fileOf = new Map<string, string>();
  for (const [file, text] of records) {
    const record = parse(file, text, problems);
    if (!record) continue;
    if (fileOf.has(record.number)) problems.push(`${file}: number ${record.number} also used by ${fileOf.get(record.number)}`);
    parsed.set(file, record);
    fileOf.set(record.number, file);
  }

  for (const [file, text] of records) {
    for (const [, target] of text.matchAll(LINK)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('#') || target === '…') continue;
      const path = target.split('#')[0];
      if (RECORD_FILE.test(path) ? !records.has(path) : !fileExists(path)) problems.push(`${file}: links ${target}, which does not exist`);
    }
    for (const link of linkedRecords(text)) {
      if (fileOf.get(link.number) !== undefined && fileOf.get(link.number) !== link.file) {
        problems.push(`${file}: [${link.number}] points at ${link.file}, not at ${fileOf.get(link.number)}`);
      }
    }
  }

  for (const [file, record] of parsed) {
    for (const link of linkedRecords(record.status)) {
      const other = parsed.get(link.file);
      if (other && !other.opening.some((paragraph) => linkedRecords(paragraph).some((back) => back.file === file))) {
        problems.push(`${file}: its status names ${link.file}, whose opening does not say it supersedes or extends ${file}`);
      }
    }
    for (const paragraph of record.opening) {
      for (const link of linkedRecords(paragraph)) {
        const other = parsed.get(link.file);
        if (other && !linkedRecords(other.status).some((back) => back.file === file)) {
          problems.push(`${file}: says it supersedes or extends ${link.file}, whose status does not name ${file}`);
        }
      }
    }
  }

  const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \|.*\| ([^|]*) \|$/gm)];
  const listed = rows.map((match) => match[2]);
  for (const [, , file, indexStatus] of rows) {
    const record = parsed.get(file);
    if (!record) continue;
    const replacedBy = /^superseded by \[(\d{4})\]/.exec(record.status)?.[1];
    const indexReplacedBy = /^superseded by (\d{4})/.exec(indexStatus)?.[1];
    if (replacedBy !== indexReplacedBy) problems.push(`README.md: the status of ${file} is not the record's ("${indexStatus}")`);
  }
  for (const file of records.keys()) {
    const times = listed.filter((entry) => entry === file).length;
    if (times !== 1) problems.push(`README.md lists ${file} ${times} times, not once`);
  }
  for (const entry of listed) if (!records.has(entry)) problems.push(`README.md lists ${entry}, which does not exist`);
  return problems;
}
