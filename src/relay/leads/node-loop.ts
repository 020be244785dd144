import type { LogLine } from '../providers/types';
import type { Deliver } from './delivery';
import type { LeadStore } from './store';

/** How many leads the Node loop sends at once. */
const CONCURRENCY = 4;

export interface DeliveryLoop {
  /** A lead was just stored: deliver it now rather than at the next poll. */
  kick(): void;
  /** Resolves once no delivery is running and no pending lead is due (for tests and the operator command). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Delivery under Node, in the process that accepted the leads: what the queue does on Cloudflare. It polls the
 * store for due leads (a restart resumes where the last process stopped: the store, not memory, says what is
 * pending), sends up to CONCURRENCY at a time, and runs the schedule every `scheduleMs`. Timers never keep the
 * process alive.
 */
export function startDeliveryLoop(options: {
  store: LeadStore;
  deliver: Deliver;
  schedule: () => Promise<unknown>;
  log: LogLine;
  pollMs?: number;
  scheduleMs: number;
  now?: () => number;
}): DeliveryLoop {
  const { store, deliver, schedule, log, pollMs = 1000, scheduleMs, now = Date.now } = options;
  let pass: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function drain() {
    do {
      again = false;
      for (;;) {
        const at = now();
        const ids = await store.due(at, at, CONCURRENCY);
        if (ids.length === 0 || closed) break;
        const outcomes = await Promise.all(ids.map((id) => deliver(id)));
        // A lead past its retention is never sent yet stays due: without this the loop would take it again at once,
        // forever, and hold the server's thread. The schedule warns of it and purges it; the next poll goes on.
        if (outcomes.some((outcome) => outcome.status === 'skipped' && outcome.reason === 'expired')) {
          await runSchedule();
          break;
        }
      }
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (pass) {
      again = true;
      return;
    }
    pass = drain()
      .catch((error: unknown) => log(`leads delivery_loop error=${JSON.stringify((error as Error).name)}`))
      .finally(() => {
        pass = null;
      });
  }

  const poll = setInterval(kick, pollMs);
  poll.unref();
  let scheduled: Promise<unknown> | null = null;
  function runSchedule() {
    scheduled ??= schedule()
      .catch((error: unknown) => log(`leads schedule error=${JSON.stringify((error as Error).name)}`))
      .finally(() => {
        scheduled = null;
      });
    return scheduled;
  }
  const scheduleTimer = setInterval(() => void runSchedule(), scheduleMs);
  scheduleTimer.unref();
  kick();

  return {
    kick,
    async settled() {
      for (;;) {
        if (pass) await pass;
        const at = now();
        // A store that cannot be read has nothing this process could deliver now.
        const due = await store.due(at, at, 1).catch(() => []);
        if (due.length === 0 && !pass) return;
        kick();
      }
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearInterval(scheduleTimer);
      await pass;
      await scheduled;
    },
  };
}
