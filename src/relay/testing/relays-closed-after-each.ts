import { afterEach } from 'vitest';
import type { NodeRelay } from '../index';

/**
 * For a relay test file: returns `keep`, which hands a relay back and closes it after the test that opened it. An
 * open relay keeps polling its lead store, so a lead an earlier test left pending for a retry would otherwise be
 * delivered into a later test's provider once the retry is due (a loaded machine runs a file past 60 s).
 */
export function relaysClosedAfterEach(): <Relay extends NodeRelay>(relay: Relay) => Relay {
  const open: NodeRelay[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((relay) => relay.leads.close()));
  });
  return (relay) => {
    open.push(relay);
    return relay;
  };
}
