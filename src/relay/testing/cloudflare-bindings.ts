/**
 * Stand-ins for the Worker's D1 and Queue bindings in unit tests, shaped like Cloudflare's API: D1 over a real
 * in-memory SQLite database with the real migrations, and a queue that records what was sent. The real bindings
 * run in the workerd tier (tests/workerd).
 */
import { openSqlite } from '../leads/sqlite';
import type { SqlValue } from '../leads/sql';
import type { LeadMessage, QueueBatch, QueueBinding, QueueMessage } from '../leads/worker';

export function sqliteD1() {
  const db = openSqlite(':memory:');
  const bound = (sql: string, values: SqlValue[]) => ({
    statement: { sql, params: values },
    run: async () => ({ meta: { changes: (await db.run(sql, values)).changes } }),
    all: async <Row>() => ({ results: await db.all<Row>(sql, values) }),
  });
  return {
    db,
    binding: {
      prepare: (sql: string) => ({ bind: (...values: SqlValue[]) => bound(sql, values) }),
      // D1 runs a batch as one transaction; so does the SQLite underneath.
      batch: async (statements: ReturnType<typeof bound>[]) =>
        (await db.batch(statements.map((one) => one.statement))).map(({ changes }) => ({ meta: { changes } })),
    },
  };
}

/** A queue that keeps what was sent; `batch()` hands it to a consumer and records each message's ack or retry. */
export function recordingQueue(name: string) {
  const sent: { body: LeadMessage; delaySeconds?: number }[] = [];
  const binding: QueueBinding = {
    async send(body, options) {
      sent.push({ body, delaySeconds: options?.delaySeconds });
    },
    async sendBatch(messages) {
      for (const { body } of messages) sent.push({ body });
    },
  };
  /** Takes every sent message off the queue as one batch. */
  function batch(queue = name) {
    const outcomes: ({ acked: true } | { retried: { delaySeconds?: number } })[] = [];
    const messages: QueueMessage[] = sent.splice(0).map(({ body }, index) => ({
      body,
      ack: () => void (outcomes[index] = { acked: true }),
      retry: (options = {}) => void (outcomes[index] = { retried: options }),
    }));
    return { batch: { queue, messages } satisfies QueueBatch, outcomes };
  }
  return { binding, sent, batch };
}
