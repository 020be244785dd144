import { loggable } from '../providers/send';
import type { LogLine, NoticeProvider, OperatorNotice } from '../providers/types';
import { failureName } from './delivery';
import type { StoreThreadEvents } from './sqlite';

export interface StoreThreadWatch {
  events: StoreThreadEvents;
  /** Resolves, with why, once the store's thread could not be started again: the server must exit (main.ts). */
  lost: Promise<string>;
}

/**
 * The operator hears of the Node store's thread (decision 0046): while it is down every post answers 503, so its
 * death is told at once, its return once, and a thread that cannot be started again is told before the process
 * exits for its supervisor to restart it. Straight through the notice sender: the store that records other notices
 * is the thing that is down. An outage is one `store_stopped` and one `store_restarted`; a thread that dies again
 * soon after its restart (sqlite.ts counts on) is the same outage, told only by the log, until it is back for good
 * or lost.
 */
export function watchStoreThread({ sender, log, now = Date.now }: { sender: NoticeProvider; log: LogLine; now?: () => number }): StoreThreadWatch {
  let outageSince: number | null = null;
  let markLost: (cause: string) => void = () => undefined;
  const lost = new Promise<string>((resolve) => (markLost = resolve));

  async function tell(notice: OperatorNotice['notice'], detail: string, at: number) {
    const result = await sender
      .send({ notice, count: 0, leads: [], detail }, `${notice}-${at}`)
      .catch((error: unknown) => ({ ok: false as const, reason: 'error' as const, cause: String((error as Error).name) }));
    log(`leads notice=${notice} outcome=${result.ok ? `sent:${sender.name}` : failureName(result, sender.name)}`);
  }

  return {
    lost,
    events: {
      stopped(cause, failures) {
        const at = now();
        log(`leads store_thread outcome=stopped failures=${failures} cause=${JSON.stringify(loggable(cause))}`);
        // A death soon after a restart (failures > 1) is the same outage, already told: no e-mail per crash.
        if (failures > 1 || outageSince !== null) return;
        outageSince = at;
        void tell('store_stopped', `the lead store's thread stopped (${loggable(cause)}); posts answer 503 until it is started again`, at);
      },
      restarted(failures) {
        const at = now();
        log(`leads store_thread outcome=restarted failures=${failures}`);
        if (outageSince === null) return;
        const seconds = Math.round((at - outageSince) / 1000);
        outageSince = null;
        void tell('store_restarted', `the lead store's thread works again after ${seconds} s`, at);
      },
      lost(cause) {
        const at = now();
        log(`leads store_thread outcome=lost cause=${JSON.stringify(loggable(cause))}`);
        void tell('store_lost', `the lead store's thread could not be started again (${loggable(cause)}); the server exits for its supervisor to restart it`, at).finally(
          () => markLost(cause),
        );
      },
    },
  };
}
