import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_BINDING } from '../adapters/cloudflare';
import { LANGUAGES } from '../../lib/i18n/languages';
import { confirmPagePath } from '../newsletter/paths';
import { MAX_DELIVERY_ATTEMPTS } from './delivery';
import { MIGRATIONS_DIR } from './sqlite';
import { LEADS_DB_BINDING, LEADS_DEAD_LETTER_QUEUE, LEADS_QUEUE_BINDING } from './worker';

const root = path.resolve(import.meta.dirname, '../../..');

interface WranglerConfig {
  main: string;
  assets: { directory: string; binding: string; not_found_handling: string; run_worker_first: string[] };
  d1_databases: { binding: string; migrations_dir: string }[];
  queues: { producers: { binding: string; queue: string }[]; consumers: { queue: string; max_retries?: number; dead_letter_queue?: string }[] };
  triggers: { crons: string[] };
  ratelimits: { name: string }[];
}
const config = parse(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')) as unknown as WranglerConfig;

describe('wrangler.toml: the production Worker matches the code', () => {
  it('serves out/ and runs the Worker for the relay only', () => {
    expect(config.main).toBe('src/worker.ts');
    expect(config.assets).toMatchObject({ directory: 'out', binding: 'ASSETS', not_found_handling: '404-page' });
    expect(config.assets.run_worker_first).toContain('/api/*');
  });

  it("runs the Worker for every newsletter confirmation page, whose button's POST is the relay's (decision 0039)", () => {
    for (const lang of LANGUAGES) expect(config.assets.run_worker_first).toContain(confirmPagePath(lang));
  });

  it('binds the D1 database with the migrations the Node store applies too', () => {
    const [db] = config.d1_databases;
    expect(db.binding).toBe(LEADS_DB_BINDING);
    expect(path.resolve(root, db.migrations_dir)).toBe(MIGRATIONS_DIR);
    expect(readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length).toBeGreaterThan(0);
  });

  it('produces to and consumes the lead queue, with more retries than the code makes attempts, then the dead-letter queue', () => {
    const [producer] = config.queues.producers;
    expect(producer.binding).toBe(LEADS_QUEUE_BINDING);
    const consumer = config.queues.consumers.find((c) => c.queue === producer.queue)!;
    expect(consumer.max_retries).toBeGreaterThan(MAX_DELIVERY_ATTEMPTS);
    expect(consumer.dead_letter_queue).toBe(LEADS_DEAD_LETTER_QUEUE);
    expect(config.queues.consumers.map((c) => c.queue)).toContain(LEADS_DEAD_LETTER_QUEUE);
  });

  it('runs the schedule at least every 15 minutes and binds the accepted-post limiter', () => {
    expect(config.triggers.crons).toEqual(['*/15 * * * *']);
    expect(config.ratelimits.map((r) => r.name)).toEqual([RATE_LIMIT_BINDING]);
  });
});
