/**
 * The little SQL the lead store needs, so one store (store.ts) runs on D1 in production and on an embedded SQLite
 * file under Node (sqlite.ts). Both speak SQLite; only the call shapes differ.
 */
export type SqlValue = string | number | null;

export interface SqlDatabase {
  /** Runs a statement that writes; `changes` is how many rows it touched. */
  run(sql: string, params?: SqlValue[]): Promise<{ changes: number }>;
  /** Runs a query and returns its rows. */
  all<Row>(sql: string, params?: SqlValue[]): Promise<Row[]>;
}

/** The part of Cloudflare's D1 binding the store uses. */
export interface D1Binding {
  prepare(sql: string): {
    bind(...values: SqlValue[]): {
      run(): Promise<{ meta: { changes: number } }>;
      all<Row>(): Promise<{ results: Row[] }>;
    };
  };
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
  };
}

export function isD1Binding(value: unknown): value is D1Binding {
  return typeof (value as Partial<D1Binding> | undefined)?.prepare === 'function';
}
