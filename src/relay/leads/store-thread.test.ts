/**
 * What the operator hears of the Node store's thread (decision 0046): one notice when an outage begins, one when it
 * ends, however often the thread dies meanwhile; a lost store is told before the server is asked to exit.
 */
import { expect, it } from 'vitest';
import type { NoticeProvider, OperatorNotice } from '../providers/types';
import { watchStoreThread } from './store-thread';

function recorder() {
  const sent: OperatorNotice[] = [];
  const sender: NoticeProvider = { name: 'fake', send: async (notice) => (sent.push(notice), { ok: true }) };
  return { sent, sender };
}

it('an outage is one store_stopped and one store_restarted; a death soon after the restart is only logged; a later outage is told again', async () => {
  const { sent, sender } = recorder();
  const logs: string[] = [];
  let clock = 0;
  const { events } = watchStoreThread({ sender, log: (line) => logs.push(line), now: () => clock });
  events.stopped('exit code 1', 1);
  clock = 2_000;
  events.restarted(1);
  events.stopped('exit code 1', 2);
  clock = 5_000;
  events.restarted(2);
  clock = 90_000;
  events.stopped('ERR_WORKER_OUT_OF_MEMORY', 1);
  await Promise.resolve();
  expect(sent.map((notice) => [notice.notice, notice.detail])).toEqual([
    ['store_stopped', "the lead store's thread stopped (exit code 1); posts answer 503 until it is started again"],
    ['store_restarted', "the lead store's thread works again after 2 s"],
    ['store_stopped', "the lead store's thread stopped (ERR_WORKER_OUT_OF_MEMORY); posts answer 503 until it is started again"],
  ]);
  expect(logs.filter((line) => line.startsWith('leads store_thread'))).toEqual([
    'leads store_thread outcome=stopped failures=1 cause="exit code 1"',
    'leads store_thread outcome=restarted failures=1',
    'leads store_thread outcome=stopped failures=2 cause="exit code 1"',
    'leads store_thread outcome=restarted failures=2',
    'leads store_thread outcome=stopped failures=1 cause="ERR_WORKER_OUT_OF_MEMORY"',
  ]);
});

it('a lost store is told, then `lost` resolves for the server to exit; a notice that cannot be sent is logged and does not hold the exit', async () => {
  const { sent, sender } = recorder();
  const watch = watchStoreThread({ sender, log: () => undefined });
  watch.events.stopped('exit code 1', 1);
  watch.events.lost('Unable to open the database file');
  expect(await watch.lost).toBe('Unable to open the database file');
  expect(sent.map((notice) => notice.notice)).toEqual(['store_stopped', 'store_lost']);

  const logs: string[] = [];
  const refusing: NoticeProvider = { name: 'fake', send: async () => ({ ok: false, reason: 'rejected', status: 503 }) };
  const unsent = watchStoreThread({ sender: refusing, log: (line) => logs.push(line) });
  unsent.events.lost('exit code 1');
  expect(await unsent.lost).toBe('exit code 1');
  expect(logs).toContain('leads notice=store_lost outcome=provider_rejected:503:fake');
});
