import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';

/**
 * Reads the local D1 database of a `wrangler dev --persist-to DIR` straight from its SQLite file, read-only, for the
 * tests' polls. `wrangler d1 execute --local` (src/operator/d1-execute.ts, which the tier still uses for its
 * writes and a few reads) starts wrangler and a workerd for every statement: 1.2 s of a core each, many times a
 * test. The file is in write-ahead-log mode, so a reader beside the running Worker sees every committed write.
 * Miniflare keeps it as the one `*.sqlite` beside its metadata.sqlite; a change of that layout fails here, loudly.
 */
export function readLocalD1<Row = Record<string, unknown>>(persistTo: string, sql: string): Row[] {
  const dir = path.join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database file in ${dir}, found ${files.length}`);
  const db = new Database(path.join(dir, files[0]), { readonly: true });
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}
