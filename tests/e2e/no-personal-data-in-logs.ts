import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Global teardown of the browser tests: every value a test visitor typed (what the relay wrote to the outbox) must
 * be absent from the server's log of the whole run (test-results/server.log, written by the web server command).
 * Matching ignores case, so "MARÍA" does not slip past "María".
 */
export const SERVER_LOG = path.resolve(__dirname, '../../test-results/server.log');
export const OUTBOX = path.resolve(__dirname, '../../test-results/outbox');

/** The personal values of one outbox message: strings of at least 4 characters under the fields a visitor fills. */
function personalValues(message: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/name|email|phone|message/i.test(key) && value.trim().length >= 4) found.push(value.trim());
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(message, '');
  return found;
}

export default async function noPersonalDataInLogs() {
  const files = (await readdir(OUTBOX).catch(() => [])).filter((name) => name.endsWith('.json'));
  // Nothing sent means nothing to look for: a run of a few specs need not post a form.
  if (files.length === 0) return;
  const values = new Set<string>();
  for (const file of files) {
    for (const value of personalValues(JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')))) values.add(value);
  }
  const log = (await readFile(SERVER_LOG, 'utf8')).toLowerCase();
  const leaked = [...values].filter((value) => log.includes(value.toLowerCase()));
  if (leaked.length > 0) {
    throw new Error(`The server log holds what test visitors typed (${leaked.length} values), e.g. ${JSON.stringify(leaked[0])}: see ${SERVER_LOG}`);
  }
  console.log(`Server log checked: none of ${values.size} values typed by test visitors in ${files.length} messages appears in it`);
}
