/**
 * The lead pipeline on Cloudflare: D1 holds the leads, a Queue delivers them (its consumer is this Worker's
 * `queue` handler), and the cron trigger runs the schedule. Names and limits match wrangler.toml (a unit test
 * compares them).
 */
import type { LeadSettings } from '../config';
import type { LogLine } from '../providers/types';
import type { LeadSenders } from './delivery';
import type { LeadIntake } from './intake';
import { createLeadPipeline } from './pipeline';
import type { ScheduleReport } from './schedule';
import { d1Database, isD1Binding } from './sql';

/** Binding names in wrangler.toml. */
export const LEADS_DB_BINDING = 'LEADS_DB';
export const LEADS_QUEUE_BINDING = 'LEADS_QUEUE';
/** The queue the consumer gives up to, after wrangler.toml's `max_retries` for one message. */
export const LEADS_DEAD_LETTER_QUEUE = 'nortia-leads-dead';

/** What a queue message carries: the lead's id only; the lead itself stays in D1. */
export interface LeadMessage {
  id: string;
}

/** The parts of Cloudflare's Queue binding and consumer API used here. */
export interface QueueBinding {
  send(body: LeadMessage, options?: { delaySeconds?: number }): Promise<unknown>;
  sendBatch(messages: { body: LeadMessage }[]): Promise<unknown>;
}
export interface QueueMessage {
  body: unknown;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}
export interface QueueBatch {
  queue: string;
  messages: readonly QueueMessage[];
}

export interface WorkerLeads extends LeadIntake {
  consume(batch: QueueBatch): Promise<void>;
  schedule(): Promise<ScheduleReport>;
}

function isQueueBinding(value: unknown): value is QueueBinding {
  return typeof (value as Partial<QueueBinding> | undefined)?.send === 'function';
}

/** A pipeline that refuses every lead, for a Worker deployed without its bindings: nothing is claimed as kept. */
function missingBindings(log: LogLine): WorkerLeads {
  const problem = `missing binding ${LEADS_DB_BINDING} or ${LEADS_QUEUE_BINDING} (wrangler.toml)`;
  return {
    accept: async () => {
      throw new Error(problem);
    },
    confirm: async () => {
      throw new Error(problem);
    },
    consume: async () => log(`leads ${problem}`),
    schedule: async () => {
      throw new Error(problem);
    },
  };
}

export function createWorkerLeads(
  bindings: Record<string, unknown>,
  senders: LeadSenders,
  options: { settings: LeadSettings; providerTimeoutMs: number; log: LogLine; now?: () => number },
): WorkerLeads {
  const { settings, log, now = Date.now } = options;
  const db = bindings[LEADS_DB_BINDING];
  const queue = bindings[LEADS_QUEUE_BINDING];
  if (!isD1Binding(db) || !isQueueBinding(queue)) return missingBindings(log);

  // Stored is what counts: a message that cannot be queued now is queued again by the schedule.
  const leadQueue: QueueBinding = queue;
  async function enqueue(lead: { id: string; kind: string }) {
    try {
      await leadQueue.send({ id: lead.id });
    } catch (error) {
      log(`lead id=${lead.id} kind=${lead.kind} outcome=queue_send_failed cause=${JSON.stringify((error as Error).name)}`);
    }
  }
  const { accept, confirm, schedule, store, deliver, notify } = createLeadPipeline(settings, senders, options, {
    db: d1Database(db),
    handOver: enqueue,
    requeue: async (ids) => {
      await leadQueue.sendBatch(ids.map((id) => ({ body: { id } })));
    },
  });

  return {
    accept,
    confirm,
    schedule,
    async consume(batch) {
      for (const message of batch.messages) {
        const id = (message.body as Partial<LeadMessage> | null)?.id;
        if (typeof id !== 'string') {
          message.ack();
          continue;
        }
        if (batch.queue === LEADS_DEAD_LETTER_QUEUE) {
          // The consumer kept failing on this one (D1 unreachable, an exception of ours): keep it as failed so the
          // schedule and the operator see it.
          await store.giveUp(id, now(), 'dead_lettered');
          log(`lead id=${id} outcome=dead_lettered`);
          await notify().catch((error: unknown) => log(`leads notice error=${JSON.stringify((error as Error).name)}`));
          message.ack();
          continue;
        }
        try {
          // A lead that has just failed is told at once (pipeline.ts); what cannot be told now, by the next cron run.
          const outcome = await deliver(id);
          if (outcome.status === 'retry' || outcome.status === 'not_due') message.retry({ delaySeconds: Math.max(1, outcome.delaySeconds) });
          else message.ack();
        } catch (error) {
          log(`lead id=${id} outcome=consumer_error cause=${JSON.stringify((error as Error).name)}`);
          message.retry({ delaySeconds: settings.retryBaseSeconds });
        }
      }
    },
  };
}
