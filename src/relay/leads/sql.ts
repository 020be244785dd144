/**
 * The little SQL the lead store needs, so one store (store.ts) runs on D1 in production and on an embedded SQLite
 * file under Node (sqlite.ts). Both speak SQLite; only the call shapes differ.
 */
export type SqlValue = string | number | null;

/** One statement that writes, with its parameters. */
export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

export interface SqlDatabase {
  /** Runs a statement that writes; `changes` is how many rows it touched. */
  run(sql: string, params?: SqlValue[]): Promise<{ changes: number }>;
  /** Runs a query and returns its rows. */
  all<Row>(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /**
   * Runs statements that write as one transaction, in order: all or none, under one deadline (decision 0046).
   * `changes` per statement.
   */
  batch(statements: SqlStatement[]): Promise<{ changes: number }[]>;
}

/** The part of Cloudflare's D1 binding the store uses. */
export interface D1Binding {
  prepare(sql: string): {
    bind(...values: SqlValue[]): D1Bound;
  };
  /** Runs bound statements as one SQL transaction: a failing one rolls the whole sequence back (D1 Worker API). */
  batch(statements: D1Bound[]): Promise<{ meta: { changes: number } }[]>;
}

interface D1Bound {
  run(): Promise<{ meta: { changes: number } }>;
  all<Row>(): Promise<{ results: Row[] }>;
}

export function d1Database(binding: D1Binding): SqlDatabase {
  return {
    async run(sql, params = []) {
      const result = await binding.prepare(sql).bind(...params).run();
      return { changes: result.meta.changes };
    },
    async all<Row>(sql: string, params: SqlValue[] = []) {
      return (await binding.prepare(sql).bind(...params).all<Row>()).results;
    },
    async batch(statements) {
      const results = await binding.batch(statements.map(({ sql, params }) => binding.prepare(sql).bind(...params)));
      return results.map((result) => ({ changes: result.meta.changes }));
    },
  };
}

export function isD1Binding(value: unknown): value is D1Binding {
  return typeof (value as Partial<D1Binding> | undefined)?.prepare === 'function';
}
